import { ThemeProvider } from '@partyeasy/shared-ui/theme-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminBookingsPage } from './admin-bookings-page';

vi.mock('../../access', () => ({ AdminPage: ({ children }: { children: ReactNode }) => children }));

const row = (id: string, customer: string, status: string, total: number) => ({
  id,
  vendor_id: 'v1',
  user_id: null,
  customer_email: `${customer.toLowerCase()}@example.com`,
  customer_name: customer,
  total_amount: total,
  payment_status: status,
  booking_date: '2030-06-14',
  booking_time: '18:00:00',
  duration_hours: 3,
  guest_count: 40,
  selected_packages: 'Gold',
  selected_addons: null,
  event_location: 'Dallas',
  special_instructions: null,
  created_at: new Date().toISOString(),
  vendor: { id: 'v1', name: 'DJ Nova' },
});

let bookings: ReturnType<typeof row>[] = [];
let deleteResult: { data: { id: string }[] | null; error: { message: string } | null } | Error;

vi.mock('../api/backend', () => ({
  db: () => ({
    from: (table: string) => {
      if (table === 'vendors') {
        return {
          select: () => ({
            order: async () => ({ data: [{ id: 'v1', name: 'DJ Nova', user_id: 'u' }], error: null }),
          }),
        };
      }
      return {
        select: () => ({ order: async () => ({ data: bookings, error: null }) }),
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
  }),
}));

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
  });

  it('sums the bookings into the six cards (profit 5% of pending, paid and completed)', async () => {
    renderPage();
    expect(await screen.findByText('Hannah', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(card('Total Bookings')).getByText('3')).toBeTruthy();
    expect(within(card('Total Revenue')).getByText('$300.00')).toBeTruthy();
    expect(within(card('Platform Profit')).getByText('$15.00')).toBeTruthy();
    expect(within(card('Platform Profit')).getByText('5% processing fee')).toBeTruthy();
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
    expect(within(detail).getByText('$190.00')).toBeTruthy();
    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    // antd names every dialog 'test-id' under NODE_ENV=test, so with two open the name cannot tell them apart.
    const confirm = (
      await screen.findByText('This action cannot be undone.', {}, { timeout: 5_000 })
    ).closest('[role="dialog"]') as HTMLElement;
    expect(within(confirm).getByText('Delete Booking')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Booking deleted.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View booking of Hannah' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View booking of Henry' })).toBeTruthy();
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

  it('explains an empty list with and without filters', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Search bookings', {}, { timeout: 15_000 }), 'nobody');
    expect(await screen.findByText('Try adjusting your filters to see more results.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No bookings found' })).toBeTruthy();
    bookings = [];
    renderPage();
    expect(await screen.findByText('No bookings have been made yet.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
