/**
 * The vendor's calendar feed ([event-plan] item 4) at phone and desktop size: a vendor with a paid booking finds
 * "Subscribe in your calendar" on its dashboard, the webcal link and the copied https link name the same feed,
 * the feed holds the booking, and "Reset link" makes a new address while the old one answers 404; Account
 * Settings shows the same feed. What feeds and files contain is covered by supabase/tests/calendar.test.ts.
 */
import { expect, serviceClient, test } from '../support/test';
import { newVendorUser, signIn } from '../support/users';

/** host@partyeasy.test, the seed's host. */
const HOST_ID = '00000000-0000-4000-8000-00000000b001';
const random = () => Math.random().toString(36).slice(2, 8);

async function vendorWithBooking() {
  const db = serviceClient();
  const user = await newVendorUser({ prefix: 'calendar-vendor', name: 'Cal Endar' });
  const { data: vendor, error } = await db
    .from('vendors')
    .insert({
      user_id: user.id,
      name: `E2E Calendar ${random()}`,
      email: user.email,
      servicetype: 'DJ',
      cities_served: ['Dallas, TX'],
      status: 'approved',
      // Listed as old, so that the home page's first page (newest first) keeps the seed's vendors.
      created_at: '2020-01-01T00:00:00Z',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const booking = await db
    .from('bookings')
    .insert({
      vendor_id: vendor!.id,
      user_id: HOST_ID,
      customer_email: 'host@partyeasy.test',
      total_amount: 300,
      payment_status: 'paid',
      paid_at: new Date().toISOString(),
      booking_date: date,
      booking_time: '18:00',
      duration_hours: 3,
      event_location: 'Dallas',
    })
    .select('id')
    .single();
  expect(booking.error).toBeNull();
  return { user, bookingId: booking.data!.id as string };
}

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('a vendor subscribes to its bookings feed, copies the link and resets it', async ({
      page,
      context,
    }, testInfo) => {
      test.setTimeout(120_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { user, bookingId } = await vendorWithBooking();

      await signIn(page, user);
      await page.goto('/vendor');
      const card = page.getByRole('region', { name: 'Subscribe in your calendar' });
      await expect(card).toBeVisible({ timeout: 45_000 });
      const field = card.getByLabel(/^Calendar link/);
      await expect(field).toHaveValue(/\/functions\/v1\/calendar\/feed\/[0-9a-f]{64}\.ics$/);
      const https = await field.inputValue();
      await expect(card.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
        'href',
        https.replace(/^https?:\/\//, 'webcal://'),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`calendar-feed-${size}.png`) });

      await card.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Calendar link copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(https);

      // what a calendar app fetches: the booking, as RFC 5545 text
      const feed = await page.request.get(https);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toContain(`UID:booking-${bookingId}@partyeasy`);

      await card.getByRole('button', { name: 'Reset link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your calendar link?' });
      await dialog.getByRole('button', { name: 'Reset link' }).click();
      await expect(dialog).toBeHidden();
      await expect(field).not.toHaveValue(https);
      expect((await page.request.get(https)).status()).toBe(404);
      const current = await field.inputValue();
      expect((await page.request.get(current)).status()).toBe(200);

      // the same feed (one per account) in Account Settings, where a host finds it
      await page.goto('/account-settings');
      const settings = page.getByRole('region', { name: 'Subscribe in your calendar' });
      await expect(settings.getByLabel(/^Calendar link/)).toHaveValue(current, { timeout: 45_000 });
      await settings.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`calendar-feed-settings-${size}.png`) });
    });
  });
}
