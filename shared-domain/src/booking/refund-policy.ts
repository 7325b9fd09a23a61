import { FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS } from '../constants.ts';

/**
 * The profile's cancellation policy as a refund share: 72 or more hours before the event → 100,
 * 24 up to 72 hours → 50, under 24 hours → 0 (percent). Weather and medical cases are reviewed by hand
 * and are not computed here.
 */
export function refundPercent(hoursBeforeEvent: number): 100 | 50 | 0 {
  if (hoursBeforeEvent >= FULL_REFUND_MIN_HOURS) return 100;
  if (hoursBeforeEvent >= HALF_REFUND_MIN_HOURS) return 50;
  return 0;
}
