import { describe, expect, it } from 'vitest';
import { netPaidToVendorsCents, readMoneyFigures } from './money-figures.ts';

describe('money figures', () => {
  it('reads money_figures rows (bigints arrive as numbers or strings), absent as 0', () => {
    const f = readMoneyFigures({ charged_cents: '21000', refunded_cents: 5000, platform_profit_cents: 1000 });
    expect(f).toMatchObject({
      chargedCents: 21000,
      refundedCents: 5000,
      platformProfitCents: 1000,
      heldCents: 0,
    });
    expect(readMoneyFigures(null).chargedCents).toBe(0);
  });

  it('nets transfers against reversals', () => {
    expect(netPaidToVendorsCents({ paidToVendorsCents: 20000, reversedCents: 5000 })).toBe(15000);
  });
});
