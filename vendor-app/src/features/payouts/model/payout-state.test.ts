import { describe, expect, it } from 'vitest';
import { payoutStateCopy, payoutStatusLabel } from './payout-state';

describe('payoutStateCopy', () => {
  it('says that earnings are held until payouts are connected, with the button to get there', () => {
    expect(payoutStateCopy('not_connected')).toMatchObject({
      label: 'Not connected',
      action: 'Connect payouts',
    });
    expect(payoutStateCopy('not_connected').message).toMatch(
      /^Earnings are held until you connect payouts\./,
    );
    expect(payoutStateCopy('details_needed')).toMatchObject({
      label: 'Details needed',
      color: 'warning',
      action: 'Continue setup',
    });
    expect(payoutStateCopy('details_needed').message).toMatch(
      /^Earnings are held until you connect payouts\./,
    );
  });

  it('offers no button once payouts are enabled', () => {
    expect(payoutStateCopy('payouts_enabled')).toEqual({
      label: 'Payouts enabled',
      color: 'success',
      message: "Each booking's amount is sent to your payout account after the event.",
      action: null,
    });
  });
});

describe('payoutStatusLabel', () => {
  it.each([
    [{ kind: 'hold', status: 'held' }, 'On hold'],
    [{ kind: 'transfer', status: 'scheduled' }, 'Scheduled'],
    [{ kind: 'transfer', status: 'processing' }, 'Scheduled'],
    [{ kind: 'transfer', status: 'failed' }, 'Retrying'],
    [{ kind: 'transfer', status: 'succeeded' }, 'Paid out'],
  ])('%o → %s', (entry, label) => {
    expect(payoutStatusLabel(entry)).toBe(label);
  });
});
