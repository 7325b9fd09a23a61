import { describe, expect, it } from 'vitest';
import { historyLabel } from './history.ts';

const at = '2026-11-25T10:00:00Z';

describe('historyLabel', () => {
  it.each([
    [{ kind: 'created', actor: 'host', amount_cents: null, note: null }, 'Booked'],
    [{ kind: 'paid', actor: 'host', amount_cents: 47250, note: null }, 'Paid $472.50'],
    [
      { kind: 'cancelled', actor: 'vendor', amount_cents: null, note: 'Van broke down' },
      'Cancelled by the vendor: Van broke down',
    ],
    [{ kind: 'cancelled', actor: 'host', amount_cents: null, note: null }, 'Cancelled by the host'],
    [{ kind: 'refunded', actor: 'host', amount_cents: 22500, note: null }, 'Refunded $225.00'],
    [
      { kind: 'refund_failed', actor: 'admin', amount_cents: 1000, note: 'card expired' },
      'Refund of $10.00 failed',
    ],
    [{ kind: 'completed', actor: 'system', amount_cents: null, note: null }, 'Completed'],
  ])('%o → %s', (entry, label) => {
    expect(historyLabel({ ...entry, created_at: at })).toBe(label);
  });
});
