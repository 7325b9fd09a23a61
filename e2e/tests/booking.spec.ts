/**
 * The booking flow end to end against this run's devstack and its local card checkout stand-in: a host
 * books DJ Nova (package, add-on with quantity, details, date, slot, location), pays inside the booking
 * modal (Embedded Checkout: the stand-in's Stripe.js and card frame, under the shell's
 * Content-Security-Policy) and sees the booking paid; the slot is gone for the next host; closing the card
 * form frees it; without Stripe.js the hosted page is the told fallback; a slot taken while paying sends
 * the host back to the calendar. Every test books its own far-away date with its own hosts.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { devstackRuntimeConfig } from '../support/devstack-urls';
import { DEMO_PASSWORD, expect, expectOpened, serviceClient, test } from '../support/test';
import { newHost, pageAs, signIn } from '../support/users';

const DJ_NOVA = '00000000-0000-4000-8000-00000000d001';
const DJ_NOVA_USER = '00000000-0000-4000-8000-00000000c001';

/** A Tuesday (no night or weekend charge) at least `daysAhead` days from today, as 'YYYY-MM-DD'. */
function tuesdayAhead(daysAhead: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + daysAhead);
  while (date.getDay() !== 2) date.setDate(date.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar button's name for a date: 'Tuesday, March 2, 2027, available'. */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const text = new Date(y!, m! - 1, d!).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return `${text}, available`;
}

/** DJ Nova is available 10:00–16:00 on `date` (nothing else of the seed lies that far ahead). */
async function openWindow(date: string) {
  const { error } = await serviceClient().from('availability').insert({
    vendor_id: DJ_NOVA,
    user_id: DJ_NOVA_USER,
    date,
    start_time: '10:00',
    end_time: '16:00',
    time_slot_text: '10:00 AM - 4:00 PM',
    is_available: true,
  });
  expect(error).toBeNull();
}

async function createHost(name: string) {
  return newHost({ prefix: 'booking-host', name });
}

/** Party Starter ($150/h, 3 h minimum) with 'Extra speaker' ($40/h) × 2, then 'Book Now'. */
async function chooseAndBook(page: Page) {
  await page.goto(`/vendor/${DJ_NOVA}`);
  await page.getByRole('checkbox', { name: /Party Starter/ }).check();
  await page.getByRole('checkbox', { name: /Extra speaker/ }).check();
  await page.getByRole('spinbutton', { name: 'Hours for Extra speaker' }).fill('2');
  await page.getByRole('button', { name: 'Book Now' }).click();
}

/** Booking Details: 20 guests for 3 hours, then the calendar on `date`. */
async function detailsAndDate(page: Page, date: string) {
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toBeVisible();
  await details.getByLabel('Number of guests').fill('20');
  await details.getByLabel('Duration (hours)').fill('3');
  await expect(details.getByTestId('details-total')).toHaveText('$530.00');
  await details.getByRole('button', { name: 'Check Availability' }).click();

  const calendar = page.getByRole('dialog', { name: 'Select Date & Time' });
  await expectOpened(calendar);
  const day = calendar.getByRole('button', { name: dayLabel(date) });
  for (let i = 0; i < 14 && !(await day.isVisible()); i += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  return calendar;
}

/** Picks the 10:00 slot, gives a location and presses Pay; returns the location given. */
async function slotLocationPay(page: Page) {
  const calendar = page.getByRole('dialog', { name: 'Select Date & Time' });
  await calendar.getByText('10:00 AM - 1:00 PM').click();
  await expect(calendar.getByRole('region', { name: 'Reservation Summary' })).toContainText(
    '10:00 AM - 1:00 PM',
  );
  await calendar.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  const pay = confirm.getByRole('button', { name: 'Pay $556.50' });
  await expect(pay).toBeDisabled();
  const location = `${Math.floor(Math.random() * 900) + 100} Elm St, Dallas, TX`;
  await confirm.getByLabel(/Event Location/).fill(location);
  await confirm.getByLabel(/Special Instructions/).fill('Load in through the back door.');
  await expect(confirm.getByTestId('payment-total')).toHaveText('$556.50');
  await pay.click();
  return location;
}

/** The card form of Embedded Checkout inside the booking modal (the stand-in's frame). */
function cardForm(page: Page): FrameLocator {
  return page
    .getByRole('dialog', { name: 'Confirm Booking' })
    .frameLocator('iframe[title="Secure checkout"]');
}

/**
 * Fills the card form (hosted page or frame) and presses its Pay button with the keyboard. In the booking modal
 * the form is a frame of another origin, drawn by another renderer process: bringing Pay into view scrolls the
 * modal in the embedding page after the frame asks for it, and a mouse click at coordinates taken before that
 * scroll ended could land beside the button. The keyboard activates the button wherever it is on screen.
 */
async function payWithCard(form: Page | FrameLocator, number: string, name: string) {
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill(name);
  await form.getByRole('button', { name: /^Pay / }).press('Enter');
}

async function bookingsOf(userId: string) {
  const { data, error } = await serviceClient()
    .from('bookings')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: true });
  expect(error).toBeNull();
  return data ?? [];
}

