/** The audit columns of a listing that tell a decision from the vendor's own status changes. */
export interface ListingStatusAudit {
  user_id: string | null;
  status_changed_at: string | null;
  status_changed_by: string | null;
}

/**
 * When an admin last decided on the listing: the last status change, if someone other than the owner made
 * it (the owner's submitting or editing is no decision). Null for a listing never decided.
 * Examples: changed by the admin a1 at t → t; changed by the owner u1 (submitted) → null; never → null.
 */
export function lastDecisionAt(v: ListingStatusAudit): string | null {
  if (!v.status_changed_at || !v.status_changed_by) return null;
  return v.status_changed_by === v.user_id ? null : v.status_changed_at;
}
