import { describe, expect, it } from 'vitest';
import { checkoutItems, payLabel, paySelectionError } from './pay-selection';

describe('the pay selection', () => {
  const three = new Map([
    ['dj', 'p1'],
    ['bar', 'p2'],
    ['photo', 'p3'],
  ]);

  it('pays 2 to 6 vendors at once', () => {
    expect(paySelectionError(new Map([['dj', 'p1']]))).toBe('Choose 2 to 6 vendors to pay together.');
    expect(paySelectionError(three)).toBeUndefined();
    const seven = new Map(Array.from({ length: 7 }, (_, i) => [`v${i}`, `p${i}`] as const));
    expect(paySelectionError(seven)).toBe('Choose 2 to 6 vendors to pay together.');
  });

  it('sends one item per vendor with its package', () => {
    expect(checkoutItems(three)).toEqual([
      { vendorId: 'dj', packageId: 'p1', addons: [] },
      { vendorId: 'bar', packageId: 'p2', addons: [] },
      { vendorId: 'photo', packageId: 'p3', addons: [] },
    ]);
  });

  it('sends an offer by its id alone: the server takes the vendor and the price from the stored offer', () => {
    expect(
      checkoutItems(
        new Map([
          ['dj', 'offer:o1'],
          ['bar', 'p2'],
        ]),
      ),
    ).toEqual([{ offerId: 'o1' }, { vendorId: 'bar', packageId: 'p2', addons: [] }]);
  });

  it('says how many and how much', () => {
    expect(payLabel(3, '$2,520.00')).toBe('Pay for 3 vendors · $2,520.00');
    expect(payLabel(1, '$80.00')).toBe('Pay for 1 vendor · $80.00');
  });
});
