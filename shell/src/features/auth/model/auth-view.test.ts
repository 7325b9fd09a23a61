import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './auth-view';

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
