import type { Page } from '@playwright/test';
import { chooseOption, clientFor, expect, serviceClient, test, useDevstack } from '../support/test';
import { newVendorUser, signIn } from '../support/users';

const ADMIN = 'admin@partyeasy.test';
/** More bookings than the API's max_rows (supabase/config.toml [api] max_rows = 1000). */
const BOOKINGS = 1_234;
const STATUSES = ['completed', 'completed', 'cancelled', 'clicked_book', 'completed', 'cancelled'];

const random = () => Math.random().toString(36).slice(2, 8);

/** An approved vendor of this test with BOOKINGS bookings, inserted in one request as the service role. */
async function vendorWithManyBookings() {
  const { id: userId, email } = await newVendorUser({ prefix: 'scale-vendor' });
  const name = `Scale DJ ${random()}`;
  const { data: vendor, error } = await serviceClient()
    .from('vendors')
    .insert({ user_id: userId, name, email, servicetype: 'DJ', cities_served: ['Dallas, TX'] })
    .select('id')
    .single();
  if (error) throw error;
  const tag = random();
  const now = Date.now();
  // Odd cents (half-cent profits), statuses that block no slot, one minute apart: newest is #0.
  const rows = Array.from({ length: BOOKINGS }, (_, i) => ({
    vendor_id: vendor.id,
    customer_email: `scale-${tag}-${i}@example.test`,
    customer_name: `Scale ${tag} #${i}`,
    total_amount: (10_000 + ((i * 7919) % 90_000)) / 100,
    payment_status: STATUSES[i % STATUSES.length],
    booking_date: '2031-03-01',
    booking_time: '18:00',
    duration_hours: 2,
    guest_count: 10,
    created_at: new Date(now - i * 60_000).toISOString(),
  }));
  const { error: bulkError } = await serviceClient().from('bookings').insert(rows);
  if (bulkError) throw bulkError;
  return { id: vendor.id as string, name, tag };
}

/** The vendor's bookings as the database holds them, read in pages of max_rows. */
async function storedBookings(vendorId: string) {
  const rows: {
    total_amount: number | string;
    payment_status: string;
    customer_name: string;
    booking_platform_cents: number | null;
  }[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await serviceClient()
      .from('bookings')
      .select('total_amount, payment_status, customer_name, booking_platform_cents')
      .eq('vendor_id', vendorId)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + 999);
    if (error) throw error;
    rows.push(...data);
    if (data.length < 1000) return rows;
  }
}

/** '$1,234.50' for 123450 cents. */
const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

async function openBookingsOf(page: Page, vendorName: string) {
  await signIn(page, ADMIN);
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
  await chooseOption(page, 'Vendor', vendorName, { search: true });
}

const figure = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Booking summary' })
    .getByRole('listitem', { name: title, exact: true })
    .locator('.ant-statistic-content');

test.describe('admin bookings beyond max_rows', () => {
  test('the cards equal the database to the cent and paging reaches the last row', async ({ page }) => {
    test.setTimeout(180_000);
    const vendor = await vendorWithManyBookings();
    const rows = await storedBookings(vendor.id);
    expect(rows).toHaveLength(BOOKINGS);
    // The API caps a read without a range: what a page that read "everything" would have seen.
    const capped = await (await clientFor(ADMIN)).from('bookings').select('id').eq('vendor_id', vendor.id);
    expect(capped.data).toHaveLength(1000);

    const earning = rows.filter((b) => ['pending', 'paid', 'completed'].includes(b.payment_status));
    const cents = earning.map((b) => Math.round(Number(b.total_amount) * 100));
    const count = (status: string) => String(rows.filter((b) => b.payment_status === status).length);
    const expected = {
      'Total Bookings': String(BOOKINGS),
      'Total Revenue': dollars(cents.reduce((a, b) => a + b, 0)),
      // Each booking's platform part (docs/payments.md "Money figures"), summed.
      'Platform Profit': dollars(rows.reduce((a, b) => a + Number(b.booking_platform_cents ?? 0), 0)),
      Completed: count('completed'),
      Pending: count('pending'),
      Cancelled: count('cancelled'),
    };

    await openBookingsOf(page, vendor.name);
    for (const [title, value] of Object.entries(expected)) {
      await expect(figure(page, title)).toHaveText(value, { timeout: 30_000 });
    }

    // Newest first, 20 a page: the last page ends with the oldest booking.
    const table = page.locator('.ant-table-tbody');
    await expect(table.getByText(`Scale ${vendor.tag} #0`, { exact: true })).toBeVisible();
    const lastPage = Math.ceil(BOOKINGS / 20);
    await page.locator('.ant-pagination').getByTitle(String(lastPage), { exact: true }).click();
    await expect(page.getByText(`${(lastPage - 1) * 20 + 1}-${BOOKINGS} of ${BOOKINGS}`)).toBeVisible();
    await expect(table.getByText(rows.at(-1)!.customer_name, { exact: true })).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(
      BOOKINGS - (lastPage - 1) * 20,
    );

    // Sorted by revenue, highest first, the first row is the largest amount (the sort runs on the server).
    await page.getByRole('columnheader', { name: /Revenue/ }).click();
    await page.getByRole('columnheader', { name: /Revenue/ }).click();
    await page.locator('.ant-pagination').getByTitle('1', { exact: true }).click();
    const top = Math.max(...rows.map((b) => Math.round(Number(b.total_amount) * 100)));
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(dollars(top));

    // A status filter narrows the cards and the rows together.
    await chooseOption(page, 'Status', 'Cancelled');
    await expect(figure(page, 'Total Bookings')).toHaveText(expected.Cancelled);
    await expect(page.getByText(`1-20 of ${expected.Cancelled}`)).toBeVisible();
  });

  test('a page of /admin/bookings is usable on a phone', async ({ browser }) => {
    test.setTimeout(180_000);
    const vendor = await vendorWithManyBookings();
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await useDevstack(page);
    await openBookingsOf(page, vendor.name);
    await expect(figure(page, 'Total Bookings')).toHaveText(String(BOOKINGS), { timeout: 30_000 });
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(first).toContainText(`Scale ${vendor.tag} #0`);

    // Nothing wider than the screen: the page does not scroll sideways, the row's View button is on screen.
    // (a mobile browser widens its layout viewport to the content, so compare with the screen's 390 px)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // kept with the run's results (test-results/…/admin-bookings-390x844.png) to look at
    await page.screenshot({ path: test.info().outputPath('admin-bookings-390x844.png'), fullPage: true });
    // Below the fixed header, as a thumb would scroll it.
    const view = first.getByRole('button', { name: /^View booking of / });
    await view.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await view.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await view.tap();
    await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
    await page.keyboard.press('Escape');
    await context.close();
  });
});
