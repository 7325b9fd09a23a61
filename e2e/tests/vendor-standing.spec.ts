/**
 * Vendor standing (issue 45 item 3) at phone and desktop size: a vendor whose last 90 days hold 7 of 10
 * messages answered within 24 hours, 1 of 6 paid bookings cancelled by it and three reviews (4.7) sees
 * "Your standing" on its dashboard with the four rules, two falling short in words; after the schedule's
 * refresh, an admin finds it on /admin filtered to "Falls short" and sorted by standing. The figures
 * themselves are covered by supabase/tests/vendor-standing.test.ts.
 */
import { chooseOption, expect, serviceClient, test } from '../support/test';
import { newVendorUser, pageAs, signIn } from '../support/users';

/** host@partyeasy.test, the seed's host. */
const HOST_ID = '00000000-0000-4000-8000-00000000b001';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const random = () => Math.random().toString(36).slice(2, 8);
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const dateAgo = (days: number) => ago(days * DAY_MS).slice(0, 10);

/** A new approved listing with the figures above, arranged as the service role. */
async function vendorFallingShort() {
  const db = serviceClient();
  const { id: userId, email } = await newVendorUser({ prefix: 'standing-vendor', name: 'Stella Standing' });
  const name = `E2E Standing ${random()}`;
  const { data: vendor, error } = await db
    .from('vendors')
    .insert({
      user_id: userId,
      name,
      email,
      servicetype: 'DJ',
      cities_served: ['Dallas, TX'],
      status: 'approved',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const vendorId = vendor!.id as string;

  const conversation = await db
    .from('conversations')
    .insert({ vendor_id: vendorId, host_id: HOST_ID, vendor_user_id: userId, created_at: ago(80 * DAY_MS) })
    .select('id')
    .single();
  expect(conversation.error).toBeNull();
  // 10 host turns: 7 answered within 24 hours, 3 after 30 hours.
  const turns = Array.from({ length: 10 }, (_, i) => ({
    conversation_id: conversation.data!.id,
    vendor_id: vendorId,
    started_at: ago((10 + i) * DAY_MS),
    replied_at: ago((10 + i) * DAY_MS - (i < 7 ? 2 : 30) * HOUR_MS),
  }));
  expect((await db.from('message_turns').insert(turns)).error).toBeNull();

  // 6 paid bookings: 5 completed, 1 cancelled by the vendor.
  const booking = (i: number, status: 'completed' | 'cancelled') => ({
    vendor_id: vendorId,
    user_id: HOST_ID,
    customer_email: 'host@partyeasy.test',
    customer_name: 'Harper Host',
    total_amount: 300,
    payment_status: status,
    booking_date: dateAgo(5 + i),
    booking_time: '18:00',
    duration_hours: 2,
    created_at: ago((20 + i) * DAY_MS),
    paid_at: ago((20 + i) * DAY_MS),
    ...(status === 'completed'
      ? { completed_at: ago((4 + i) * DAY_MS) }
      : { cancelled_at: ago((19 + i) * DAY_MS), cancelled_by: 'vendor' }),
  });
  const bookings = await db
    .from('bookings')
    .insert([0, 1, 2, 3, 4].map((i) => booking(i, 'completed')).concat(booking(5, 'cancelled')))
    .select('id, payment_status');
  expect(bookings.error).toBeNull();
  // Three reviews of the completed ones: 5, 5 and 4 stars.
  const completed = bookings.data!.filter((b) => b.payment_status === 'completed');
  const reviews = [5, 5, 4].map((rating, i) => ({
    booking_id: completed[i]!.id,
    vendor_id: vendorId,
    user_id: HOST_ID,
    rating,
    title: 'Great night',
    body: 'Everyone danced.',
    reviewer_first_name: 'Harper',
    event_month: `${dateAgo(5 + i).slice(0, 7)}-01`,
    created_at: ago((3 + i) * DAY_MS),
  }));
  expect((await db.from('reviews').insert(reviews)).error).toBeNull();
  return { email, name };
}

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('a vendor sees its standing; an admin finds it among those that fall short', async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const vendor = await vendorFallingShort();

      await signIn(page, vendor.email);
      await page.goto('/vendor');
      const card = page.getByRole('region', { name: 'Your standing' });
      await expect(card).toBeVisible({ timeout: 45_000 });
      await expect(card.getByText(/^Last 90 days \(/)).toBeVisible();
      await expect(card.getByText('Falls short on 2 of 4 rules.')).toBeVisible();
      await expect(card.getByRole('list', { name: 'What falls short' }).getByRole('listitem')).toHaveText([
        'You answered 7 of 10 messages within 24 hours (70%); at least 90% should be.',
        'You cancelled 1 of 6 bookings (17%); keep it under 5%.',
      ]);
      const rule = (key: string) => card.getByTestId(`standing-${key}`);
      await expect(rule('replies')).toContainText('Reply to messages within 24 hours');
      await expect(rule('replies')).toContainText('7 of 10 answered within 24 hours (70%)');
      await expect(rule('replies')).toContainText('Falls short');
      await expect(rule('quoteRequests')).toContainText('Answer booking requests within 12 hours');
      await expect(rule('quoteRequests')).toContainText('Not enough data');
      await expect(rule('cancellations')).toContainText('1 of 6 bookings cancelled by you (17%)');
      await expect(rule('reviews')).toContainText('Keep a 4+ star average');
      await expect(rule('reviews')).toContainText('4.7 stars over 3 reviews');
      await expect(rule('reviews')).toContainText('Met');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`standing-vendor-${size}.png`) });

      // The schedule's refresh (run here at once), then /admin filtered to those falling short.
      const refreshed = await serviceClient().rpc('refresh_vendor_standings', { p_limit: 10000 });
      expect(refreshed.error).toBeNull();
      const admin = await pageAs(browser, 'admin@partyeasy.test', { viewport });
      await admin.goto('/admin');
      const count = admin.getByText(/^Found \d+ vendor\(s\) matching your criteria$/);
      await expect(count).toBeVisible({ timeout: 45_000 });
      await chooseOption(admin, 'Standing', 'Falls short');
      await chooseOption(admin, 'Sort by', 'Standing, worst first');
      await expect(
        admin.getByRole('group', { name: 'Active filters' }).getByText('Standing: Falls short'),
      ).toBeVisible();
      const cards = admin.getByRole('list', { name: 'Vendors' }).getByRole('listitem');
      await expect(cards.first()).toContainText(/Falls short of \d of 4 rules?/);
      // every card shown falls short
      expect(await cards.count()).toBe(
        await cards.filter({ hasText: /Falls short of \d of 4 rules?/ }).count(),
      );
      const search = admin.getByLabel('Search', { exact: true });
      await search.fill(vendor.name);
      await search.press('Enter');
      await expect(count).toHaveText('Found 1 vendor(s) matching your criteria');
      await expect(cards.first()).toContainText(vendor.name);
      await expect(cards.first()).toContainText('Falls short of 2 of 4 rules');
      await cards.first().scrollIntoViewIfNeeded();
      await admin.screenshot({ path: testInfo.outputPath(`standing-admin-${size}.png`) });
      await admin.context().close();
    });
  });
}
