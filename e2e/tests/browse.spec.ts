import type { Page } from '@playwright/test';
import { expect, expectOpened, serviceClient, test } from '../support/test';

// Motion as most visitors have it: these pages' animations and layout stability are what is checked.
test.use({ reducedMotion: 'no-preference' });

/**
 * Home and vendor browse on the composed site, against the seeded devstack. Expectations are computed
 * from the database (approved vendors, their availability), never from hard-coded lists.
 */

interface Vendor {
  id: string;
  name: string;
  servicetype: string | null;
  cities_served: string[];
}

async function approvedVendors(): Promise<Vendor[]> {
  const { data, error } = await serviceClient()
    .from('vendors')
    .select('id, name, servicetype, cities_served')
    .eq('status', 'approved');
  if (error) throw error;
  return data as Vendor[];
}

/** Approved vendor ids available on each date from today on, as 'YYYY-MM-DD' → ids. */
async function availability(vendors: Vendor[]): Promise<Map<string, Set<string>>> {
  const { data, error } = await serviceClient()
    .from('availability')
    .select('date, vendor_id')
    .eq('is_available', true)
    .gte('date', localToday())
    .in(
      'vendor_id',
      vendors.map((v) => v.id),
    );
  if (error) throw error;
  const byDate = new Map<string, Set<string>>();
  for (const row of data as { date: string; vendor_id: string }[]) {
    const ids = byDate.get(row.date) ?? new Set<string>();
    ids.add(row.vendor_id);
    byDate.set(row.date, ids);
  }
  return byDate;
}

function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const names = (vendors: Vendor[]) => vendors.map((v) => v.name).sort();

/** The names on the vendor cards, sorted (read from the DOM: antd measures ellipsis text in a second pass). */
async function shownNames(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Vendors' });
  await expect(list).toBeVisible();
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).map((n) => n.trim()).sort();
}

async function expectResults(page: Page, expected: Vendor[], filtered = true) {
  await expect(page.getByText(/^Found \d+ vendor\(s\)/)).toHaveText(
    `Found ${expected.length} vendor(s)${filtered ? ' matching your criteria' : ''}`,
  );
  if (expected.length > 0) await expect.poll(() => shownNames(page)).toEqual(names(expected));
}

const filters = (page: Page) => page.getByRole('search', { name: 'Filters' });
const chips = (page: Page) => page.getByRole('group', { name: 'Active filters' });

async function chooseCity(page: Page, city: string) {
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.locator('.ant-select-dropdown').getByTitle(city, { exact: true }).click();
}

/** Opens the calendar popup and picks `date`, moving month by month from the current one. */
async function chooseDate(page: Page, date: string) {
  await filters(page)
    .getByRole('button', { name: /^Event date/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Select Date/ });
  await expect(dialog.getByText('Choose your preferred event date')).toBeVisible();
  await expectOpened(dialog);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const label = new Date(y, m - 1, d).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const now = new Date();
  for (let i = 0; i < (y - now.getFullYear()) * 12 + (m - 1 - now.getMonth()); i++) {
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await dialog.getByRole('button', { name: `${label}, available` }).click();
  await expect(dialog).toBeHidden();
}

test('the hero rotates its word and How It Works shows three steps', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('The Ultimate Event Planning Platform')).toBeVisible();
  // The word starts rotating when the live page runs, not with the static copy index.html shows first.
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Book your next party in one click');
  await expect(title).toHaveText('Book your next wedding in one click', { timeout: 5_000 });
  await expect(page.getByRole('link', { name: "I'm Planning a Party" })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: "I'm a Vendor" })).toHaveAttribute(
    'href',
    '/vendor-landingpage',
  );

  const steps = page.getByRole('region', { name: 'How It Works' });
  await steps.scrollIntoViewIfNeeded();
  for (const step of ['Browse Vendors', 'Pick Your Favorites', 'Book Instantly']) {
    await expect(steps.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
});

test("on a phone, I'm Planning a Party brings the vendor search into view below the sticky header", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('link', { name: "I'm Planning a Party" }).click();
  const header = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  const heading = page.getByRole('heading', { name: 'Find vendors for your next event' });
  await expect(heading).toBeInViewport();
  expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(header);
});

test('with reduced motion nothing rotates', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Book your next party in one click');
  await page.waitForTimeout(3_500);
  await expect(title).toHaveText('Book your next party in one click');
  await expect(
    page.getByRole('region', { name: 'How It Works' }).locator('[aria-current="step"]'),
  ).toHaveCount(0);
});

