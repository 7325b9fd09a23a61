import { describe, expect, it } from 'vitest';
import { remoteNames, remoteRoutePaths } from './index.ts';

describe('the route contract', () => {
  it('gives every path to exactly one remote', () => {
    const all = remoteNames.flatMap((remote) => remoteRoutePaths[remote]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('holds the route table of the spec', () => {
    expect(remoteRoutePaths).toEqual({
      hostApp: [
        '/',
        '/vendor/:id',
        '/success',
        '/cancel',
        '/dashboard',
        '/favorites',
        '/receipts/:bookingId',
        '/disputes/:id',
        '/quotes',
        '/quotes/:requestId',
        '/events',
        '/events/:eventId',
      ],
      vendorApp: [
        '/vendor-landingpage',
        '/host/booking/*',
        '/vendor',
        '/availability',
        '/AI',
        '/vendor/statements/:payoutId',
        '/vendor/disputes/:id',
        '/vendor/quotes/:quoteId',
      ],
      adminApp: ['/admin', '/admin/bookings', '/admin/messages', '/admin/disputes'],
    });
  });

  it('names only absolute paths', () => {
    for (const remote of remoteNames)
      for (const path of remoteRoutePaths[remote]) expect(path).toMatch(/^\//);
  });
});
