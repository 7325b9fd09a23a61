import { ThemeProvider } from '@partyeasy/shared-ui/theme-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChargeReconciliation } from './charge-reconciliation';

/** admin_charge_reconciliation's answer (its SQL is tested in supabase/tests/event-checkout.test.ts). */
let answer: () => { data: unknown; error: { message: string } | null };
const calls: Record<string, unknown>[] = [];
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({
    rpc: async (fn: string, args: Record<string, unknown>) => {
      expect(fn).toBe('admin_charge_reconciliation');
      calls.push(args);
      return answer();
    },
  }),
}));

const line = (vendor: string, status: string, total: number, refunded: number, extra = {}) => ({
  booking_id: `b-${vendor}`,
  vendor_id: `v-${vendor}`,
  vendor_name: vendor,
  payment_status: status,
  total_cents: total,
  refunded_cents: refunded,
  net_cents: total - refunded,
  vendor_share_cents: 0,
  platform_cents: 0,
  transferred_cents: 0,
  scheduled_cents: 0,
  reversed_cents: 0,
  reversing_cents: 0,
  held_cents: 0,
  ...extra,
});

/** Three vendors: one cancelled and refunded its subtotal, one paid out then $25.00 taken back. */
const charge = (id: string, reconciles = true) => ({
  checkout_group_id: id,
  payment_intent_id: `pi_${id}`,
  event_id: 'e1',
  event_name: "Maya's 30th",
  paid_at: '2026-11-20T18:00:00Z',
  bookings: 3,
  charged_cents: 31_553,
  refunded_cents: 12_510,
  net_cents: 19_043,
  bookings_net_cents: 19_043,
  reconciles,
  lines: [
    line('DJ Nova', 'cancelled', 10_511, 10_010, { platform_cents: 501 }),
    line('Bar Co', 'completed', 10_532, 2_500, {
      vendor_share_cents: 7_530,
      platform_cents: 502,
      transferred_cents: 10_030,
      reversed_cents: 2_500,
    }),
    line('Photo Pro', 'paid', 10_510, 0, {
      vendor_share_cents: 10_009,
      platform_cents: 501,
      held_cents: 10_009,
    }),
  ],
  total_count: 12,
});

/** The section, with its charges asked for (Show charges). */
async function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asked = calls.length;
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ChargeReconciliation />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  // Nothing is asked for until the admin shows the charges.
  expect(calls).toHaveLength(asked);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Show charges' }));
  return view;
}

describe('ChargeReconciliation', () => {
  beforeEach(() => {
    calls.length = 0;
    answer = () => ({ data: [charge('g1'), charge('g2', false)], error: null });
  });

  it('lists each charge with its total, refunded, net and whether it reconciles, and opens its vendors', async () => {
    const user = userEvent.setup();
    await renderSection();
    const table = await screen.findByRole('table', { name: 'Charges paying several vendors' });
    expect(await within(table).findAllByText('$315.53')).toHaveLength(2);
    // Event, vendors, refunded and net are columns from wider screens on (jsdom is a phone); the open charge says them.
    expect(within(table).getByText('Reconciles')).toBeTruthy();
    expect(within(table).getByText('Does not reconcile')).toBeTruthy();
    expect(calls[0]).toEqual({ p_limit: 10, p_offset: 0 });

    await user.click(within(table).getAllByText('$315.53')[0]!);
    // jsdom is as narrow as a phone: a block per vendor (a table from wider screens on, see the e2e spec).
    const vendors = await screen.findByRole('list', { name: 'Vendors of the charge of $315.53' });
    const row = (name: string) => within(vendors).getByRole('listitem', { name });
    expect(within(row('Bar Co')).getByText('$100.30')).toBeTruthy();
    expect(within(row('Bar Co')).getAllByText('$25.00')).toHaveLength(2);
    expect(within(row('Photo Pro')).getAllByText('$100.09')).toHaveLength(2);
    // The parts add up to the charge.
    expect(
      screen.getByText(
        "Maya's 30th: charged $315.53 − refunded $125.10 = net $190.43. The vendors' bookings add up to $315.53; the net is the vendors' shares $175.39 + the platform's $15.04.",
      ),
    ).toBeTruthy();
  });

  it('pages in SQL: the second page asks for the next ten', async () => {
    const user = userEvent.setup();
    await renderSection();
    await screen.findByText('Reconciles');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await vi.waitFor(() => expect(calls.at(-1)).toEqual({ p_limit: 10, p_offset: 10 }));
  });

  it('says when there is none, and offers a retry when the call fails', async () => {
    answer = () => ({ data: [], error: null });
    const { unmount } = await renderSection();
    expect(await screen.findByText('No charge has paid several vendors yet.')).toBeTruthy();
    unmount();

    answer = () => ({ data: null, error: { message: 'Only admins can see these figures' } });
    await renderSection();
    expect(await screen.findByText('Charges could not be loaded. Please try again.')).toBeTruthy();
    answer = () => ({ data: [charge('g1')], error: null });
    await userEvent.setup().click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Reconciles')).toBeTruthy();
  });
});
