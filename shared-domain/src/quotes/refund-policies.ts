import { FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS } from '../constants.ts';

/**
 * The refund policies an offer may set instead of the profile's (quote_offers.refund_policy; null = the
 * profile's, which is 'standard'). Each is a list of steps: from `minHours` before the event on, `percent`
 * of the booking amount goes back (the first step that applies wins; under every step, nothing). The terms'
 * grace window (booked within 7 days of the event, cancelled within 4 hours) applies to all of them, and
 * the 5% processing fee is refunded only in it.
 */
export const OFFER_REFUND_POLICIES = {
  flexible: {
    label: 'Flexible',
    steps: [{ minHours: 24, percent: 100 }],
    lines: [
      '24 or more hours before the event: full refund of the booking amount.',
      'Under 24 hours: no refund.',
    ],
  },
  standard: {
    label: 'Standard',
    steps: [
      { minHours: FULL_REFUND_MIN_HOURS, percent: 100 },
      { minHours: HALF_REFUND_MIN_HOURS, percent: 50 },
    ],
    lines: [
      `${FULL_REFUND_MIN_HOURS} or more hours before the event: full refund of the booking amount.`,
      `${HALF_REFUND_MIN_HOURS} to ${FULL_REFUND_MIN_HOURS} hours before the event: 50% of the booking amount.`,
      `Under ${HALF_REFUND_MIN_HOURS} hours: no refund.`,
    ],
  },
  strict: {
    label: 'Strict',
    steps: [{ minHours: 7 * 24, percent: 50 }],
    lines: ['7 or more days before the event: 50% of the booking amount.', 'Under 7 days: no refund.'],
  },
} as const satisfies Record<
  string,
  { label: string; steps: readonly { minHours: number; percent: number }[]; lines: readonly string[] }
>;

export type OfferRefundPolicy = keyof typeof OFFER_REFUND_POLICIES;
export const OFFER_REFUND_POLICY_IDS = Object.keys(OFFER_REFUND_POLICIES) as OfferRefundPolicy[];

export const isOfferRefundPolicy = (value: unknown): value is OfferRefundPolicy =>
  typeof value === 'string' && Object.hasOwn(OFFER_REFUND_POLICIES, value);

/**
 * The percent of the booking amount a policy refunds `hoursBeforeEvent` before the event (null or unknown =
 * the profile's 'standard'). Examples: flexible 30 h → 100, 23 h → 0; standard 100 h → 100, 30 h → 50,
 * 5 h → 0; strict 200 h → 50, 167 h → 0; started (≤ 0 h) → 0 for every policy.
 */
export function offerRefundPercent(policy: string | null | undefined, hoursBeforeEvent: number): number {
  if (!(hoursBeforeEvent > 0)) return 0;
  const steps = OFFER_REFUND_POLICIES[isOfferRefundPolicy(policy) ? policy : 'standard'].steps;
  return steps.find((s) => hoursBeforeEvent >= s.minHours)?.percent ?? 0;
}
