import { callFunction, type PaymentStack } from '@partyeasy/devstack/stripe/testing';
import type { Database } from '@partyeasy/shared-domain/database';
import { expect } from 'vitest';
import { ids } from './actors.js';

// Money set-up shared by the tests on the payment stand-in: bookings paid the way a host pays them (a
// Checkout session, the hosted page, the webhook), completed by the schedule, and vendors that connect
// payouts through the onboarding function and the hosted page.

type BookingRow = Database['public']['Tables']['bookings']['Row'];

/** The default booking: $450.00 + $22.50 fee = $472.50 from Hannah Host, 2 h for 40 guests. */
export interface BookingSpec {
  vendorId: string;
  /** yyyy-mm-dd in the vendor's zone. */
  date: string;
  /** hh:mm; default 10:00. */
  time?: string;
  durationHours?: number;
  subtotalCents?: number;
  feeCents?: number;
  selectedPackages?: string;
  eventLocation?: string | null;
}

/** yyyy-mm-dd of `day` days after a UTC date, to give each booking of a test file a day of its own. */
export function dayAfter(start: string, day: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
}

/** Wall-clock date (yyyy-mm-dd) and time (hh:mm) of an instant in a time zone. */
export function localDateTime(instant: Date, zone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Pays a Checkout session on the stand-in's hosted page with the test card and waits for its webhook
 * deliveries; answers the page's response (a 303 to the success URL).
 */
export async function payOnHostedPage(stack: PaymentStack, url: string): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Hannah Host',
    }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  await stack.standIn.idle();
  return res;
}

/** A pending booking of the host with a Checkout session for its total, as if the host had just clicked Pay. */
export async function pendingBooking(
  stack: PaymentStack,
  spec: BookingSpec,
): Promise<{ booking: BookingRow; checkoutUrl: string }> {
  const subtotal = spec.subtotalCents ?? 45_000;
  const fee = spec.feeCents ?? 2_250;
  const session = await stack.stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: `${stack.config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: subtotal + fee, product_data: { name: 'Party' } },
      },
    ],
  });
  const { rows } = await stack.db.query<BookingRow>(
    `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
       payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, event_location,
       checkout_session_id)
     values ($1, $2, 'host@partyeasy.test', 'Hannah Host', $3, $4, 'pending', $5, $6, $7, 40, $8, $9, $10)
     returning *`,
    [
      spec.vendorId,
      ids.host,
      subtotal / 100,
      fee / 100,
      spec.date,
      spec.time ?? '10:00',
      spec.durationHours ?? 2,
      spec.selectedPackages ?? 'Party',
      spec.eventLocation ?? null,
      session.id,
    ],
  );
  return { booking: rows[0]!, checkoutUrl: session.url! };
}

/** A booking paid on the hosted page: the webhook has marked it paid (with its payment intent). */
export async function paidBooking(stack: PaymentStack, spec: BookingSpec): Promise<BookingRow> {
  const { booking, checkoutUrl } = await pendingBooking(stack, spec);
  await payOnHostedPage(stack, checkoutUrl);
  const paid = await bookingRow(stack, booking.id);
  expect(paid.payment_status).toBe('paid');
  return paid;
}

/**
 * Moves a booking's 1-hour event to `daysAgo` days ago (at `hour` o'clock, so that a file's bookings do not
 * overlap) and runs the schedule that completes finished bookings.
 */
export async function completeBooking(
  stack: PaymentStack,
  id: string,
  { daysAgo = 2, hour = 10 }: { daysAgo?: number; hour?: number } = {},
): Promise<void> {
  await stack.db.query(
    `update public.bookings
        set booking_date = current_date - $2::int - 1, booking_time = make_time($3::int, 0, 0), duration_hours = 1
      where id = $1`,
    [id, daysAgo, hour],
  );
  await stack.db.query('select public.complete_finished_bookings(now())');
  expect((await bookingRow(stack, id)).payment_status).toBe('completed');
}

export async function bookingRow(stack: PaymentStack, id: string): Promise<BookingRow> {
  return (await stack.db.query<BookingRow>('select * from public.bookings where id = $1', [id])).rows[0]!;
}

/**
 * The vendor connects payouts: the onboarding function's link, then the hosted onboarding page submitted,
 * which returns to the vendor's dashboard; waits for the account.updated webhook.
 */
export async function connectPayouts(stack: PaymentStack, token: string, vendorId: string): Promise<void> {
  const link = await callFunction(stack, 'payout-onboarding', { token, body: { vendorId } });
  expect(link).toMatchObject({ status: 200, body: { state: 'details_needed' } });
  const submitted = await fetch(String(link.body.url), {
    method: 'POST',
    body: new URLSearchParams({ name: 'Payee', routing: '110000000', account: '000123456789' }),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  expect(submitted.headers.get('location')).toBe(`${stack.config.siteUrl}/vendor?payouts=return`);
  await stack.standIn.idle();
}

/**
 * A paid 1-hour 'Cocktail Hour' booking of the vendor starting `hours` from now (to the minute, as a date and
 * time in the vendor's `zone`), whose payment is moved `paidHoursAgo` into the past: the functions read the
 * real clock, so the cancellation rules see it that far ahead and that long after booking.
 */
export async function paidBookingFromNow(
  stack: PaymentStack,
  spec: { vendorId: string; zone: string; hours: number; paidHoursAgo: number; eventLocation: string },
): Promise<BookingRow> {
  const start = new Date(Math.floor((Date.now() + spec.hours * 3_600_000) / 60_000) * 60_000);
  const booking = await paidBooking(stack, {
    vendorId: spec.vendorId,
    ...localDateTime(start, spec.zone),
    durationHours: 1,
    selectedPackages: 'Cocktail Hour',
    eventLocation: spec.eventLocation,
  });
  await stack.db.query(`update public.bookings set paid_at = now() - $2 * interval '1 hour' where id = $1`, [
    booking.id,
    spec.paidHoursAgo,
  ]);
  return bookingRow(stack, booking.id);
}

/** One run of the payouts function, as the schedule calls it; waits for the provider's webhooks. */
export async function runPayouts(stack: PaymentStack): Promise<Record<string, unknown>> {
  const res = await callFunction(stack, 'payouts', { token: stack.serviceRoleKey });
  expect(res.status).toBe(200);
  await stack.standIn.idle();
  return res.body;
}

/** The transfers the stand-in holds for a booking (its transfer group). */
export function transfersOf(stack: PaymentStack, bookingId: string) {
  return [...stack.standIn.connect.transfers.values()].filter(
    (t) => t.transfer_group === `booking-${bookingId}`,
  );
}

/** The refunds the stand-in holds for a payment intent. */
export function refundsOf(stack: PaymentStack, paymentIntent: string | null) {
  return [...stack.standIn.refunds.values()].filter((r) => r.payment_intent === paymentIntent);
}

/** The amounts refunded at the provider for a booking, smallest first, read through the SDK. */
export async function refundedAtProvider(stack: PaymentStack, bookingId: string): Promise<number[]> {
  const { payment_intent_id } = await bookingRow(stack, bookingId);
  const list = await stack.stripe.refunds.list({ payment_intent: payment_intent_id!, limit: 100 });
  return list.data.map((r) => r.amount).sort((a, b) => a - b);
}
