import { describe, expect, it } from 'vitest';
import { hostCancellation } from '../booking/refund-policy.ts';
import { isOfferRefundPolicy, OFFER_REFUND_POLICY_IDS, offerRefundPercent } from './refund-policies.ts';

const HOUR = 3_600_000;

describe('offerRefundPercent', () => {
  it('flexible: everything until 24 hours before, then nothing', () => {
    expect(offerRefundPercent('flexible', 200)).toBe(100);
    expect(offerRefundPercent('flexible', 24)).toBe(100);
    expect(offerRefundPercent('flexible', 23.99)).toBe(0);
  });

  it("standard (the profile's, and null): 100 from 72 hours, 50 from 24, then nothing", () => {
    for (const policy of ['standard', null, undefined]) {
      expect(offerRefundPercent(policy, 72)).toBe(100);
      expect(offerRefundPercent(policy, 71.9)).toBe(50);
      expect(offerRefundPercent(policy, 24)).toBe(50);
      expect(offerRefundPercent(policy, 23.9)).toBe(0);
    }
  });

  it('strict: half until 7 days before, then nothing', () => {
    expect(offerRefundPercent('strict', 30 * 24)).toBe(50);
    expect(offerRefundPercent('strict', 168)).toBe(50);
    expect(offerRefundPercent('strict', 167.9)).toBe(0);
  });

  it('refunds nothing once the event has started, whatever the policy', () => {
    for (const policy of OFFER_REFUND_POLICY_IDS) {
      expect(offerRefundPercent(policy, 0)).toBe(0);
      expect(offerRefundPercent(policy, -1)).toBe(0);
    }
  });

  it('knows exactly the three policies the database accepts', () => {
    expect(OFFER_REFUND_POLICY_IDS).toEqual(['flexible', 'standard', 'strict']);
    expect(isOfferRefundPolicy('strict')).toBe(true);
    expect(isOfferRefundPolicy('lenient')).toBe(false);
    expect(isOfferRefundPolicy('toString')).toBe(false);
  });
});

describe('hostCancellation with an offer policy', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const bookedLongAgo = new Date('2026-11-01T12:00:00Z');

  it('a $1,250.00 offer (fee $62.50) cancelled 10 days before: strict 50%, flexible 100%, standard 100%', () => {
    const at = (refundPolicy: string | null) =>
      hostCancellation({
        subtotalCents: 125000,
        feeCents: 6250,
        bookedAt: bookedLongAgo,
        eventStart: new Date(now.getTime() + 240 * HOUR),
        now,
        refundPolicy,
      });
    expect(at('strict')).toMatchObject({ percent: 50, refundCents: 62500, grace: false });
    expect(at('flexible')).toMatchObject({ percent: 100, refundCents: 125000 });
    expect(at('standard')).toMatchObject({ percent: 100, refundCents: 125000 });
    expect(at(null)).toMatchObject({ percent: 100, refundCents: 125000 });
  });

  it('48 hours before: flexible 100%, standard 50%, strict nothing', () => {
    const at = (refundPolicy: string) =>
      hostCancellation({
        subtotalCents: 125001,
        bookedAt: bookedLongAgo,
        eventStart: new Date(now.getTime() + 48 * HOUR),
        now,
        refundPolicy,
      }).refundCents;
    expect(at('flexible')).toBe(125001);
    expect(at('standard')).toBe(62500);
    expect(at('strict')).toBe(0);
  });

  it('the grace window still refunds everything, the fee included, under the strict policy', () => {
    const r = hostCancellation({
      subtotalCents: 125000,
      feeCents: 6250,
      bookedAt: new Date(now.getTime() - 2 * HOUR),
      eventStart: new Date(now.getTime() + 72 * HOUR),
      now,
      refundPolicy: 'strict',
    });
    expect(r).toMatchObject({ grace: true, percent: 100, refundCents: 131250 });
  });
});
