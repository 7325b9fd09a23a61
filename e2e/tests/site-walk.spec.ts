/**
 * What a user hit walking the whole site (issue #27): English everywhere, storage that belongs to one
 * user, a way to My bookings, layouts that hold long text, Booking Details without a premature error,
 * logging in from a guarded page, titles, the newsletter's e-mail rule, the page frames that show at once,
 * and the console gate itself.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  chooseOption,
  clientFor,
  DEMO_PASSWORD,
  expect,
  logIn,
  serviceClient,
  stack,
  test,
  uniqueEmail,
  useDevstack,
} from '../support/test';
import { newVendorUser, signIn } from '../support/users';

const DJ_NOVA = '00000000-0000-4000-8000-00000000d001';
const ADMIN = 'admin@partyeasy.test';
const HOST = 'host@partyeasy.test';
const random = () => Math.random().toString(36).slice(2, 8);

/** The page is no wider than the viewport: nothing widened it. */
async function expectNoSideScroll(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(viewport);
}

/** A vendor account of this test with an approved listing whose texts have no spaces at all. */
async function longTextVendor() {
  const { email } = await newVendorUser({ prefix: 'walk-long', name: null });
  const client = await clientFor(email);
  const { data: user } = await client.auth.getUser();
  const city = `Longtown${random()}`;
  const name = `Unbroken${random()}${'W'.repeat(180)}`;
  const { data: vendor, error } = await client
    .from('vendors')
    .insert({
      user_id: user.user!.id,
      name,
      email,
      servicetype: 'DJ',
      cities_served: ['Dallas, TX'],
      bio: `Bio${'x'.repeat(400)}`,
    })
    .select('id')
    .single();
  if (error) throw error;
  const { error: pkgError } = await client.from('Packages').insert({
    vendor_id: vendor.id,
    name: `Package${'P'.repeat(150)}`,
    description: `Description${'d'.repeat(300)}`,
    price: 1500,
    charging_type: 'per_event',
  });
  if (pkgError) throw pkgError;
  // A city of this test's own (vendors may only name served cities; the service role sets it).
  const { error: approveError } = await serviceClient()
    .from('vendors')
    .update({ status: 'approved', cities_served: [city] })
    .eq('id', vendor.id);
  if (approveError) throw approveError;
  return { id: vendor.id as string, name, email, city, userId: user.user!.id };
}

test('pro-components and antd speak US English: the admin bookings table, its dates and pagination', async ({
  page,
}) => {
  // More bookings than a page holds, so the table shows its pagination.
  const vendor = await longTextVendor();
  const { error } = await serviceClient()
    .from('bookings')
    .insert(
      Array.from({ length: 21 }, (_, i) => ({
        vendor_id: vendor.id,
        customer_email: uniqueEmail('walk-locale'),
        customer_name: `Locale Guest ${i}`,
        total_amount: 100,
        payment_status: 'completed',
        booking_date: '2030-06-14',
        booking_time: '18:00',
        duration_hours: 2,
        guest_count: 10,
        selected_packages: 'Package',
        event_location: 'Hall',
      })),
    );
  expect(error).toBeNull();
  await signIn(page, ADMIN);
  await page.goto('/admin/bookings');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('.ant-pagination').first()).toBeVisible();
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).not.toMatch(/[\u3000-\u9fff]/);
  await expect(page.locator('.ant-pagination-options').first()).toContainText('/ page');
});

test('logging out clears what the vendor left in storage, and so does another account signing in', async ({
  page,
}) => {
  await signIn(page, 'dj@partyeasy.test');
  await page.goto('/AI');
  await expect(page.getByRole('heading', { name: 'Services You Offer' })).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vendorId'))).toBe(DJ_NOVA);

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Signup' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vendorId'))).toBeNull();

  // The DJ's session ends without a logout (another person takes the browser); a new vendor signs in.
  await signIn(page, 'dj@partyeasy.test');
  await page.goto('/AI');
  await expect(page.getByRole('heading', { name: 'Services You Offer' })).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vendorId'))).toBe(DJ_NOVA);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.endsWith('-auth-token')) localStorage.removeItem(key);
  });
  const other = await longTextVendor();
  await logIn(page, other.email);
  expect(await page.evaluate(() => localStorage.getItem('vendorId'))).toBeNull();
  await page.goto('/AI');
  await expect(page.getByRole('heading', { name: 'Services You Offer' })).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vendorId'))).toBe(other.id);
});

