import { isOfferRefundPolicy, OFFER_REFUND_POLICIES, REFUND_POLICY_LINES } from '@partyeasy/shared-domain';

/**
 * The refund policy of an offer as the host reads it: its name and its lines; null (the vendor's profile
 * policy) reads as the booking policy every listing shows.
 */
export function refundPolicyText(policy: string | null): { title: string; lines: readonly string[] } {
  if (policy !== null && isOfferRefundPolicy(policy)) {
    const chosen = OFFER_REFUND_POLICIES[policy];
    return { title: `${chosen.label} (set for this offer)`, lines: chosen.lines };
  }
  return { title: "Standard (the vendor's usual policy)", lines: REFUND_POLICY_LINES };
}
