/**
 * After the payment, on the one seeded stack of the run:
 * - at each band of the cancellation policy (72 h or more before the event: full refund; 24–72 h: 50%;
 *   under 24 h: none) a host's booking is paid through the checkout function and the payment stand-in
 *   (booking.spec.ts walks the modal and the hosted page), the host sees the refund before confirming the
 *   cancellation in My bookings, and the refund shows in My bookings, on the vendor dashboard and in
 *   /admin/bookings (each with the booking's history), with the mails in the inbox;
 * - an admin cannot delete a paid booking: the page says why and leads to cancelling it recording why;
 * - the demo data's past paid booking is completed by the stack's start-up run (what `npm start` runs).
 *
 * The clock: the functions and the database use the real clock (the SQL tests pass their own to
 * complete_finished_bookings / start_booking_refund). Each band's event is placed that far from now, inside
 * the band with hours of margin on either side, so the band does not depend on when the test runs.
 */

import { expectAccessibleDialog } from '../support/a11y';
import {
  chooseOption,
  expect,
  type Mail,
  serviceClient,
  stack,
  test,
  uniqueEmail,
  waitForMail,
} from '../support/test';
import { bookAndPay, newHost, pageAs, signIn, type User } from '../support/users';

/** Shaken & Stirred (bartender@partyeasy.test): DJ Nova's figures are checked by vendor-tools.spec.ts. */
const BAR = { id: '00000000-0000-4000-8000-00000000d002', owner: '00000000-0000-4000-8000-00000000c002' };
const BAR_NAME = 'Shaken & Stirred Bar Co.';
const ZONE = 'America/Chicago';
const HOUR = 3_600_000;

/**
 * The bands, each with the range of hours before the event its bookings are placed in. The ranges do not
 * overlap, so the bands' tests never compete for a slot; under 24 h starts 8 h ahead because the hold
 * refuses slots whose wall-clock start has passed in the database's own zone (UTC).
 */