test('hosts find My bookings from the avatar menu and from the success page', async ({ page }) => {
  await signIn(page, HOST);
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'View my bookings' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();

  await page.goto('/about');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'My bookings' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('text without spaces wraps: the home grid, the profile and the admin drawer keep their width', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const vendor = await longTextVendor();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/');
    // The field becomes antd's Select on the first press; typing narrows its virtual list to the city.
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.click();
    await location.fill(vendor.city);
    await page.locator('.ant-select-dropdown').getByTitle(vendor.city, { exact: true }).click();
    await expect(page.getByRole('heading', { name: vendor.name })).toBeVisible({ timeout: 45_000 });
    await expectNoSideScroll(page);

    await page.goto(`/vendor/${vendor.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Unbroken', { timeout: 45_000 });
    await expectNoSideScroll(page);
  }

  await signIn(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByText(/^Found \d+ vendor\(s\)/)).toBeVisible({ timeout: 45_000 });
  await chooseOption(page, 'Location', vendor.city, { search: true });
  await page.getByRole('button', { name: `Review ${vendor.name}` }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expectNoSideScroll(page);
  const overflow = await drawer
    .locator('.ant-drawer-body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('Booking Details opens at the package minimum, without a message, ready to check availability', async ({
  page,
}) => {
  await signIn(page, HOST);
  await page.goto(`/vendor/${DJ_NOVA}`);
  await page.getByRole('checkbox', { name: /Party Starter/ }).check({ timeout: 45_000 });
  await expect(page.getByText(/^Estimate for 3 hours \(the minimum\) and 1 guest;/)).toBeVisible();
  await expect(page.getByTestId('starting-at')).toHaveText('$450.00');
  await page.getByRole('button', { name: 'Book Now' }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.getByLabel('Duration (hours)')).toHaveValue(/^3(\.0)?$/);
  await expect(details.getByRole('alert')).toHaveCount(0);
  await expect(details.getByTestId('details-total')).toHaveText('$450.00');
  await expect(details.getByRole('button', { name: 'Check Availability' })).toBeEnabled();
});

test('logging in from a guarded page comes back to it', async ({ page }) => {
  await page.goto('/availability');
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 45_000 });
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/availability');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill('dj@partyeasy.test');
  await page
    .getByLabel(/password/i)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log in$/i }).click();
  await page.waitForURL((url) => url.pathname === '/availability');

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Signup' })).toBeVisible();
  await page.goto('/admin/bookings');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fadmin%2Fbookings',
    { timeout: 45_000 },
  );
});

test('signed out, /AI sends the visitor to log in first and back after', async ({ page }) => {
  await page.goto('/AI');
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 45_000 });
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/AI');
  await expect(page.getByRole('heading', { name: 'Services You Offer' })).toHaveCount(0);
});

test('every route names itself in the document title', async ({ page }) => {
  const routes: [string, string][] = [
    [`/vendor/${DJ_NOVA}`, 'DJ Nova · PartyEasy'],
    ['/about', 'About · PartyEasy'],
    ['/login', 'Log in · PartyEasy'],
    ['/signup', 'Sign up · PartyEasy'],
    ['/terms', 'Terms of Service · PartyEasy'],
    ['/privacy', 'Privacy Policy · PartyEasy'],
    ['/vendor-landingpage', 'Become a vendor · PartyEasy'],
    ['/no-such-page', 'Page not found · PartyEasy'],
    ['/', 'PartyEasy'],
  ];
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title, { timeout: 45_000 });
  }
  await signIn(page, HOST);
  for (const [path, title] of [
    ['/dashboard', 'My bookings · PartyEasy'],
    ['/favorites', 'Favorites · PartyEasy'],
    ['/account-settings', 'Account Settings · PartyEasy'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title, { timeout: 45_000 });
  }
});

test("the wizard's step labels are whole on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'dj@partyeasy.test');
  await page.goto('/host/booking/basic-info');
  const titles = page.locator('.ant-steps-item-title');
  await expect(titles.first()).toBeVisible({ timeout: 45_000 });
  const cut = await titles.evaluateAll((elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
  );
  expect(cut).toEqual([]);
});

test('the newsletter takes e-mail addresses only, in the footer and through the API', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Get party ideas and vendor news').fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please enter a valid email.')).toBeVisible();

  const s = stack();
  // Through the API: the sign-up function refuses it with the same rule (the list itself takes no direct
  // inserts, and its check constraint holds the rule for the service role too).
  const response = await fetch(`${s.apiUrl}/functions/v1/newsletter-subscribe`, {
    method: 'POST',
    headers: { apikey: s.anonKey, authorization: `Bearer ${s.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `not-an-email-${random()}` }),
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: string }).error).toBe('invalid_email');
  const stored = await serviceClient()
    .from('Email_List')
    .insert({ email: `not-an-email-${random()}` });
  expect(stored.error?.code).toBe('23514');
});

