import { clientFor, expect, serviceClient, stack, test, waitForMail } from '../support/test';
import { bookAndPay, newHost, pageAs, signIn, type User } from '../support/users';

/** Shaken & Stirred (bartender@partyeasy.test), America/Chicago. */
const BAR = { id: '00000000-0000-4000-8000-00000000d002', owner: '00000000-0000-4000-8000-00000000c002' };
const BAR_NAME = 'Shaken & Stirred Bar Co.';
const ZONE = 'America/Chicago';
const HOUR = 3_600_000;
const VENDOR_NOTICE =
  "Vendors need 7 days' notice to cancel. This event is less than 7 days away, so only PartyEasy can cancel it: ask us and an admin will look at it.";

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

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
 * A free two-hour slot of the bar starting between `fromHours` and `toHours` from now, on the hour, between
 * 08:00 and 20:00 in its zone, with an availability window made for it. The ranges of this file's tests
 * (141–153 h, 154–166 h) lie outside lifecycle.spec.ts's bands, so the files never compete for a slot.
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

/** The host books the bar's slot and pays (booking.spec.ts walks the modal and the hosted page). */
const bookTheBar = (host: User, slot: { date: string; time: string }) =>
  bookAndPay(host, {
    vendorId: BAR.id,
    date: slot.date,
    time: slot.time,
    packageName: 'Cocktail Hour',
    location: `${Math.floor(Math.random() * 9000) + 1000} Rules Ave, Dallas, TX`,
  });

const newRulesHost = (name: string) => newHost({ prefix: 'rules-host', name });

test('an event within 7 days, cancelled within 4 hours of booking, is refunded in full, the fee included', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const host = await newRulesHost(`Gina Grace ${Math.random().toString(36).slice(2, 7)}`);
  const slot = await freeSlot(154, 166);
  expect(slot.startsInHours).toBeLessThan(7 * 24);

  await signIn(page, host.email);
  const booking = await bookTheBar(host, slot);
  await waitForMail(host.email, /is confirmed/);
  const paidCents =
    Math.round(Number(booking.total_amount) * 100) + Math.round(Number(booking.processing_fee) * 100);

  // On a phone: the dialog lists every rule under the refund.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ hasText: booking.location });
  await card.getByRole('button', { name: 'Cancel booking' }).click({ timeout: 45_000 });
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  // Outside the window the policy would give the booking amount only (72 h+), not the fee.
  await expect(dialog.getByTestId('refund-preview')).toHaveText(
    `Refund: ${dollars(paidCents)} (everything you paid: you are within 4 hours of booking)`,
  );
  await expect(
    dialog.getByText(
      'An event within 7 days of booking is fully refunded, processing fee included, if cancelled within 4 hours of booking.',
    ),
  ).toBeVisible();
  await dialog.screenshot({
    path: test.info().outputPath('grace-cancel-dialog.png'),
    animations: 'disabled',
  });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(card.getByText('Cancelled')).toBeVisible();

  const { data: stored } = await serviceClient().from('bookings').select('*').eq('id', booking.id).single();
  expect(stored).toMatchObject({
    payment_status: 'cancelled',
    cancelled_by: 'host',
    refunded_cents: paidCents,
  });
  const hostMail = await waitForMail(host.email, /cancelled/);
  expect(hostMail.text).toContain(`${dollars(paidCents)} is refunded to your card`);
});

test("a vendor's cancellation under 7 days is refused; the vendor asks PartyEasy and an admin cancels", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const host = await newRulesHost(`Vera Notice ${Math.random().toString(36).slice(2, 7)}`);
  const slot = await freeSlot(141, 153);
  expect(slot.startsInHours).toBeLessThan(7 * 24);
  await signIn(page, host.email);
  const booking = await bookTheBar(host, slot);

  // The server refuses the vendor's own cancellation, whatever the page offers.
  const vendorClient = await clientFor('bartender@partyeasy.test');
  const token = (await vendorClient.auth.getSession()).data.session!.access_token;
  const refused = await fetch(`${stack().apiUrl}/functions/v1/cancel-booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ bookingId: booking.id, as: 'vendor', reason: 'Van broke down' }),
  });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ error: 'vendor_notice', message: VENDOR_NOTICE });

  // The dashboard explains and offers to ask PartyEasy.
  const vendorPage = await pageAs(browser, 'bartender@partyeasy.test');
  await vendorPage.setViewportSize({ width: 390, height: 844 });
  await vendorPage.goto('/vendor');
  await expect(vendorPage.getByRole('heading', { name: 'Vendor Dashboard', level: 1 })).toBeVisible({
    timeout: 45_000,
  });
  const search = vendorPage.getByLabel('Search bookings');
  await search.fill(host.name);
  await search.press('Enter');
  // On a phone the vendor's bookings are cards.
  const row = vendorPage
    .getByRole('list', { name: 'Bookings' })
    .getByRole('listitem')
    .filter({ hasText: host.name });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByRole('button', { name: `View booking of ${host.name}` }).click();
  const view = vendorPage.getByRole('dialog', { name: 'Booking Details' });
  await expect(view.getByText(VENDOR_NOTICE)).toBeVisible();
  await expect(view.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Ask PartyEasy to cancel' }).click();
  await view.getByRole('button', { name: 'Send request' }).click();
  await expect(view.getByText('Please give the reason for the cancellation.')).toBeVisible();
  await view.getByLabel('Reason for cancelling').fill('Our van broke down and cannot be fixed in time.');
  await view.getByRole('button', { name: 'Send request' }).click();
  await expect(
    view.getByRole('status').filter({ hasText: 'You asked PartyEasy to cancel this booking' }),
  ).toContainText('Our van broke down and cannot be fixed in time.');
  await view.screenshot({ path: test.info().outputPath('vendor-ask-partyeasy.png'), animations: 'disabled' });
  const { data: still } = await serviceClient().from('bookings').select('*').eq('id', booking.id).single();
  expect(still).toMatchObject({ payment_status: 'paid', refunded_cents: 0 });
  await vendorPage.context().close();

  // The admin sees the request on the booking and cancels it with a full refund.
  const adminPage = await pageAs(browser, 'admin@partyeasy.test');
  await adminPage.goto('/admin/bookings');
  await adminPage.getByLabel('Search bookings').fill(host.name, { timeout: 45_000 });
  await adminPage.getByLabel('Search bookings').press('Enter');
  await adminPage.getByRole('button', { name: `View booking of ${host.name}` }).click({ timeout: 45_000 });
  const detail = adminPage.getByRole('dialog', { name: 'Booking Details' });
  await expect(
    detail.getByRole('status').filter({ hasText: `${BAR_NAME} asked PartyEasy to cancel this booking` }),
  ).toContainText('Reason: “Our van broke down and cannot be fixed in time.”');
  await detail.screenshot({
    path: test.info().outputPath('admin-cancel-request.png'),
    animations: 'disabled',
  });
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  await detail.getByLabel('Reason').fill('Asked by the vendor: van broke down');
  await detail.getByRole('button', { name: 'Refund and cancel' }).click();
  await expect(adminPage.getByText(/the booking is cancelled/)).toBeVisible({ timeout: 30_000 });
  const { data: cancelled } = await serviceClient()
    .from('bookings')
    .select('*')
    .eq('id', booking.id)
    .single();
  const paidCents =
    Math.round(Number(booking.total_amount) * 100) + Math.round(Number(booking.processing_fee) * 100);
  expect(cancelled).toMatchObject({
    payment_status: 'cancelled',
    cancelled_by: 'admin',
    refunded_cents: paidCents,
  });
  await adminPage.context().close();
});