test('a host books and pays for DJ Nova; the slot is no longer offered to the next host', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const date = tuesdayAhead(120);
  await openWindow(date);
  const host = await createHost('Bea Booker');
  await signIn(page, host);

  await chooseAndBook(page);
  await detailsAndDate(page, date);
  const vendorPage = page.url();
  const pageUrls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pageUrls.push(frame.url());
  });
  const location = await slotLocationPay(page);

  // The shell's Content-Security-Policy is on: Stripe.js and its frame only from this run's stand-in.
  const stripeOrigin = new URL(devstackRuntimeConfig().stripeJsUrl).origin;
  const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`frame-src ${stripeOrigin};`);
  expect(policy).toMatch(new RegExp(`script-src 'self' [^;]*${stripeOrigin.replace(/[.:/]/g, '\\$&')}`));

  // The card form inside the modal: the stand-in's Embedded Checkout frame, the slot held meanwhile.
  const form = cardForm(page);
  await expect(form.getByRole('heading', { name: 'Order summary' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByTestId('total')).toHaveText('$556.50');
  expect((await bookingsOf(host.id))[0]!.payment_status).toBe('pending');
  await expectAccessible(page, 'Confirm Booking with the card form');

  // A declined card is said inside the modal; nothing else moves.
  await payWithCard(form, '4000 0000 0000 0002', 'Bea Booker');
  await expect(form.getByRole('alert')).toHaveText('Your card was declined.');
  expect(page.url()).toBe(vendorPage);
  expect((await bookingsOf(host.id))[0]!.payment_status).toBe('pending');

  await payWithCard(form, '4242 4242 4242 4242', 'Bea Booker');
  await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });
  // The page never left the vendor's page until it went to /success (in the app, no page load).
  expect(pageUrls.filter((url) => url !== vendorPage).map((url) => new URL(url).pathname)).toEqual([
    '/success',
  ]);
  expect(new URL(page.url()).searchParams.get('session_id')).toMatch(/^cs_test_/);
  await expect(page.getByText("Thank you for your booking. You'll hear from the vendor soon.")).toBeVisible();

  const [stored] = await bookingsOf(host.id);
  expect(stored).toMatchObject({
    vendor_id: DJ_NOVA,
    payment_status: 'paid',
    booking_date: date,
    guest_count: 20,
    selected_packages: 'Party Starter',
    selected_addons: 'Extra speaker',
    event_location: location,
    special_instructions: 'Load in through the back door.',
    customer_email: host.email,
    customer_name: 'Bea Booker',
  });
  expect(String(stored!.booking_time)).toMatch(/^10:00/);
  expect(Number(stored!.duration_hours)).toBe(3);
  expect(Number(stored!.total_amount)).toBe(530);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const card = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('DJ Nova');
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('$556.50');
  await expect(card).toContainText(location);

  // The next host: 10:00–13:00 is taken, so only 13:00–16:00 is left that day.
  const next = await createHost('Ned Next');
  const other = await pageAs(browser, next);
  await chooseAndBook(other);
  const calendar = await detailsAndDate(other, date);
  await expect(calendar.getByText('1:00 PM - 4:00 PM')).toBeVisible();
  await expect(calendar.getByRole('radio')).toHaveCount(1);
  await other.close();
});