const BANDS = [
  { band: '72 h or more before the event', percent: 100, fromHours: 80, toHours: 140 },
  { band: '24 to 72 h before the event', percent: 50, fromHours: 30, toHours: 66 },
  { band: 'under 24 h before the event', percent: 0, fromHours: 8, toHours: 20 },
] as const;

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/** Wall-clock date and hour in the bar's zone of an instant. */
function local(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * A free two-hour slot of the bar starting between `fromHours` and `toHours` from now, on the hour,
 * between 08:00 and 20:00 in its zone, with an availability window made for it.
 */
async function freeSlot(fromHours: number, toHours: number) {
  const db = serviceClient();
  const first = Math.ceil((Date.now() + fromHours * HOUR) / HOUR) * HOUR;
  const { data: booked, error } = await db
    .from('bookings')
    .select('booking_date, booking_time, duration_hours')
    .eq('vendor_id', BAR.id)
    .in('payment_status', ['pending', 'paid']);
  expect(error).toBeNull();
  for (let at = first; at <= Date.now() + toHours * HOUR; at += HOUR) {
    const { date, hour } = local(new Date(at));
    if (hour < 8 || hour > 20) continue;
    const taken = (booked ?? []).some((b) => {
      if (b.booking_date !== date) return false;
      const start = Number(String(b.booking_time).slice(0, 2));
      return start < hour + 2 && hour < start + Math.ceil(Number(b.duration_hours));
    });
    if (taken) continue;
    const { error: windowError } = await db.from('availability').insert({
      vendor_id: BAR.id,
      user_id: BAR.owner,
      date,
      start_time: clock(hour),
      end_time: clock(hour + 2),
      time_slot_text: `${clock(hour)} - ${clock(hour + 2)}`,
      is_available: true,
    });
    expect(windowError).toBeNull();
    return { date, time: clock(hour), startsInHours: (at - Date.now()) / HOUR };
  }
  throw new Error(`no free slot of the bar ${fromHours}–${toHours} h ahead`);
}

/** The mail to `to` whose subject matches and whose text names `needle` (bookings of one vendor run side by side). */
async function mailAbout(to: string, subject: RegExp, needle: string) {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${stack().mailUrl}/api/messages?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as Mail[] | { messages: Mail[] };
        found = (Array.isArray(body) ? body : body.messages).find(
          (m) => subject.test(m.subject) && m.text.includes(needle),
        );
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The host books the bar's slot and pays (booking.spec.ts walks the modal and the hosted page). */
const bookTheBar = (host: User, slot: { date: string; time: string }) =>
  bookAndPay(host, {
    vendorId: BAR.id,
    date: slot.date,
    time: slot.time,
    packageName: 'Cocktail Hour',
    location: `${Math.floor(Math.random() * 9000) + 1000} Lifecycle Ave, Dallas, TX`,
  });

for (const { band, percent, fromHours, toHours } of BANDS) {
  test(`${band}: the host sees ${percent}% refunded before confirming, and everyone sees the refund`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const db = serviceClient();
    const host = await newHost({
      prefix: 'lifecycle-host',
      name: `Lena Band${percent} ${Math.random().toString(36).slice(2, 7)}`,
    });
    const slot = await freeSlot(fromHours, toHours);
    expect(slot.startsInHours).toBeGreaterThan(percent === 100 ? 72 : percent === 50 ? 24 : 0);
    expect(slot.startsInHours).toBeLessThan(percent === 100 ? Infinity : percent === 50 ? 72 : 24);

    await signIn(page, host.email);
    const booking = await bookTheBar(host, slot);
    // Paid 5 hours ago: past the 4-hour grace window (cancellation-rules.spec.ts covers it), so the band applies.
    const { error: backdated } = await db
      .from('bookings')
      .update({ paid_at: new Date(Date.now() - 5 * HOUR).toISOString() })
      .eq('id', booking.id);
    expect(backdated).toBeNull();
    await waitForMail(host.email, /is confirmed/);
    // The policy refunds a share of the booking amount; the 5% processing fee is kept.
    const subtotalCents = Math.round(Number(booking.total_amount) * 100);
    const refund = dollars(Math.round((subtotalCents * percent) / 100));

    // My bookings: Cancel shows the band's refund before anything happens.
    await page.goto('/dashboard');
    const card = page.getByRole('listitem').filter({ hasText: booking.location });
    await card.getByRole('button', { name: 'Cancel booking' }).click({ timeout: 45_000 });
    const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
    await expect(dialog.getByTestId('refund-preview')).toContainText(
      `Refund: ${refund} (${percent}% of the booking)`,
    );
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(card.getByText('Cancelled')).toBeVisible();
    if (percent > 0) await expect(card.getByText('Refunded')).toBeVisible();
    else await expect(card.getByText('Refunded')).toHaveCount(0);
    const { data: stored } = await db.from('bookings').select('*').eq('id', booking.id).single();
    expect(stored).toMatchObject({ payment_status: 'cancelled', cancelled_by: 'host' });
    expect(dollars(stored!.refunded_cents)).toBe(refund);
    await card.getByRole('button', { name: 'View history' }).click();
    const history = card.getByRole('region', { name: 'Booking history' });
    await expect(history.getByText('Cancelled by the host')).toBeVisible();
    if (percent > 0) await expect(history.getByText(`Refunded ${refund}`)).toBeVisible();
    else await expect(history.getByText(/^Refunded/)).toHaveCount(0);

    // The mails: cancelled, to the host (with the refund) and to the vendor.
    const hostMail = await waitForMail(host.email, /cancelled/);
    expect(hostMail.subject).toContain(BAR_NAME);
    expect(hostMail.text).toContain(percent > 0 ? `${refund} is refunded to your card` : 'No refund applies');
    expect(hostMail.text).toContain('You cancelled this booking.');
    const vendorMail = await mailAbout('bartender@partyeasy.test', /cancelled$/, booking.location);
    const day = new Date(`${slot.date}T00:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(vendorMail.subject).toBe(`Booking with ${BAR_NAME} on ${day} cancelled`);
    expect(vendorMail.text).toContain('cancelled by the host');

    // The vendor dashboard: the booking under Cancelled, with its refund and history.
    const vendorPage = await pageAs(browser, 'bartender@partyeasy.test');
    await vendorPage.goto('/vendor');
    await expect(vendorPage.getByRole('heading', { name: 'Vendor Dashboard', level: 1 })).toBeVisible({
      timeout: 45_000,
    });
    await chooseOption(vendorPage, 'Status filter', 'Cancelled');
    const search = vendorPage.getByLabel('Search bookings');
    await search.fill(host.name);
    await search.press('Enter');
    const row = vendorPage.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: host.name });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText('Cancelled');
    if (percent > 0) await expect(row).toContainText(`Refunded ${refund}`);
    await row.getByRole('button', { name: `View booking of ${host.name}` }).click();
    const vendorView = vendorPage.getByRole('dialog', { name: 'Booking Details' });
    if (percent > 0) {
      await expect(vendorView.getByRole('row').filter({ hasText: 'Refunded' })).toContainText(refund);
    }
    const vendorHistory = vendorView.getByRole('region', { name: 'Booking history' });
    await expect(vendorHistory.getByText('Cancelled by the host')).toBeVisible();
    await expect(vendorHistory.getByText(/^Paid \$/)).toBeVisible();
    if (percent > 0) await expect(vendorHistory.getByText(`Refunded ${refund}`)).toBeVisible();
    // Nothing to cancel any more.
    await expect(vendorView.getByRole('button', { name: /cancel/i })).toHaveCount(0);
    await expectAccessibleDialog(
      vendorPage,
      "a cancelled booking's View on the vendor dashboard",
      vendorView,
    );
    await vendorPage.context().close();

    // The admin view.
    const adminPage = await pageAs(browser, 'admin@partyeasy.test');
    await adminPage.goto('/admin/bookings');
    await adminPage.getByLabel('Search bookings').fill(host.name, { timeout: 45_000 });
    await adminPage.getByLabel('Search bookings').press('Enter');
    await adminPage.getByRole('button', { name: `View booking of ${host.name}` }).click({ timeout: 45_000 });
    const adminHistory = adminPage
      .getByRole('dialog', { name: 'Booking Details' })
      .getByRole('region', { name: 'Booking history' });
    await expect(adminHistory.getByText('Cancelled by the host')).toBeVisible();
    if (percent > 0) await expect(adminHistory.getByText(`Refunded ${refund}`)).toBeVisible();
    else await expect(adminHistory.getByText(/^Refunded/)).toHaveCount(0);
    await adminPage.context().close();
  });
}

test('an admin cannot delete a paid booking: the page says why and leads to cancelling it recording why', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const db = serviceClient();
  const name = `Paula Paid ${Math.random().toString(36).slice(2, 7)}`;
  // A paid booking without a card payment on record (as the demo data's): it can only be closed by
  // recording why, since there is nothing to refund through the provider.
  const { data: booking, error } = await db
    .from('bookings')
    .insert({
      vendor_id: BAR.id,
      customer_email: uniqueEmail('lifecycle-paid'),
      customer_name: name,
      total_amount: 240,
      processing_fee: 12,
      payment_status: 'paid',
      booking_date: '2031-06-02',
      booking_time: '09:00',
      duration_hours: 1,
      guest_count: 10,
      selected_packages: 'Cocktail Hour',
    })
    .select('id')
    .single();
  expect(error).toBeNull();

  await signIn(page, 'admin@partyeasy.test');
  await page.goto('/admin/bookings');
  await page.getByLabel('Search bookings').fill(name, { timeout: 45_000 });
  await page.getByLabel('Search bookings').press('Enter');
  await page.getByRole('button', { name: `Delete booking of ${name}` }).click({ timeout: 45_000 });
  const detail = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(detail.getByRole('alert').filter({ hasText: 'This booking is paid' })).toContainText(
    'Refund it (in full or in part), or cancel it without a refund and record why',
  );
  await expect(page.getByRole('dialog', { name: 'Delete Booking' })).toHaveCount(0);
  await expectAccessibleDialog(page, "a paid booking's detail after Delete", detail);

  await detail.getByRole('radio', { name: 'No refund (record why)' }).check();
  await detail.getByRole('button', { name: 'Cancel without refund' }).click();
  await expect(detail.getByText('Please give the reason for the refund.')).toBeVisible();
  await detail.getByLabel('Reason').fill('Paid in cash at the venue; settled outside PartyEasy.');
  await detail.getByRole('button', { name: 'Cancel without refund' }).click();
  await expect(
    page.getByText('The booking is cancelled without a refund; the reason is recorded.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(detail).toBeHidden();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name })).toContainText(
    'Cancelled',
    {
      timeout: 30_000,
    },
  );
  const { data: cancelled } = await db.from('bookings').select('*').eq('id', booking!.id).single();
  expect(cancelled).toMatchObject({
    payment_status: 'cancelled',
    cancelled_by: 'admin',
    refunded_cents: 0,
    cancellation_reason: 'Paid in cash at the venue; settled outside PartyEasy.',
  });

  // Cancelled, it can be deleted.
  await page.getByRole('button', { name: `Delete booking of ${name}` }).click({ timeout: 30_000 });
  const confirm = page.getByRole('dialog', { name: 'Delete Booking' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Booking deleted.')).toBeVisible({ timeout: 30_000 });
  const { data: gone } = await db.from('bookings').select('id').eq('id', booking!.id);
  expect(gone).toEqual([]);
});

test("the demo data's past paid booking is completed by the stack's start-up run, and its host is mailed", async ({
  page,
}) => {
  // supabase/seed.sql: DJ Nova for Hannah Host, paid, its event two days ago at 14:00 (3700 Ross Ave).
  const db = serviceClient();
  await expect
    .poll(
      async () =>
        (
          await db
            .from('bookings')
            .select('payment_status')
            .eq('event_location', '3700 Ross Ave, Dallas, TX')
            .single()
        ).data?.payment_status,
      { timeout: 30_000 },
    )
    .toBe('completed');
  const { data: booking } = await db
    .from('bookings')
    .select('id, completed_at')
    .eq('event_location', '3700 Ross Ave, Dallas, TX')
    .single();
  expect(booking!.completed_at).not.toBeNull();
  const { data: history } = await db
    .from('booking_history')
    .select('kind, actor')
    .eq('booking_id', booking!.id)
    .order('id');
  expect(history).toEqual([
    { kind: 'created', actor: 'host' },
    { kind: 'paid', actor: 'host' },
    { kind: 'completed', actor: 'system' },
  ]);
  const mail = await waitForMail('host@partyeasy.test', /^How was DJ Nova\?$/, 30_000);
  expect(mail.text).toContain('3700 Ross Ave');

  // The host sees it completed in My bookings.
  await signIn(page, 'host@partyeasy.test');
  await page.goto('/dashboard');
  // The event is over: the booking is under Past.
  await page.getByRole('tab', { name: 'Past' }).click({ timeout: 45_000 });
  const card = page.getByRole('listitem').filter({ hasText: '3700 Ross Ave' });
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 45_000 });
});
