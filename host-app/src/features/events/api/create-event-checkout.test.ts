import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventCheckout, EventCheckoutError, eventCheckoutSource } from './create-event-checkout';

vi.mock('@partyeasy/shared-domain/backend', () => ({
  getRuntimeConfig: () => ({ checkoutUrl: 'http://functions.test' }),
  getSupabase: () => ({ auth: { getSession: async () => ({ data: { session: { access_token: 'tok' } } }) } }),
}));

const EVENT = '00000000-0000-4000-8000-0000000000e1';
const items = [
  { vendorId: 'v1', packageId: 'p1', addons: [] },
  { vendorId: 'v2', packageId: 'p2', addons: [] },
];
let answers: { status: number; body: unknown }[] = [];
const sent: { url: string; body: unknown }[] = [];

beforeEach(() => {
  answers = [];
  sent.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('createEventCheckout', () => {
  it("answers the embedded session with the group's id and bookings", async () => {
    answers = [
      {
        status: 200,
        body: { clientSecret: 'cs_1', sessionId: 's1', groupId: 'g1', bookingIds: ['b1', 'b2'] },
      },
    ];
    await expect(createEventCheckout(EVENT, items, 'embedded')).resolves.toEqual({
      uiMode: 'embedded',
      clientSecret: 'cs_1',
      sessionId: 's1',
      groupId: 'g1',
      bookingIds: ['b1', 'b2'],
    });
    expect(sent).toEqual([
      {
        url: 'http://functions.test/create-event-checkout',
        body: { eventId: EVENT, items, uiMode: 'embedded' },
      },
    ]);
  });

  it('names the vendors whose time was taken (409 slot_taken) with the server message', async () => {
    answers = [
      {
        status: 409,
        body: { error: 'slot_taken', message: 'Shaken is no longer free then.', vendorIds: ['v2'] },
      },
    ];
    const error = await createEventCheckout(EVENT, items, 'embedded').catch((e) => e);
    expect(error).toBeInstanceOf(EventCheckoutError);
    expect(error.message).toBe('Shaken is no longer free then.');
    expect(error.vendorIds).toEqual(['v2']);
  });

  it('says the generic failure for a server error', async () => {
    answers = [{ status: 502, body: { message: 'upstream' } }];
    await expect(createEventCheckout(EVENT, items, 'embedded')).rejects.toThrow(
      'Failed to process payment. Please try again.',
    );
  });
});

describe('eventCheckoutSource', () => {
  it('reports a refusal, and releases the group it opened by its id', async () => {
    const refused = vi.fn();
    answers = [{ status: 409, body: { error: 'slot_taken', message: 'Taken.', vendorIds: ['v1'] } }];
    const source = eventCheckoutSource(EVENT, items, refused);
    await expect(source.session('embedded')).rejects.toThrow('Taken.');
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ vendorIds: ['v1'] }));
    // Nothing was opened: nothing to release.
    await source.release(false);
    expect(sent).toHaveLength(1);

    answers = [
      { status: 200, body: { clientSecret: 'cs', sessionId: 's', groupId: 'g9', bookingIds: [] } },
      { status: 200, body: {} },
    ];
    await source.session('embedded');
    await source.release(true);
    expect(sent.at(-1)).toEqual({ url: 'http://functions.test/cancel-checkout', body: { groupId: 'g9' } });
  });
});
