/** The refund policy an offer names, as the host reads it. */
export function refundPolicyText(policy: string): string {
  return policy;
}
