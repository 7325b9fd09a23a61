import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, formatMoney, toCents } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [123450, '$1,234.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [100000000, '$1,000,000.00'],
    [-250, '-$2.50'],
    [1999.5, '$20.00'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('always shows a dollar sign and two decimals that read back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        const text = formatMoney(cents);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(toCents(text.slice(1).replaceAll(',', ''))).toBe(cents);
      }),
    );
  });
});

describe('toCents', () => {
  it.each([
    [12.5, 1250],
    ['19.99', 1999],
    [1.005, 101],
    [0.1 + 0.2, 30],
    ['0', 0],
    [null, undefined],
    ['', undefined],
    ['  ', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
    [{}, undefined],
  ])('%s → %s', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it('round-trips with centsToDollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 10), max: 10 ** 10 }), (cents) => {
        expect(toCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});