test('leaving the card form releases the held slot: Cancel payment, then closing the modal', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const date = tuesdayAhead(127);
  await openWindow(date);
  const host = await createHost('Cal Canceller');
  await signIn(page, host);

  await chooseAndBook(page);
  await detailsAndDate(page, date);
  await slotLocationPay(page);
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await expect(cardForm(page).getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
  expect((await bookingsOf(host.id))[0]!.payment_status).toBe('pending');

  // Cancel payment: back to the Pay step, the hold released at once and the booking kept for Pay again.
  await confirm.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(confirm.getByRole('button', { name: 'Pay $556.50' })).toBeEnabled();
  await expect(confirm.locator('iframe')).toHaveCount(0);
  await expect.poll(async () => (await bookingsOf(host.id))[0]!.payment_status).toBe('clicked_book');

  // Pay again holds the same booking; closing the modal then cancels it.
  await confirm.getByRole('button', { name: 'Pay $556.50' }).click();
  await expect(cardForm(page).getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
  expect((await bookingsOf(host.id)).map((b) => b.payment_status)).toEqual(['pending']);
  await confirm.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect
    .poll(async () => (await bookingsOf(host.id)).map((b) => b.payment_status))
    .toEqual(['cancelled']);

  // The same time is offered again.
  await chooseAndBook(page);
  const calendar = await detailsAndDate(page, date);
  await expect(calendar.getByText('10:00 AM - 1:00 PM')).toBeVisible();
  await expect(calendar.getByRole('radio')).toHaveCount(4);
});

/** Pays with the declined test card inside the frame and waits for the decline to show there. */
async function declineInFrame(page: Page) {
  const form = cardForm(page);
  await expect(form.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
  await payWithCard(form, '4000 0000 0000 0002', 'Dee Clined');
  await expect(form.getByRole('alert')).toHaveText('Your card was declined.');
}

/** A new host's booking on `date`, held at Pay, after a declined card in the frame: still pending. */
async function declinedBooking(page: Page, date: string, hostName: string) {
  await openWindow(date);
  const host = await createHost(hostName);
  await signIn(page, host);
  await chooseAndBook(page);
  await detailsAndDate(page, date);
  await slotLocationPay(page);
  await declineInFrame(page);
  expect((await bookingsOf(host.id))[0]!.payment_status).toBe('pending');
  return { date, host, confirm: page.getByRole('dialog', { name: 'Confirm Booking' }) };
}

/** The 10:00 slot of `date` is offered again (4 starts between 10:00 and 13:00). */
async function slotFreeAgain(page: Page, date: string) {
  await chooseAndBook(page);
  const calendar = await detailsAndDate(page, date);
  await expect(calendar.getByText('10:00 AM - 1:00 PM')).toBeVisible();
  await expect(calendar.getByRole('radio')).toHaveCount(4);
}

for (const [size, viewport, dayOffset] of [
  ['desktop', { width: 1280, height: 720 }, 162],
  ['phone', { width: 390, height: 844 }, 176],
] as const) {
  test.describe(`after a declined card (${size})`, () => {
    test.use({ viewport });

    test('Cancel payment releases the hold, the slot is free again, and a retry pays the same booking', async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const { date, host, confirm } = await declinedBooking(page, tuesdayAhead(dayOffset), 'Dora Declined');
      await page.screenshot({ path: testInfo.outputPath(`declined-${size}.png`) });

      const cancelled = page.waitForResponse((r) => r.url().includes('cancel-checkout') && r.ok());
      await confirm.getByRole('button', { name: 'Cancel payment' }).click();
      await cancelled;
      await expect(confirm.locator('iframe')).toHaveCount(0);
      await expect(confirm.getByRole('button', { name: 'Pay $556.50' })).toBeEnabled();
      await page.screenshot({ path: testInfo.outputPath(`cancelled-${size}.png`) });
      await expect.poll(async () => (await bookingsOf(host.id))[0]!.payment_status).toBe('clicked_book');

      // Another host sees the time free while this one is back at Pay.
      const other = await pageAs(browser, await createHost('Olga Other'));
      await slotFreeAgain(other, date);
      await other.close();

      // The retry holds the same booking and pays it: one booking, paid.
      await confirm.getByRole('button', { name: 'Pay $556.50' }).click();
      const form = cardForm(page);
      await expect(form.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
      await payWithCard(form, '4242 4242 4242 4242', 'Dora Declined');
      await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
      expect((await bookingsOf(host.id)).map((b) => b.payment_status)).toEqual(['paid']);
    });

    test('closing the modal releases the hold and the slot is free again', async ({ page }) => {
      test.setTimeout(180_000);
      const { date, host, confirm } = await declinedBooking(page, tuesdayAhead(dayOffset + 7), 'Xena Closer');

      const cancelled = page.waitForResponse((r) => r.url().includes('cancel-checkout') && r.ok());
      await confirm.getByRole('button', { name: 'Close', exact: true }).click();
      await cancelled;
      await expect(confirm).toBeHidden();
      await expect.poll(async () => (await bookingsOf(host.id))[0]!.payment_status).toBe('cancelled');

      await slotFreeAgain(page, date);
    });
  });
}

test('without Stripe.js (fallback) the host is told, pays on the hosted page, and its Cancel frees the slot', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const date = tuesdayAhead(155);
  await openWindow(date);
  const host = await createHost('Fran Fallback');
  await signIn(page, host);
  // The payment provider's script cannot be fetched (blocked, offline).
  await page.route('**/stripe.js', (route) => route.abort());

  await chooseAndBook(page);
  await detailsAndDate(page, date);
  await slotLocationPay(page);
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await expect(confirm.getByRole('alert')).toContainText(
    'The payment form could not be loaded on this page.',
  );
  await expect(confirm.getByRole('alert')).toContainText('You can pay on the secure payment page instead.');
  // Nothing is held until the host goes on.
  expect((await bookingsOf(host.id))[0]!.payment_status).toBe('clicked_book');
  await confirm.getByRole('button', { name: 'Continue to the payment page' }).click();

  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible({ timeout: 30_000 });
  expect((await bookingsOf(host.id))[0]!.payment_status).toBe('pending');
  await page.getByRole('button', { name: 'Cancel and return' }).click();

  await page.waitForURL((url) => url.pathname === '/cancel', { timeout: 30_000 });
  // A full page load of the site after the external checkout page: give it the first-visit time.
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText("You cancelled the checkout. Try again when you're ready.")).toBeVisible();
  // Landing on the page changes nothing: only the host's click releases the hold.
  const release = page.getByRole('button', { name: 'Release this time slot' });
  await expect(release).toBeEnabled();
  expect((await bookingsOf(host.id))[0]!.payment_status).toBe('pending');
  await release.click();
  await expect(page.getByText('Your reserved time slot was released.')).toBeVisible();
  await expect.poll(async () => (await bookingsOf(host.id))[0]!.payment_status).toBe('cancelled');

  // The same time is offered again.
  await chooseAndBook(page);
  const calendar = await detailsAndDate(page, date);
  await expect(calendar.getByText('10:00 AM - 1:00 PM')).toBeVisible();
  await expect(calendar.getByRole('radio')).toHaveCount(4);
});

