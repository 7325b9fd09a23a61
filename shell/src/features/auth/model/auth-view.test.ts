import { describe, expect, it } from 'vitest';
import { confirmedLanding, safeReturnPath, VENDOR_CONFIRMED_PATH } from './auth-view';

describe('safeReturnPath', () => {
  it.each([
    ['/vendor/v-1', '/vendor/v-1'],
    ['/vendor/v-1?tab=packages#book', '/vendor/v-1?tab=packages#book'],
    ['/dashboard', '/dashboard'],
  ])('keeps a path of this site: %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    [null, '/'],
    ['', '/'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['vendor/v-1', '/'],
  ])('sends anything else home: %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

describe('where a confirmed account lands', () => {
  it("sends a new vendor to the wizard's start, with its welcome", () => {
    expect(VENDOR_CONFIRMED_PATH).toBe('/host/booking/start?confirmed=1');
    expect(confirmedLanding('vendor', '/')).toBe(VENDOR_CONFIRMED_PATH);
    expect(confirmedLanding('vendor', '/host/booking/start')).toBe(VENDOR_CONFIRMED_PATH);
    expect(confirmedLanding('vendor', '/vendor/7')).toBe('/vendor/7');
    expect(confirmedLanding('host', '/')).toBe('/');
  });
});
