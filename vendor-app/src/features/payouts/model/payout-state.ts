/** The vendor's payout account as the server keeps it (no row: not connected). */
export type PayoutState = 'not_connected' | 'details_needed' | 'payouts_enabled';

export interface PayoutStateCopy {
  label: string;
  /** antd Tag color. */
  color: 'default' | 'warning' | 'success';
  /** What the vendor is told; the first two say that earnings are held. */
  message: string;
  /** The button that starts or continues the hosted onboarding, if any. */
  action: string | null;
}

const HELD = 'Earnings are held until you connect payouts.';

/** What the dashboard's payout card says for each state (worked examples in payout-state.test.ts). */
export function payoutStateCopy(state: PayoutState): PayoutStateCopy {
  switch (state) {
    case 'not_connected':
      return {
        label: 'Not connected',
        color: 'default',
        message: `${HELD} Connect a payout account to receive each booking's amount after the event.`,
        action: 'Connect payouts',
      };
    case 'details_needed':
      return {
        label: 'Details needed',
        color: 'warning',
        message: `${HELD} Finish the payout setup to receive them.`,
        action: 'Continue setup',
      };
    case 'payouts_enabled':
      return {
        label: 'Payouts enabled',
        color: 'success',
        message: "Each booking's amount is sent to your payout account after the event.",
        action: null,
      };
  }
}

/** One row of the payouts list: a transfer of one booking, or its hold. */
export interface PayoutEntry {
  kind: string;
  status: string;
}

/** The status a vendor reads for a payout: paid out, scheduled, retrying (after a failure) or on hold. */
export function payoutStatusLabel(entry: PayoutEntry): string {
  if (entry.kind === 'hold') return 'On hold';
  if (entry.status === 'succeeded') return 'Paid out';
  if (entry.status === 'failed') return 'Retrying';
  return 'Scheduled';
}
