import { bookingMoney, bookingStats } from '@partyeasy/shared-domain';
import { ThemeProvider } from '@partyeasy/shared-ui/theme-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAID_BOOKING_NOT_DELETABLE } from '../components/booking-detail-modal';
import { AdminBookingsPage } from './admin-bookings-page';

vi.mock('../../access', () => ({ AdminPage: ({ children }: { children: ReactNode }) => children }));

/** The cancel-booking function (its server side is tested in supabase/tests/lifecycle.test.ts). */
const cancelled: Record<string, unknown>[] = [];
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => fakeClient(),
  cancelBooking: async (request: { bookingId: string; amountCents?: number; keepBooking?: boolean }) => {
    cancelled.push(request);
    if (request.keepBooking) return { refundedCents: request.amountCents ?? 0 };
    bookings = bookings.map((b) => (b.id === request.bookingId ? { ...b, payment_status: 'cancelled' } : b));
    return { refundedCents: request.amountCents ?? 0 };
  },
}));

const row = (id: string, customer: string, status: string, total: number) => ({
  id,
  vendor_id: 'v1',
  user_id: null,
  customer_email: `${customer.toLowerCase()}@example.com`,
  customer_name: customer,
  total_amount: total,
  processing_fee: total / 20,
  payment_intent_id: `pi_${id}`,
  refunded_cents: status === 'cancelled' ? total * 105 : 0,
  payment_status: status,
  booking_date: '2030-06-14',
  booking_time: '18:00:00',
  duration_hours: 3,
  guest_count: 40,
  selected_packages: 'Gold',
  quote_offer_id: null as string | null,
  selected_addons: null,
  event_location: 'Dallas',
  special_instructions: null,
  created_at: new Date().toISOString(),
  vendor: { id: 'v1', name: 'DJ Nova' },
});

let bookings: ReturnType<typeof row>[] = [];
let deleteResult: { data: { id: string }[] | null; error: { message: string; code?: string } | null } | Error;

/** The page's server calls over an in-memory list; what booking_search_page / booking_summary do in SQL is
 * tested against PostgreSQL in supabase/tests/operator-scale.test.ts. */
const calls: { fn: string; args: Record<string, unknown>; range?: [number, number] }[] = [];
const matching = (args: Record<string, unknown>) =>
  bookings.filter(
    (b) =>
      (!args.p_statuses || (args.p_statuses as string[]).includes(b.payment_status)) &&
      (!args.p_search ||
        `${b.customer_name} ${b.customer_email} ${b.vendor.name}`
          .toLowerCase()
          .includes(String(args.p_search).toLowerCase())),
  );

