/** /dashboard 'My bookings': signed out, empty, and a host's own bookings only. */
import { DEMO_PASSWORD, expect, logIn, serviceClient, test, uniqueEmail } from '../support/test';

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
  const email = uniqueEmail('my-bookings');
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
  await logIn(page, email);
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
    const email = uniqueEmail(`my-bookings-${prefix}`);
    const { data, error } = await db.auth.admin.createUser({
      email,
      password: DEMO_PASSWORD,
      email_confirm: true,
    });
    expect(error).toBeNull();
    hosts.push({ email, id: data.user!.id });
  }
  const [me, someoneElse] = hosts as [{ email: string; id: string }, { email: string; id: string }];
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

  await logIn(page, me.email);
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
