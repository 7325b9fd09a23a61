import { formatMoney } from '../format/money.ts';

/** One row of public.booking_history. */
export interface BookingHistoryEntry {
  kind: string;
  actor: string | null;
  amount_cents: number | null;
  note: string | null;
  created_at: string;
}

const BY: Record<string, string> = {
  host: 'the host',
  vendor: 'the vendor',
  admin: 'PartyEasy',
  system: 'PartyEasy',
};

/**
 * What a history row says on the dashboards: created → 'Booked'; paid 47250 → 'Paid $472.50';
 * cancelled by vendor with 'Van broke down' → 'Cancelled by the vendor: Van broke down';
 * refunded 22500 → 'Refunded $225.00'; refund_failed → 'Refund of $225.00 failed'; completed → 'Completed';
 * changed (accepted by the vendor) with 'Sat, Dec 12, 2026 at 6:00 PM, … → Sat, Dec 12, 2026 at 8:00 PM, …' →
 * 'Changed (accepted by the vendor): Sat, Dec 12, 2026 at 6:00 PM, … → Sat, Dec 12, 2026 at 8:00 PM, …'.
 */
export function historyLabel(entry: BookingHistoryEntry): string {
  const money = entry.amount_cents === null ? '' : formatMoney(entry.amount_cents);
  switch (entry.kind) {
    case 'created':
      return 'Booked';
    case 'paid':
      return money ? `Paid ${money}` : 'Paid';
    case 'cancelled':
      return `Cancelled by ${BY[entry.actor ?? 'admin'] ?? 'PartyEasy'}${entry.note ? `: ${entry.note}` : ''}`;
    case 'refunded':
      return `Refunded ${money}${entry.actor === 'system' && entry.note ? ` (${entry.note})` : ''}`;
    case 'refund_failed':
      return `Refund of ${money} failed`;
    case 'completed':
      return 'Completed';
    case 'changed':
      return `Changed (accepted by ${BY[entry.actor ?? 'admin'] ?? 'PartyEasy'})${entry.note ? `: ${entry.note}` : ''}`;
    default:
      return entry.kind;
  }
}