/** The one client's calls this page makes, over the list above (the backend mock answers with it). */
function fakeClient() {
  return {
    rpc: (fn: string, args: Record<string, unknown>) => {
      if (fn === 'money_figures') {
        // One booking's figures, by the shared-domain rule money_figures follows (tested against SQL in
        // supabase/tests/money-figures.test.ts); nothing transferred yet.
        const m = bookingMoney(bookings.find((b) => b.id === args.p_booking_id) ?? {});
        return {
          single: async () => ({
            data: {
              charged_cents: m.chargedCents,
              refunded_cents: m.refundedCents,
              vendor_share_cents: m.vendorShareCents,
              scheduled_cents: m.vendorShareCents,
              platform_profit_cents: m.platformCents,
            },
            error: null,
          }),
        };
      }
      if (fn === 'admin_charge_reconciliation') {
        // no charge paid several vendors (the section is tested in charge-reconciliation.test.tsx)
        return Promise.resolve({ data: [], error: null });
      }
      if (fn === 'booking_summary') {
        calls.push({ fn, args });
        const s = bookingStats(matching(args));
        return {
          single: async () => ({
            data: {
              total_bookings: s.totalBookings,
              revenue_cents: s.revenueCents,
              platform_profit_cents: s.platformProfitCents,
              completed: s.completed,
              pending: s.pending,
              paid: s.paid,
              cancelled: s.cancelled,
            },
            error: null,
          }),
        };
      }
      // booking_search_page: the page is p_limit rows from p_offset, awaited after .select().order().order()
      const from = Number(args.p_offset);
      const to = from + Number(args.p_limit) - 1;
      const query = {
        select: () => query,
        order: () => query,
        // biome-ignore lint/suspicious/noThenProperty: a supabase-js query is awaited as a thenable
        then: (resolve: (value: unknown) => unknown) => {
          calls.push({ fn, args, range: [from, to] });
          return Promise.resolve({ data: matching(args).slice(from, to + 1), error: null }).then(resolve);
        },
      };
      return query;
    },
    from: (table: string) => {
      if (table === 'booking_cancel_requests') {
        // the vendor of booking 'g' asked PartyEasy to cancel it
        const query = {
          select: () => query,
          eq: (_: string, id: string) => ({
            maybeSingle: async () => ({
              data: id === 'g' ? { reason: 'Our van broke down', created_at: '2026-12-01T15:00:00Z' } : null,
              error: null,
            }),
          }),
        };
        return query;
      }
      if (table === 'vendors') {
        const query = {
          select: () => query,
          ilike: () => query,
          order: () => query,
          limit: async () => ({ data: [{ id: 'v1', name: 'DJ Nova' }], error: null }),
        };
        return query;
      }
      return {
        delete: () => ({
          eq: (_: string, id: string) => ({
            select: async () => {
              if (deleteResult instanceof Error) throw deleteResult;
              if (deleteResult.data?.length) bookings = bookings.filter((b) => b.id !== id);
              return deleteResult;
            },
          }),
        }),
      };
    },
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <MemoryRouter>
          <AdminBookingsPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

// ProTable renders slowly in jsdom on a busy machine.
describe('AdminBookingsPage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    bookings = [
      row('a', 'Hannah', 'completed', 200),
      row('b', 'Henry', 'pending', 100),
      row('c', 'Priya', 'cancelled', 50),
    ];
    deleteResult = { data: [{ id: 'a' }], error: null };
    calls.length = 0;
    cancelled.length = 0;
  });

  it('sums the bookings into the six cards (profit: what the platform keeps of card payments)', async () => {
    renderPage();
    expect(await screen.findByText('Hannah', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(card('Total Bookings')).getByText('3')).toBeTruthy();
    expect(within(card('Total Revenue')).getByText('$300.00')).toBeTruthy();
    // The completed booking's $10.00 fee; the pending one was not charged, the cancelled one refunded in full.
    expect(within(card('Platform Profit')).getByText('$10.00')).toBeTruthy();
    expect(within(card('Platform Profit')).getByText('Fees and cancellation charges kept')).toBeTruthy();
    expect(within(card('Completed')).getByText('1')).toBeTruthy();
    expect(within(card('Pending')).getByText('1')).toBeTruthy();
    expect(within(card('Cancelled')).getByText('1')).toBeTruthy();
  });

  it('deletes from the open detail after confirmation, and the row leaves the table', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'View booking of Hannah' }, { timeout: 15_000 }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Booking Details' }, { timeout: 5_000 });
    // The subtotal goes to the vendor (the host paid the fee on top), as money_figures says.
    expect(await within(detail).findByText('$210.00', {}, { timeout: 5_000 })).toBeTruthy(); // charged
    expect(within(detail).getByText('Scheduled $200.00')).toBeTruthy();
    expect(within(detail).queryByText('$190.00')).toBeNull();
    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    // antd names every dialog 'test-id' under NODE_ENV=test, so with two open the name cannot tell them apart.
    const confirm = (
      await screen.findByText('This action cannot be undone.', {}, { timeout: 5_000 })
    ).closest('[role="dialog"]') as HTMLElement;
    expect(within(confirm).getByText('Delete Booking')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Booking deleted.', {}, { timeout: 5_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'View booking of Hannah' })).toBeNull(), {
      timeout: 5_000,
    });
    expect(screen.getByRole('button', { name: 'View booking of Henry' })).toBeTruthy();
  });

  it('marks a booking made from a custom offer in its detail', async () => {
    bookings = [
      { ...row('d', 'Olga', 'paid', 900), selected_packages: 'Custom offer', quote_offer_id: 'o-1' },
    ];
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'View booking of Olga' }, { timeout: 15_000 }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Booking Details' }, { timeout: 5_000 });
    expect(within(detail).getByText('Custom offer')).toBeTruthy();
    expect(within(detail).getByText('From an offer')).toBeTruthy();
  });

  it('shows no offer mark on a booking of packages', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'View booking of Hannah' }, { timeout: 15_000 }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Booking Details' }, { timeout: 5_000 });
    expect(within(detail).getByText('Gold')).toBeTruthy();
    expect(within(detail).queryByText('From an offer')).toBeNull();
  });

  it.each([
    [{ data: null, error: { message: 'denied' } }, 'Failed to delete booking. Please try again.'],
    [new Error('boom'), 'An unexpected error occurred. Please try again.'],
  ])('says why a deletion failed', async (result, message) => {
    deleteResult = result;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete booking of Henry' }, { timeout: 15_000 }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete Booking' }, { timeout: 5_000 });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText(message)).toBeTruthy();
    expect(screen.getByText('Henry')).toBeTruthy();
  });

  it('leads Delete on a paid booking to refunding it or recording why, without deleting', async () => {
    bookings = [...bookings, row('d', 'Paula', 'paid', 300)];
    deleteResult = new Error('a paid booking must not reach the database delete');
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete booking of Paula' }, { timeout: 15_000 }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Booking Details' }, { timeout: 5_000 });
    const alert = within(detail)
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('This booking is paid'));
    expect(alert?.textContent).toContain(PAID_BOOKING_NOT_DELETABLE);
    // The refund form is open: full, partial, or no refund with the reason recorded.
    // (antd's radio group exposes no radiogroup role)
    await user.click(within(detail).getByRole('radio', { name: 'No refund (record why)' }));
    expect(screen.queryByText('This action cannot be undone.')).toBeNull();
    await user.type(within(detail).getByLabelText('Reason'), 'Paid in cash');
    await user.click(within(detail).getByRole('button', { name: 'Cancel without refund' }));
    expect(
      await screen.findByText('The booking is cancelled without a refund; the reason is recorded.'),
    ).toBeTruthy();
    expect(cancelled).toEqual([{ bookingId: 'd', as: 'admin', reason: 'Paid in cash', amountCents: 0 }]);
    // The list is read again: the row is cancelled, and now it can be deleted.
    const paula = (await screen.findByRole('button', { name: 'View booking of Paula' })).closest('tr')!;
    await waitFor(() => expect(within(paula).getByText('Cancelled')).toBeTruthy(), { timeout: 5_000 });
  });

  it('makes a goodwill refund of part of a paid booking, which stands', async () => {
    bookings = [...bookings, row('g', 'Gina', 'paid', 300)];
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'View booking of Gina' }, { timeout: 15_000 }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Booking Details' }, { timeout: 5_000 });
    // The vendor's request that PartyEasy cancel it is on the booking.
    expect(
      (await within(detail).findByText(/DJ Nova asked PartyEasy to cancel this booking/)).textContent,
    ).toContain('Dec 1, 2026');
    expect(within(detail).getByText('Reason: “Our van broke down”')).toBeTruthy();
    await user.click(within(detail).getByRole('button', { name: /^Refund$/ }));
    await user.click(within(detail).getByRole('radio', { name: 'Goodwill refund (the booking stands)' }));
    await user.type(within(detail).getByLabelText('Amount to refund ($)'), '25');
    await user.type(within(detail).getByLabelText('Reason'), 'Late setup');
    await user.click(within(detail).getByRole('button', { name: 'Refund $25.00' }));
    expect(await screen.findByText('Refunded $25.00; the booking stands.')).toBeTruthy();
    expect(cancelled).toEqual([
      { bookingId: 'g', as: 'admin', reason: 'Late setup', amountCents: 2500, keepBooking: true },
    ]);
  });

  it('says the same when the database refuses because the booking was paid meanwhile', async () => {
    deleteResult = {
      data: null,
      error: { code: 'PE002', message: 'A paid booking cannot be deleted' },
    } as typeof deleteResult;
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete booking of Henry' }, { timeout: 15_000 }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete Booking' }, { timeout: 5_000 });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // antd names every dialog 'test-id' under NODE_ENV=test: the detail is found by its text.
    const detail = (await screen.findByText(PAID_BOOKING_NOT_DELETABLE, {}, { timeout: 5_000 })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(detail).getByRole('radio', { name: 'No refund (record why)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View booking of Henry' })).toBeTruthy();
  });

  it('explains an empty list with and without filters', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(
      await screen.findByLabelText('Search bookings', {}, { timeout: 15_000 }),
      'nobody{Enter}',
    );
    expect(
      await screen.findByText('Try adjusting your filters to see more results.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(
      calls
        .filter((c) => c.args.p_search === 'nobody')
        .map((c) => c.fn)
        .sort(),
    ).toEqual(['booking_search_page', 'booking_summary']);
    expect(screen.getByRole('heading', { name: 'No bookings found' })).toBeTruthy();
    bookings = [];
    renderPage();
    expect(await screen.findByText('No bookings have been made yet.', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('asks the server for one page at a time, and the cards for the same filters', async () => {
    bookings = Array.from({ length: 45 }, (_, i) =>
      row(`r${i}`, `Guest${i}`, i % 2 ? 'paid' : 'cancelled', 10),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Guest0', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(card('Total Bookings')).getByText('45')).toBeTruthy();
    expect(screen.queryByText('Guest20')).toBeNull();
    expect(calls.find((c) => c.fn === 'booking_search_page')?.range).toEqual([0, 19]);
    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('Guest44', {}, { timeout: 5_000 })).toBeTruthy();
    expect(calls.filter((c) => c.fn === 'booking_search_page').at(-1)?.range).toEqual([40, 59]);
  });
});