/** Holds back a shell page's own chunk (the built file with `marker`) until the returned function runs. */
async function holdPageChunk(page: Page, marker: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chunk = await pageChunk(marker);
  await page.route(`http://localhost:3000/static/js/async/${chunk}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the auth pages show their frame at once, with a static card or a skeleton until the form arrives', async ({
  page,
}) => {
  // /login: the frame does not wait for the page's chunk, and the static card of the page's own page
  // (login.html) stands in for the form, with no skeleton under it.
  let release = await holdPageChunk(page, 'Log In to ');
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(
    page.locator('#prerendered').getByRole('heading', { name: 'Log In to PartyEasy' }),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  release();
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByLabel(/e-?mail/i).first()).toBeVisible();

  // /signup, which has no static card: a skeleton until the form arrives.
  await page.unrouteAll();
  release = await holdPageChunk(page, '`Join ${');
  await page.goto('/signup', { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByLabel(/e-?mail/i)).toHaveCount(0);
  release();
  await expect(page.getByLabel(/e-?mail/i).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

/** The file name of the shell's chunk that holds a page (the one with `marker`). */
async function pageChunk(marker: string): Promise<string> {
  const dir = path.resolve(import.meta.dirname, '../../shell/dist/static/js/async');
  for (const name of await readdir(dir)) {
    if (name.endsWith('.js') && (await readFile(path.join(dir, name), 'utf8')).includes(marker)) return name;
  }
  throw new Error(`no chunk with ${marker} in shell/dist`);
}

/**
 * The production build's /login: time from navigation to the header (the frame) and to the e-mail field
 * (the form), in a fresh browser context each time (nothing cached), five runs; the figures go to the
 * report as an attachment and to the console.
 */
test('measure: /login time to frame and to form (production build)', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const runs: { frame: number; form: number }[] = [];
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await useDevstack(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('banner').waitFor({ timeout: 45_000 });
    const frame = await page.evaluate(() => performance.now());
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .waitFor({ timeout: 45_000 });
    const form = await page.evaluate(() => performance.now());
    runs.push({ frame: Math.round(frame), form: Math.round(form) });
    await context.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = {
    runs,
    medianFrameMs: median(runs.map((r) => r.frame)),
    medianFormMs: median(runs.map((r) => r.form)),
  };
  console.log(`/login (production build): ${JSON.stringify(summary)}`);
  await testInfo.attach('login-timing.json', {
    body: JSON.stringify(summary, null, 2),
    contentType: 'application/json',
  });
  expect(summary.medianFormMs).toBeLessThan(10_000);
});

test('the vendor dashboard shows its frame while its data loads', async ({ page }) => {
  await signIn(page, 'dj@partyeasy.test');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.href.startsWith(stack().apiUrl) && url.pathname.startsWith('/rest/v1/vendors'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/vendor');
  const frame = page.getByRole('status', { name: 'Loading your dashboard' });
  await expect(frame).toBeVisible({ timeout: 45_000 });
  await expect(frame.getByText('Total Revenue')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'All Bookings' })).toBeVisible({ timeout: 45_000 });
  await expect(frame).toHaveCount(0);
});

test.describe('the console gate', () => {
  // These two must fail: they prove that the gate turns a console error and a 404 into a failed test.
  test('fails a test whose page logs an error', async ({ page }) => {
    test.fail();
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About PartyEasy' })).toBeVisible({ timeout: 45_000 });
    await page.evaluate(() => console.error('deliberate error'));
  });

  test('fails a test whose page gets an unexpected 404', async ({ page }) => {
    test.fail();
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About PartyEasy' })).toBeVisible({ timeout: 45_000 });
    await page.evaluate((api) => fetch(`${api}/rest/v1/no_such_table`), stack().apiUrl);
  });
});

/** Screenshots of every route at phone and desktop size (test output only), each checked for side scroll. */
test.describe('screens', () => {
  const sizes = [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ];
  const visits: { who: string | null; paths: string[] }[] = [
    {
      who: null,
      paths: [
        '/',
        `/vendor/${DJ_NOVA}`,
        '/about',
        '/terms',
        '/privacy',
        '/login',
        '/signup',
        '/vendor-landingpage',
      ],
    },
    {
      who: HOST,
      paths: ['/dashboard', '/favorites', '/success', '/cancel', '/account-settings', '/no-such-page'],
    },
    {
      who: 'dj@partyeasy.test',
      paths: ['/vendor', '/availability', '/AI', '/host/booking/start', '/host/booking/basic-info'],
    },
    { who: ADMIN, paths: ['/admin', '/admin/bookings', '/admin/messages'] },
  ];
  for (const size of sizes)
    for (const visit of visits)
      test(`${size.name}: ${visit.who ?? 'visitor'}`, async ({ page }, testInfo) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width: size.width, height: size.height });
        if (visit.who) await signIn(page, visit.who);
        for (const path of visit.paths) {
          await page.goto(path);
          // Settled: code and data loaded (a static first screen may show a heading before that).
          await page.waitForLoadState('networkidle');
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
          await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 45_000 });
          await expect(page.locator('.ant-skeleton')).toHaveCount(0, { timeout: 45_000 });
          await expectNoSideScroll(page);
          const file = `${size.name}${path === '/' ? '_home' : path.replaceAll('/', '_')}.png`;
          await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
        }
      });
});