test('a slot taken while paying sends the host back to the calendar with fresh slots', async ({ page }) => {
  test.setTimeout(180_000);
  const date = tuesdayAhead(134);
  await openWindow(date);
  const host = await createHost('Tia Late');
  const rival = await createHost('Rita Rival');
  await signIn(page, host);

  await chooseAndBook(page);
  await detailsAndDate(page, date);
  const calendar = page.getByRole('dialog', { name: 'Select Date & Time' });
  await calendar.getByText('10:00 AM - 1:00 PM').click();
  await calendar.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await confirm.getByLabel(/Event Location/).fill('1 Main St, Dallas, TX');

  // Someone else's checkout holds 11:00–12:00 meanwhile.
  const { error } = await serviceClient().from('bookings').insert({
    vendor_id: DJ_NOVA,
    user_id: rival.id,
    customer_email: 'rival@e2e.partyeasy.test',
    customer_name: 'Rita Rival',
    total_amount: 450,
    payment_status: 'pending',
    booking_date: date,
    booking_time: '11:00',
    duration_hours: 1,
    guest_count: 1,
  });
  expect(error).toBeNull();
  await confirm.getByRole('button', { name: 'Pay $556.50' }).click();

  await expect(calendar.getByRole('alert')).toContainText(
    'This time slot is no longer available. Please choose another time.',
  );
  await expect(confirm).toBeHidden();
  await expect(calendar.getByText('12:00 PM - 3:00 PM')).toBeVisible();
  await expect(calendar.getByRole('radio')).toHaveCount(2);
  await expect(calendar.getByText('10:00 AM - 1:00 PM')).toHaveCount(0);
  expect((await bookingsOf(host.id)).every((b) => b.payment_status === 'clicked_book')).toBe(true);
});

