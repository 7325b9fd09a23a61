import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CancelBookingForm } from './cancel-booking-form';

const backend = vi.hoisted(() => ({
  request: null as { reason: string; created_at: string } | null,
  rpcCalls: [] as { fn: string; args: Record<string, unknown> }[],
}));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // booking_cancel_requests read and request_booking_cancellation, as the server answers them
  getSupabase: () => ({
    from: () => ({
      select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: backend.request, error: null }) }) }),
    }),
    rpc: async (fn: string, args: Record<string, unknown>) => {
      backend.rpcCalls.push({ fn, args });
      backend.request = { reason: String(args.p_reason), created_at: '2026-12-01T15:00:00Z' };
      return { data: backend.request, error: null };
    },
  }),
}));

const DAY = 86_400_000;

function renderForm(daysAhead: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CancelBookingForm
        bookingId="b-1"
        eventStart={new Date(Date.now() + daysAhead * DAY)}
        onDone={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe('CancelBookingForm', () => {
  beforeEach(() => {
    backend.request = null;
    backend.rpcCalls.length = 0;
  });

  it('offers the vendor its own cancellation 7 days or more before the event', () => {
    renderForm(8);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.queryByText(/Vendors need 7 days' notice/)).toBeNull();
  });

  it('under 7 days explains why and sends a request to PartyEasy with the reason', async () => {
    renderForm(3);
    expect(screen.getByText(/Vendors need 7 days' notice to cancel/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    const ask = (await screen.findByRole('button', { name: 'Ask PartyEasy to cancel' })) as HTMLButtonElement;
    // enabled once the server said no request was made yet
    await waitFor(() => expect(ask.disabled).toBe(false));
    fireEvent.click(ask);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Please give the reason for the cancellation.')).toBeTruthy();
    expect(backend.rpcCalls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Reason for cancelling'), {
      target: { value: ' Van broke down ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(backend.rpcCalls).toEqual([
        { fn: 'request_booking_cancellation', args: { p_booking_id: 'b-1', p_reason: 'Van broke down' } },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'You asked PartyEasy to cancel this booking',
    );
    expect(screen.getByText('Your reason: “Van broke down”')).toBeTruthy();
  });
});
