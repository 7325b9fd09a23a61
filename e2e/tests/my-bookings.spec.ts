/** /dashboard 'My bookings': signed out, empty, and a host's own bookings only. */
import { expect, serviceClient, test } from '../support/test';
import { newHost, signIn, type User } from '../support/users';

test('signed out, My bookings asks to log in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(page.getByText('Please log in to see your bookings.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fdashboard',
  );
});

test('a new host sees the empty state with a way to find vendors', async ({ page }) => {
  const host = await newHost({ prefix: 'my-bookings', name: null });
  await signIn(page, host);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Find Vendors' }).click();
  await expect(page).toHaveURL('/');
});

test("a host sees their own bookings with status, date, vendor and amounts, and nobody else's", async ({
  page,
}) => {
  const db = serviceClient();
  const hosts = [];
  for (const prefix of ['mine', 'theirs']) {
    hosts.push(await newHost({ prefix: `my-bookings-${prefix}`, name: null }));
  }
  const [me, someoneElse] = hosts as [User, User];
  const booking = (userId: string, email: string, location: string, status: string) => ({
    vendor_id: '00000000-0000-4000-8000-00000000d003',
    user_id: userId,
    customer_email: email,
    customer_name: email,
    total_amount: 350,
    processing_fee: 17.5,
    payment_status: status,
    booking_date: '2027-06-15',
    booking_time: '14:00',
    duration_hours: 1,
    guest_count: 12,
    selected_packages: 'Portrait Session',
    selected_addons: 'Printed album',
    event_location: location,
  });
  const { error } = await db
    .from('bookings')
    .insert([
      booking(me.id, me.email, '5 Oak Ave, Houston, TX', 'completed'),
      booking(someoneElse.id, someoneElse.email, '9 Pine Rd, Austin, TX', 'cancelled'),
    ]);
  expect(error).toBeNull();

  await signIn(page, me);
  await page.goto('/dashboard');
  const cards = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Golden Hour Photography');
  await expect(cards).toContainText('Completed');
  await expect(cards).toContainText('Tue, Jun 15, 2027 at 2:00 PM');
  await expect(cards).toContainText('Portrait Session + Printed album');
  await expect(cards).toContainText('5 Oak Ave, Houston, TX');
  await expect(cards).toContainText('Subtotal$350.00');
  await expect(cards).toContainText('Processing fee (5%)$17.50');
  await expect(cards).toContainText('Total$367.50');
  await expect(cards.getByRole('link', { name: 'View vendor' })).toHaveAttribute(
    'href',
    '/vendor/00000000-0000-4000-8000-00000000d003',
  );
});

/** 'YYYY-MM-DD' `days` from today (UTC; the tests' dates are far enough from today for time zones). */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`My bookings tabs (${size})`, () => {
    test.use({ viewport });

    test('Upcoming, Past and Not completed in date order; an unpaid booking is cancelled without a charge', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const db = serviceClient();
      const host = await newHost({ prefix: `my-tabs-${size}`, name: null });
      const { email, id: userId } = host;
      // Golden Hour Photography (seed); pending and paid rows need free times, so each is on its own date.
      const row = (location: string, status: string, days: number, extra: Record<string, unknown> = {}) => ({
        vendor_id: '00000000-0000-4000-8000-00000000d003',
        user_id: userId,
        customer_email: email,
        customer_name: email,
        total_amount: 350,
        processing_fee: 17.5,
        payment_status: status,
        booking_date: daysFromNow(days),
        booking_time: '09:00',
        duration_hours: 1,
        guest_count: 12,
        selected_packages: 'Portrait Session',
        selected_addons: '',
        event_location: location,
        // A bulk insert sends every row with the same columns: the ones some rows set are set on all.
        paid_at: null,
        refunded_cents: 0,
        cancelled_by: null,
        ...extra,
      });
      const offset = size === 'phone' ? 1 : 0;
      const { error } = await db.from('bookings').insert([
        row('Later St', 'paid', 631 + offset * 3),
        row('Sooner St', 'paid', 611 + offset * 3),
        row('Unpaid St', 'clicked_book', 621 + offset * 3),
        row('Refund St', 'cancelled', 641 + offset * 3, {
          paid_at: new Date().toISOString(),
          refunded_cents: 17500,
          cancelled_by: 'host',
        }),
        row('Long Ago St', 'completed', -40),
        row('Recent St', 'completed', -5),
        row('Declined St', 'cancelled', 651 + offset * 3),
      ]);
      expect(error).toBeNull();

      await signIn(page, host);
      await page.goto('/dashboard');
      const list = page.getByRole('list', { name: 'Your bookings' });
      const cards = list.getByRole('listitem');
      // Upcoming: soonest first; the cancelled booking that was paid says what was refunded.
      await expect(cards).toHaveCount(4, { timeout: 45_000 });
      await expect(cards.nth(0)).toContainText('Sooner St');
      await expect(cards.nth(1)).toContainText('Unpaid St');
      await expect(cards.nth(2)).toContainText('Later St');
      await expect(cards.nth(3)).toContainText('Refund St');
      await expect(cards.nth(3)).toContainText('Refunded$175.00');
      await page.screenshot({ path: testInfo.outputPath(`upcoming-${size}.png`), fullPage: true });

      // The unpaid booking: payable, and cancellable without a charge.
      const unpaid = cards.nth(1);
      await expect(unpaid.getByRole('button', { name: 'Complete payment' })).toBeVisible();
      await unpaid.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
      await expect(dialog).toContainText('nothing was charged');
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      await expect(cards).toHaveCount(3);
      const { data: stored } = await db
        .from('bookings')
        .select('payment_status')
        .eq('user_id', userId)
        .eq('event_location', 'Unpaid St')
        .single();
      expect(stored!.payment_status).toBe('cancelled');

      // Past: latest first.
      await page.getByRole('tab', { name: 'Past' }).click();
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText('Recent St');
      await expect(cards.nth(1)).toContainText('Long Ago St');

      // Not completed: the checkouts that never charged, labelled so, with no total.
      await page.getByRole('tab', { name: 'Not completed' }).click();
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText('Declined St');
      await expect(cards.nth(1)).toContainText('Unpaid St');
      for (const i of [0, 1]) {
        await expect(cards.nth(i)).toContainText('Not completed · not charged');
        await expect(cards.nth(i).getByText('Total')).toHaveCount(0);
      }
      await page.screenshot({ path: testInfo.outputPath(`not-completed-${size}.png`), fullPage: true });
    });
  });
}
