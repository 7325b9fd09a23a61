/**
 * Receipts of a host's charged bookings and statements of a vendor's payouts: their addresses and the labels
 * they print. Every amount on them comes from the database (booking_receipt, payout_statement) as it is.
 */

/** A booking's receipt page: '/receipts/<booking id>'. */
export function receiptPath(bookingId: string): string {
  return `/receipts/${encodeURIComponent(bookingId)}`;
}

/** A payout's statement page: '/vendor/statements/<ledger entry id>'. */
export function payoutStatementPath(entryId: number | string): string {
  return `/vendor/statements/${encodeURIComponent(String(entryId))}`;
}

/**
 * The number a receipt or statement prints, from the booking or ledger id: 'R-' and the first 8 hex digits
 * of a booking id in capitals ('3f2a9c1e-…' → 'R-3F2A9C1E'); 'P-' and the entry id padded to 6 digits
 * (42 → 'P-000042').
 */
export function receiptNumber(bookingId: string): string {
  return `R-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export function statementNumber(entryId: number | string): string {
  return `P-${String(entryId).padStart(6, '0')}`;
}

/** A refund's state as a receipt prints it: succeeded → 'Refunded', pending → 'Refund pending'. */
export function refundStatusLabel(status: string): string {
  return status === 'succeeded' ? 'Refunded' : 'Refund pending';
}

/**
 * A payout's state as a statement prints it: a hold → 'On hold (payouts not enabled yet)'; a transfer
 * succeeded → 'Paid out', failed → 'Retrying', scheduled or processing → 'Scheduled'.
 */
export function payoutStatementStatus(kind: string, status: string): string {
  if (kind === 'hold') return 'On hold (payouts not enabled yet)';
  if (status === 'succeeded') return 'Paid out';
  if (status === 'failed') return 'Retrying';
  return 'Scheduled';
}
