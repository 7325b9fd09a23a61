import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyBooking } from '../api/get-my-bookings';
import { CancelBookingDialog, cancellationFor } from './cancel-booking-dialog';

const HOUR = 3_600_000;

/** A $450.00 booking (fee $22.50) with DJ Nova (America/Chicago) starting `hours` after `now`. */
function bookingStarting(hours: number, now = new Date()): MyBooking {
  const start = new Date(now.getTime() + hours * HOUR);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Chicago',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(start)
      .map((p) => [p.type, p.value]),
  );
  return {
    id: 'b-1',
    vendor_id: 'v-1',
    payment_status: 'paid',
    booking_date: `${parts.year}-${parts.month}-${parts.day}`,
    booking_time: `${parts.hour}:${parts.minute}:${parts.second}`,
    duration_hours: 3,
    guest_count: 20,
    selected_packages: 'Party Starter',
    selected_addons: null,
    total_amount: 450,
    processing_fee: 22.5,
    event_location: null,
    special_instructions: null,
    created_at: now.toISOString(),
    checkout_session_id: 'cs_1',
    refunded_cents: 0,
    cancelled_by: null,
    cancellation_reason: null,
    vendor: { id: 'v-1', name: 'DJ Nova', time_zone: 'America/Chicago' },
  } as MyBooking;
}

function renderDialog(booking: MyBooking) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <CancelBookingDialog booking={booking} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('cancellationFor', () => {
  it('reads the start in the vendor zone and applies the policy bands, and the grace window after paying', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const paid = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
    expect(cancellationFor({ ...bookingStarting(30, now), paid_at: paid(3.9) }, now)).toMatchObject({
      grace: true,
      refundCents: 47250,
    });
    expect(cancellationFor({ ...bookingStarting(30, now), paid_at: paid(4.1) }, now)).toMatchObject({
      grace: false,
      refundCents: 22500,
    });
    expect(cancellationFor(bookingStarting(100, now), now)).toMatchObject({
      percent: 100,
      refundCents: 45000,
    });
    expect(cancellationFor(bookingStarting(30, now), now)).toMatchObject({ percent: 50, refundCents: 22500 });
    expect(cancellationFor(bookingStarting(5, now), now)).toMatchObject({ percent: 0, refundCents: 0 });
    expect(cancellationFor(bookingStarting(-1, now), now).allowed).toBe(false);
  });
});

const okButton = () => screen.getByRole('button', { name: 'Cancel booking' }) as HTMLButtonElement;

describe('CancelBookingDialog', () => {
  it('shows the refund and its percentage before the host confirms', async () => {
    renderDialog(bookingStarting(30));
    expect((await screen.findByTestId('refund-preview')).textContent).toBe(
      'Refund: $225.00 (50% of the booking)',
    );
    expect(screen.getByText(/Processing fee paid: \$22\.50/)).toBeTruthy();
    // Every rule the host is held to, the grace window included.
    expect(
      screen.getByText(/fully refunded, processing fee included, if cancelled within 4 hours/),
    ).toBeTruthy();
    expect(okButton().disabled).toBe(false);
  });

  it('refunds everything within 4 hours of booking an event within 7 days', async () => {
    const now = new Date();
    renderDialog({ ...bookingStarting(30, now), paid_at: new Date(now.getTime() - HOUR).toISOString() });
    expect((await screen.findByTestId('refund-preview')).textContent).toBe(
      'Refund: $472.50 (everything you paid: you are within 4 hours of booking)',
    );
  });

  it("refunds by the offer's own policy when the booking came from an offer that set one", async () => {
    const now = new Date();
    const strict = { ...bookingStarting(100, now), quote_offer_id: 'o-1', refund_policy: 'strict' };
    expect(cancellationFor(strict, now)).toMatchObject({ percent: 0, refundCents: 0 });
    expect(cancellationFor({ ...strict, ...bookingStarting(200, now) }, now)).toMatchObject({
      percent: 50,
      refundCents: 22500,
    });
    renderDialog(strict);
    expect((await screen.findByTestId('refund-preview')).textContent).toBe(
      'Refund: $0.00 (0% of the booking)',
    );
    expect(screen.getByText('7 or more days before the event: 50% of the booking amount.')).toBeTruthy();
    expect(
      screen.getByText(/fully refunded, processing fee included, if cancelled within 4 hours/),
    ).toBeTruthy();
    expect(screen.queryByText(/72 or more hours before the event/)).toBeNull();
  });

  it('refuses once the event has started', async () => {
    renderDialog(bookingStarting(-0.5));
    expect(
      await screen.findByText('This event has already started and can no longer be cancelled.'),
    ).toBeTruthy();
    expect(okButton().disabled).toBe(true);
  });
});
