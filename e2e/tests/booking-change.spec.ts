/**
 * Changing a paid booking ([quotes] item 7), at phone and desktop sizes: a new host's paid Cocktail Hour at
 * Shaken & Stirred (2 hours at 6:00 PM, $199.50) is moved to 7:00 PM for 3 hours from My bookings; the
 * server prices it ($299.25, $99.75 more); the vendor accepts on its dashboard; the host pays the difference
 * in the embedded checkout; both see the new time and the history. Each run books a day of its own far ahead.
 */

import type { FrameLocator, Page } from '@playwright/test';
import { VIEWPORTS } from '../support/a11y';
import { expect, serviceClient, test } from '../support/test';
import { bookAndPay, newHost, pageAs, signIn } from '../support/users';

/** Shaken & Stirred (bartender@partyeasy.test). */
const BAR = { id: '00000000-0000-4000-8000-00000000d002', owner: '00000000-0000-4000-8000-00000000c002' };

/** A whole day of the bar's calendar 300 to 700 days ahead that nobody has booked. */
async function openDay(): Promise<string> {
  const db = serviceClient();
  for (;;) {
    const ahead = 300 + Math.floor(Math.random() * 400);
    const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const { data } = await db.from('bookings').select('id').eq('vendor_id', BAR.id).eq('booking_date', date);
    if (data?.length) continue;
    const { error } = await db
      .from('availability')
      .insert({ vendor_id: BAR.id, user_id: BAR.owner, date, is_available: true });
    expect(error).toBeNull();
    return date;
  }
}

async function payWithCard(form: FrameLocator, name: string) {
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill(name);
  await form.getByRole('button', { name: /^Pay / }).press('Enter');
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`${size}: the host moves a paid booking later and longer, the vendor accepts, the host pays the difference`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const host = await newHost({
      prefix: 'change-host',
      name: `Casey Change ${Math.random().toString(36).slice(2, 7)}`,
    });
    const date = await openDay();
    const booking = await bookAndPay(host, {
      vendorId: BAR.id,
      date,
      time: '18:00',
      packageName: 'Cocktail Hour',
      durationHours: 2,
    });

    // The host proposes 7:00 PM for 3 hours; the price is the server's.
    await page.setViewportSize(viewport);
    await signIn(page, host);
    await page.goto('/dashboard');
    const card = page.getByRole('listitem').filter({ hasText: booking.location });
    await card.getByRole('button', { name: 'Change booking' }).click({ timeout: 45_000 });
    const form = page.getByRole('dialog', { name: 'Change booking' });
    await form.getByLabel('Start time').fill('19:00');
    await form.getByLabel('Hours').fill('3');
    await form.getByRole('button', { name: 'Propose change' }).click();
    await expect(card.getByText('You proposed a change: waiting for the vendor.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(card.getByText('The host pays $99.75 more.')).toBeVisible();
    await shot(page, `${size}-host-proposed`);

    // The vendor accepts on its dashboard.
    const vendorPage = await pageAs(browser, 'bartender@partyeasy.test', { viewport });
    await vendorPage.goto('/vendor');
    await expect(vendorPage.getByRole('heading', { name: 'Vendor Dashboard', level: 1 })).toBeVisible({
      timeout: 45_000,
    });
    const search = vendorPage.getByLabel('Search bookings');
    await search.fill(host.name);
    await search.press('Enter');
    await vendorPage.getByRole('button', { name: `View booking of ${host.name}` }).click({ timeout: 30_000 });
    const view = vendorPage.getByRole('dialog', { name: 'Booking Details' });
    await expect(view.getByText('The host proposes a change.')).toBeVisible({ timeout: 30_000 });
    await view.getByRole('button', { name: 'Accept change' }).click();
    await expect(
      view.getByText('Accepted. The change is made when the host pays the difference.'),
    ).toBeVisible({
      timeout: 30_000,
    });
    await shot(vendorPage, `${size}-vendor-accepted`);

    // The host pays the difference in the embedded checkout.
    await page.reload();
    await card.getByRole('button', { name: 'Pay the difference' }).click({ timeout: 45_000 });
    const pay = page.getByRole('dialog', { name: 'Pay the difference' });
    const frame = pay.frameLocator('iframe[title="Secure checkout"]');
    await expect(frame.getByTestId('total')).toHaveText('$99.75', { timeout: 30_000 });
    await payWithCard(frame, host.name);
    await expect(pay).toBeHidden({ timeout: 30_000 });
    await expect(card.getByText(/at 7:00 PM · 3 hours/)).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('$299.25')).toBeVisible();
    await card.getByRole('button', { name: 'View history' }).click();
    await expect(
      card.getByText(
        /^Changed \(accepted by the vendor\): .* 6:00 PM, 2 hours, 20 guests, \$199\.50 → .* 7:00 PM, 3 hours, 20 guests, \$299\.25/,
      ),
    ).toBeVisible();
    await shot(page, `${size}-host-changed`);

    // The vendor sees the new time and the history.
    await vendorPage.reload();
    await search.fill(host.name);
    await search.press('Enter');
    await vendorPage.getByRole('button', { name: `View booking of ${host.name}` }).click({ timeout: 30_000 });
    await expect(view.getByText('7:00 PM', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(view.getByText(/^Changed \(accepted by the vendor\)/)).toBeVisible();
    await shot(vendorPage, `${size}-vendor-changed`);

    const { data: stored } = await serviceClient().from('bookings').select('*').eq('id', booking.id).single();
    expect(stored).toMatchObject({
      payment_status: 'paid',
      booking_time: '19:00:00',
      duration_hours: 3,
      total_amount: 285,
    });
    await vendorPage.context().close();
  });
}