test('a failing checkout function says so, leaves the slot free and paying again works', async ({ page }) => {
  test.setTimeout(180_000);
  const date = tuesdayAhead(141);
  await openWindow(date);
  const host = await createHost('Fay Fault');
  await signIn(page, host);
  const checkout = '**/functions/v1/create-checkout-session';
  await page.route(checkout, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
  );

  await chooseAndBook(page);
  await detailsAndDate(page, date);
  await slotLocationPay(page);
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await expect(confirm.getByRole('alert')).toContainText('Failed to process payment. Please try again.');
  // Nothing holds the time: no pending or paid row, and the slot is still offered to everyone.
  const rows = await bookingsOf(host.id);
  expect(rows.filter((b) => b.payment_status === 'pending' || b.payment_status === 'paid')).toEqual([]);
  const { data: blocking } = await serviceClient().rpc('vendor_blocking_bookings', {
    p_vendor_id: DJ_NOVA,
    p_date: date,
  });
  expect(blocking ?? []).toEqual([]);

  await page.unroute(checkout);
  await confirm.getByRole('button', { name: 'Pay $556.50' }).click();
  await expect(cardForm(page).getByRole('heading', { name: 'Order summary' })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(async () => (await bookingsOf(host.id)).some((b) => b.payment_status === 'pending'))
    .toBe(true);
  // Paying again used the booking the failed attempt made: no second row.
  expect(await bookingsOf(host.id)).toHaveLength(1);
});

test('Book Now asks for a package, then for a login, and resumes the selection after logging in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const host = await createHost('Lou Later');
  await page.goto(`/vendor/${DJ_NOVA}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a package.' })).toBeVisible();

  await page.getByRole('checkbox', { name: /Party Starter/ }).check();
  await page.getByRole('checkbox', { name: /Extra speaker/ }).check();
  await page.getByRole('spinbutton', { name: 'Hours for Extra speaker' }).fill('2');
  await page.getByRole('button', { name: 'Book Now' }).click();
  const prompt = page.getByRole('dialog', { name: 'You must be logged in to book.' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/vendor/${DJ_NOVA}`)}`);

  // Logging in on that page comes straight back to the vendor with the booking flow open.
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(host.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await expect(page).toHaveURL(`/vendor/${DJ_NOVA}`);
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText('DJ Nova · Party Starter + Extra speaker × 2');
  // Closing closes the flow; the selection is still shown on the page.
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /Party Starter/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Extra speaker/ })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Hours for Extra speaker' })).toHaveValue('2');
});

test("the booking modals' code loads once a signed-in host chooses a package, before Book Now", async ({
  page,
}) => {
  const host = await createHost('Pia Prepared');
  await signIn(page, host);
  // The chunk of the booking modals: the only script with the details step's button text.
  const bookingCode: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes('Check Availability'))
      bookingCode.push(response.url());
  });
  await page.goto(`/vendor/${DJ_NOVA}`);
  const partyStarter = page.getByRole('checkbox', { name: /Party Starter/ });
  await expect(partyStarter).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(bookingCode).toEqual([]);

  // Choosing a package fetches it in the background (Book Now then does not load it inside its click).
  await partyStarter.check();
  await expect.poll(() => bookingCode.length).toBe(1);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
  expect(bookingCode).toHaveLength(1);
});
