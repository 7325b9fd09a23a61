/**
 * After the payment: a host pays on the hosted checkout, cancels from My bookings after seeing the refund
 * the policy gives, and the refund shows in My bookings and the admin view, with the
 * mails in the inbox. (The policy bands themselves are covered by supabase/tests/lifecycle.test.ts.)
 */

import type { Browser } from '@playwright/test';
import {
  clientFor,
  DEMO_PASSWORD,
  expect,
  logIn,
  serviceClient,
  signInPage,
  stack,
  test,
  uniqueEmail,
  useDevstack,
  waitForMail,
} from '../support/test';

/** Shaken & Stirred (bartender@partyeasy.test): DJ Nova's figures are checked by vendor-tools.spec.ts. */
const BAR = '00000000-0000-4000-8000-00000000d002';

/** A page of its own browser context, signed in as `email` (the host's page keeps the host's session). */
async function pageAs(browser: Browser, email: string) {
  const context = await browser.newContext();
  await useDevstack(context);
  const page = await context.newPage();
  await signInPage(page, email);
  return page;
}

test('a host pays, cancels with the refund shown first, and everyone sees the refund', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const db = serviceClient();
  const email = uniqueEmail('lifecycle-host');
  // The booking's customer name is the account's profile name (set by the server, not by the insert).
  const created = await db.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'Lena Lifecycle' },
  });
  expect(created.error).toBeNull();

  // A free 10:00 window of the bar at least two days ahead.
  const { data: windows } = await db
    .from('availability')
    .select('date')
    .eq('vendor_id', BAR)
    .eq('is_available', true)
    .eq('start_time', '10:00:00')
    .gt('date', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10))
    .order('date', { ascending: false })
    .limit(20);
  const { data: taken } = await db.from('bookings').select('booking_date').eq('vendor_id', BAR);
  const busy = new Set((taken ?? []).map((b) => b.booking_date));
  const date = (windows ?? []).map((w) => w.date as string).find((d) => !busy.has(d));
  expect(date).toBeTruthy();

  const host = await clientFor(email);
  const location = `${Math.floor(Math.random() * 9000) + 1000} Lifecycle Ave, Dallas, TX`;
  const { data: booking, error } = await host
    .from('bookings')
    .insert({
      vendor_id: BAR,
      user_id: created.data.user!.id,
      customer_email: email,
      customer_name: 'Lena Lifecycle',
      total_amount: 1,
      payment_status: 'clicked_book',
      booking_date: date,
      booking_time: '10:00',
      duration_hours: 3,
      guest_count: 20,
      selected_packages: 'Cocktail Hour',
      event_location: location,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const token = (await host.auth.getSession()).data.session!.access_token;
  const started = await fetch(`${stack().apiUrl}/functions/v1/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ bookingId: booking!.id, packages: [{ name: 'Cocktail Hour' }], addons: [] }),
  });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };

  // Pay on the hosted page.
  await logIn(page, email);
  await page.goto(url);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Lena Lifecycle');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((u) => u.pathname === '/success', { timeout: 30_000 });
  await waitForMail(email, /is confirmed/);

  // My bookings: Cancel shows the refund before anything happens.
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ hasText: location });
  await card.getByRole('button', { name: 'Cancel booking' }).click({ timeout: 45_000 });
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  const preview = await dialog.getByTestId('refund-preview').textContent();
  const match = /Refund: (\$[\d,.]+) \((100|50|0)% of the booking\)/.exec(preview ?? '');
  expect(match, preview ?? '').not.toBeNull();
  const refund = match![1]!;
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(card.getByText('Cancelled')).toBeVisible();
  if (refund !== '$0.00') await expect(card.getByText('Refunded')).toBeVisible();
  const { data: stored } = await db.from('bookings').select('*').eq('id', booking!.id).single();
  expect(stored).toMatchObject({ payment_status: 'cancelled', cancelled_by: 'host' });
  expect(`$${(stored!.refunded_cents / 100).toFixed(2)}`).toBe(refund);
  await card.getByRole('button', { name: 'View history' }).click();
  const history = card.getByRole('region', { name: 'Booking history' });
  await expect(history.getByText('Cancelled by the host')).toBeVisible();
  if (refund !== '$0.00') await expect(history.getByText(`Refunded ${refund}`)).toBeVisible();

  // The mails: cancelled to the host and to the vendor.
  const hostMail = await waitForMail(email, /cancelled/);
  expect(hostMail.text).toContain(refund === '$0.00' ? 'No refund applies' : `${refund} is refunded`);
  await waitForMail('bartender@partyeasy.test', /cancelled/);

  // The admin view.
  const adminPage = await pageAs(browser, 'admin@partyeasy.test');
  await adminPage.goto('/admin/bookings');
  await adminPage.getByLabel('Search bookings').fill('Lena Lifecycle', { timeout: 45_000 });
  await adminPage.getByLabel('Search bookings').press('Enter');
  await adminPage.getByRole('button', { name: 'View booking of Lena Lifecycle' }).click({ timeout: 45_000 });
  const adminView = adminPage.getByRole('dialog', { name: 'Booking Details' });
  await expect(
    adminView.getByRole('region', { name: 'Booking history' }).getByText('Cancelled by the host'),
  ).toBeVisible();
  if (refund !== '$0.00') {
    await expect(
      adminView.getByRole('region', { name: 'Booking history' }).getByText(`Refunded ${refund}`),
    ).toBeVisible();
  }
});