test('without filters every approved vendor is listed with its card', async ({ page }) => {
  const vendors = await approvedVendors();
  await page.goto('/');
  await expect(page.getByText(`Found ${vendors.length} vendor(s)`, { exact: true })).toBeVisible();
  await expect(chips(page)).toHaveCount(0);

  const nova = vendors.find((v) => v.name === 'DJ Nova');
  expect(nova).toBeTruthy();
  const { data: price } = await serviceClient().rpc('vendor_card_price', { p_vendor_id: nova?.id });
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'DJ Nova' }) });
  await expect(card.getByText(`From $${Number(price).toFixed(2)}`)).toBeVisible();
  await expect(card.getByText('Local', { exact: true })).toBeVisible();
  // A visitor's heart asks them to log in (favourites.spec.ts follows it through).
  const heart = card.getByRole('button', { name: 'Favorite DJ Nova' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const prompt = page.getByRole('dialog', { name: 'Log in to save your favorites' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL('/');

  await card.getByRole('link', { name: 'DJ Nova' }).click();
  await expect(page).toHaveURL(`/vendor/${nova?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'DJ Nova' })).toBeVisible();
});

test('each filter alone narrows the results to exactly the matching vendors', async ({ page }) => {
  const vendors = await approvedVendors();
  const byDate = await availability(vendors);
  await page.goto('/');

  await filters(page).getByRole('button', { name: 'Photographer' }).click();
  await expect(page).toHaveURL(/category=Photographer/);
  await expectResults(
    page,
    vendors.filter((v) => v.servicetype === 'Photographer'),
  );
  await filters(page).getByRole('button', { name: 'All', exact: true }).click();
  await expect(chips(page)).toHaveCount(0);

  await chooseCity(page, 'Houston, TX');
  await expect(page).toHaveURL(/city=Houston%2C\+TX/);
  await expectResults(
    page,
    vendors.filter((v) => v.cities_served.includes('Houston, TX')),
  );
  await chips(page).getByRole('button', { name: 'Remove filter Location: Houston, TX' }).click();
  await expect(chips(page)).toHaveCount(0);

  // A day on which some, but not all, approved vendors are available.
  const [date, ids] = [...byDate.entries()]
    .filter(([, available]) => available.size > 0 && available.size < vendors.length)
    .sort(([a], [b]) => a.localeCompare(b))[0] as [string, Set<string>];
  await chooseDate(page, date);
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expectResults(
    page,
    vendors.filter((v) => ids.has(v.id)),
  );
});

test('the location dropdown works from the keyboard, loading only when the visitor reaches it', async ({
  page,
}) => {
  const vendors = await approvedVendors();
  await page.goto('/');
  await expect(page.getByText(/^Found \d+ vendor\(s\)/)).toBeVisible();
  // Not on the first visit: the field is a stand-in until someone points at, focuses or presses it.
  await expect(filters(page).locator('.ant-select')).toHaveCount(0);

  await filters(page)
    .getByRole('button', { name: /^Event date/ })
    .focus();
  await page.keyboard.press('Tab');
  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location).toBeFocused();
  await expect(filters(page).locator('.ant-select')).toHaveCount(1);
  await page.keyboard.type('Hous');
  await expect(location).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/city=Houston%2C\+TX/);
  await expectResults(
    page,
    vendors.filter((v) => v.cities_served.includes('Houston, TX')),
  );
});

test('filters combine, chips remove their filter and Clear all removes every one', async ({ page }) => {
  const vendors = await approvedVendors();
  const byDate = await availability(vendors);
  const city = 'Dallas, TX';
  const category = 'DJ';
  const matches = (date: string | null, withCity: boolean, withCategory: boolean) =>
    vendors.filter(
      (v) =>
        (!date || byDate.get(date)?.has(v.id)) &&
        (!withCity || v.cities_served.includes(city)) &&
        (!withCategory || v.servicetype === category),
    );
  const date = [...byDate.keys()].sort().find((d) => matches(d, true, true).length > 0) as string;

  await page.goto('/');
  await filters(page).getByRole('button', { name: category }).click();
  await chooseCity(page, city);
  await chooseDate(page, date);
  await expectResults(page, matches(date, true, true));
  await expect(chips(page).getByText(`Location: ${city}`)).toBeVisible();

  await chips(page)
    .getByRole('button', { name: `Remove filter ${category}` })
    .click();
  await expect(page).not.toHaveURL(/category=/);
  await expect(filters(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectResults(page, matches(date, true, false));

  await chips(page)
    .getByRole('button', { name: /^Remove filter Date: / })
    .click();
  await expect(page).not.toHaveURL(/date=/);
  await expectResults(page, matches(null, true, false));

  await filters(page).getByRole('button', { name: 'Caterer' }).click();
  await chips(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(page).toHaveURL('/');
  await expect(page.getByText(`Found ${vendors.length} vendor(s)`, { exact: true })).toBeVisible();
});

test('the calendar offers exactly the days on which an approved vendor is available', async ({ page }) => {
  const vendors = await approvedVendors();
  const byDate = await availability(vendors);
  await page.goto('/');
  await filters(page)
    .getByRole('button', { name: /^Event date/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Select Date/ });
  await expectOpened(dialog);
  const today = localToday();

  for (let month = 0; month < 3; month++) {
    const title = await dialog.getByRole('table').getAttribute('aria-label');
    await expect(dialog.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    const offered = await dialog
      .locator('button[aria-label$=", available"]:not([disabled])')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const offeredDates = offered.map((label) => {
      const d = new Date(label.replace(/^\w+, /, '').replace(/, available$/, ''));
      return localToday(d);
    });
    // The grid shows 42 days around the month; compare on those days.
    const cells = await dialog
      .locator('tbody button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const shown = cells.map((label) =>
      localToday(new Date(label.replace(/^\w+, /, '').replace(/, available$/, ''))),
    );
    const expected = shown.filter((d) => d >= today && (byDate.get(d)?.size ?? 0) > 0);
    expect(offeredDates, `offered days around ${title}`).toEqual(expected);
    // The seed makes vendors available over the coming weeks, so the first month has offered days.
    if (month === 0) expect(offeredDates.length).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
});

test('filters live in the address bar: shared links, reload and Back', async ({ page }) => {
  const vendors = await approvedVendors();
  const expected = vendors.filter((v) => v.servicetype === 'DJ' && v.cities_served.includes('Dallas, TX'));
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/?category=DJ&city=Dallas%2C+TX');
  await expectResults(page, expected);
  await expect(chips(page).getByText('Location: Dallas, TX')).toBeVisible();
  await expect(filters(page).getByRole('button', { name: 'DJ', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expectResults(page, expected);

  const first = expected.sort((a, b) => a.name.localeCompare(b.name))[0] as Vendor;
  await page.getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(`/vendor/${first.id}`);
  await page.goBack();
  await expect(page).toHaveURL('/?category=DJ&city=Dallas%2C+TX');
  await expectResults(page, expected);
});

test("a first visit asks for the vendors and the cities while the home page's code loads, once each", async ({
  page,
}) => {
  // The home page's chunk (the one with How It Works) is held back for a while: the route's prefetch must
  // not wait for it.
  let homeCodeServedAt = 0;
  await page.route('http://localhost:3001/static/js/async/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('How It Works')) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      homeCodeServedAt = Date.now();
    }
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body });
  });
  const calls: { rpc: string; body: unknown; at: number }[] = [];
  page.on('request', (request) => {
    const rpc = /\/rest\/v1\/rpc\/(browse_vendors|browse_cities)/.exec(request.url())?.[1];
    if (rpc && request.method() === 'POST') calls.push({ rpc, body: request.postDataJSON(), at: Date.now() });
  });
  const vendors = await approvedVendors();

  await page.goto('/?category=DJ');
  await expectResults(
    page,
    vendors.filter((v) => v.servicetype === 'DJ'),
  );
  await page.waitForLoadState('networkidle');
  expect(homeCodeServedAt).toBeGreaterThan(0);
  const cities = calls.filter((call) => call.rpc === 'browse_cities');
  const browse = calls.filter((call) => call.rpc === 'browse_vendors');
  // Found in the query cache by the page: not asked for again.
  expect(cities).toHaveLength(1);
  expect(browse.map((call) => call.body)).toEqual([{ p_service_type: 'DJ', p_limit: 12, p_offset: 0 }]);
  expect(browse[0]?.at).toBeLessThan(homeCodeServedAt);
  expect(cities[0]?.at).toBeLessThan(homeCodeServedAt);
});

test('an empty result explains itself and Clear Filters starts over', async ({ page }) => {
  const vendors = await approvedVendors();
  expect(
    vendors.filter((v) => v.servicetype === 'Caterer' && v.cities_served.includes('Houston, TX')),
  ).toEqual([]);
  await page.goto('/?category=Caterer&city=Houston%2C+TX');
  await expect(page.getByText('Found 0 vendor(s) matching your criteria')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No vendors found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more results.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(`Found ${vendors.length} vendor(s)`, { exact: true })).toBeVisible();
});

test('a failed search says so and Retry loads the vendors', async ({ page }) => {
  await page.route('**/rest/v1/rpc/browse_vendors*', (route) => route.abort('failed'));
  await page.goto('/?category=Magician');
  await expect(page.getByRole('alert')).toContainText("We couldn't load vendors.");
  await page.unroute('**/rest/v1/rpc/browse_vendors*');
  await page.getByRole('button', { name: 'Retry' }).click();
  const vendors = await approvedVendors();
  await expectResults(
    page,
    vendors.filter((v) => v.servicetype === 'Magician'),
  );
});

test('browse works on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?category=Bartender');
  const vendors = await approvedVendors();
  await expectResults(
    page,
    vendors.filter((v) => v.servicetype === 'Bartender'),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
