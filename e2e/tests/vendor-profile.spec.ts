import type { Page } from '@playwright/test';
import { watchLayoutShift } from '../support/layout-shift';
import { expect, serviceClient, test } from '../support/test';
import { newHost, signIn } from '../support/users';

// Motion as most visitors have it: these pages' animations and layout stability are what is checked.
test.use({ reducedMotion: 'no-preference' });

/** The vendor profile on the composed site, against the seeded devstack. */

interface Pkg {
  id: string;
  name: string;
  price: number;
  charging_type: string;
  minimum_hours: number | null;
  minimum_spend: number | null;
}
interface Addon {
  id: string;
  item: string;
  price: number;
  charging_type: string;
}

async function seededVendor(name: string) {
  const db = serviceClient();
  const { data: vendor, error } = await db.from('vendors').select('*').eq('name', name).single();
  if (error) throw error;
  const { data: packages } = await db.from('Packages').select('*').eq('vendor_id', vendor.id);
  const { data: addons } = await db.from('addons').select('*').eq('vendor_id', vendor.id);
  return { vendor, packages: (packages ?? []) as Pkg[], addons: (addons ?? []) as Addon[] };
}

const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The pre-booking estimate of a package: 1 hour (raised to minimum_hours), 1 guest (raised to minimum_spend). */
function packageEstimate(pkg: Pkg): number {
  if (pkg.charging_type === 'per_hour') return pkg.price * Math.max(1, pkg.minimum_hours ?? 1);
  if (pkg.charging_type === 'per_guest') return Math.max(pkg.price, pkg.minimum_spend ?? 0);
  return pkg.price;
}

const byName = <T extends { name?: string; item?: string }>(list: T[], name: string) =>
  list.find((x) => (x.name ?? x.item) === name) as T;

const startingAt = (page: Page) => page.getByTestId('starting-at');

test('a seeded vendor shows packages by price, add-ons with quantities and a live Starting at', async ({
  page,
}) => {
  const { vendor, packages, addons } = await seededVendor('DJ Nova');
  await page.goto(`/vendor/${vendor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'DJ Nova' })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Vendor summary' });
  await expect(panel.getByText(vendor.servicetype, { exact: true })).toBeVisible();
  await expect(panel.getByText('Available locally')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Selection' })).toBeVisible();
  await expect(panel.getByRole('region', { name: `${vendor.name} photos` })).toBeVisible();

  // Packages cheapest first.
  const packageList = page.getByRole('list', { name: 'Packages' });
  // The packages themselves, not the surcharges listed inside each.
  const shownPackages = (await packageList.locator(':scope > li').allInnerTexts()).map(
    (text) => text.trim().split('\n')[0],
  );
  expect(shownPackages).toEqual([...packages].sort((a, b) => a.price - b.price).map((p) => p.name));

  // Nothing chosen yet.
  await expect(startingAt(page)).toHaveText('—');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a package.');

  const starter = byName(packages, 'Party Starter');
  const deluxe = byName(packages, 'Wedding Deluxe');
  const fog = byName(addons, 'Fog machine');
  const speaker = byName(addons, 'Extra speaker');

  await page.getByRole('checkbox', { name: /Party Starter/ }).check();
  await expect(startingAt(page)).toHaveText(dollars(packageEstimate(starter)));
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('checkbox', { name: /Fog machine/ }).check();
  await expect(page.getByRole('spinbutton', { name: 'Hours for Fog machine' })).toHaveCount(0);
  await expect(startingAt(page)).toHaveText(dollars(packageEstimate(starter) + fog.price));

  await page.getByRole('checkbox', { name: /Extra speaker/ }).check();
  const hours = page.getByRole('spinbutton', { name: 'Hours for Extra speaker' });
  await expect(hours).toHaveValue('1');
  await expect(startingAt(page)).toHaveText(dollars(packageEstimate(starter) + fog.price + speaker.price));
  await hours.fill('3');
  await expect(startingAt(page)).toHaveText(
    dollars(packageEstimate(starter) + fog.price + 3 * speaker.price),
  );

  // Single select: the other package replaces the first.
  await page.getByRole('checkbox', { name: /Wedding Deluxe/ }).check();
  await expect(page.getByRole('checkbox', { name: /Party Starter/ })).not.toBeChecked();
  await expect(startingAt(page)).toHaveText(dollars(packageEstimate(deluxe) + fog.price + 3 * speaker.price));

  await page.getByRole('checkbox', { name: /Fog machine/ }).uncheck();
  await expect(startingAt(page)).toHaveText(dollars(packageEstimate(deluxe) + 3 * speaker.price));

  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Please select a package.')).toHaveCount(0);
});

test('a per-guest package starts at its minimum spend and guest add-ons ask for guests', async ({ page }) => {
  const { vendor, packages, addons } = await seededVendor('Shaken & Stirred Bar Co.');
  const openBar = byName(packages, 'Open Bar Service');
  const toast = byName(addons, 'Champagne toast');
  await page.goto(`/vendor/${vendor.id}`);
  await page.getByRole('checkbox', { name: /Open Bar Service/ }).check();
  await expect(startingAt(page)).toHaveText(dollars(packageEstimate(openBar)));
  await page.getByRole('checkbox', { name: /Champagne toast/ }).check();
  await page.getByRole('spinbutton', { name: 'Guests for Champagne toast' }).fill('25');
  await expect(startingAt(page)).toHaveText(dollars(packageEstimate(openBar) + 25 * toast.price));
});

/** The first Saturday at least `days` days ahead, 'YYYY-MM-DD' (local). */
function saturdayAfter(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  while (date.getDay() !== 6) date.setDate(date.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('night and weekend charges show before a slot is chosen, and the searched date prices the profile and opens the calendar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await newHost({ prefix: 'dated', name: 'Dana Dated' }));
  const { vendor } = await seededVendor('DJ Nova');
  const saturday = saturdayAfter(10);
  await page.goto(`/vendor/${vendor.id}?date=${saturday}`);

  // Each package lists its charges before any date or time is picked.
  await expect(page.getByRole('list', { name: 'Extra charges of Wedding Deluxe' })).toHaveText(
    [
      'Friday or Saturday, starting before 6 PM: +$150.00 per event',
      'Friday or Saturday night, starting 6 PM or later: +$200.00 per event',
    ].join(''),
  );
  await expect(page.getByRole('list', { name: 'Extra charges of Party Starter' })).toContainText(
    'Monday to Thursday night, starting 6 PM or later: +$25.00 / hour',
  );

  // Starting at for the searched Saturday: the weekend daytime charge is in it, and the note says so.
  await page.getByRole('checkbox', { name: /Wedding Deluxe/ }).check();
  await expect(startingAt(page)).toHaveText('$1,950.00');
  const [y, m, d] = saturday.split('-').map(Number) as [number, number, number];
  const short = new Date(y, m - 1, d).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  await expect(page.getByText(`Priced for ${short}, starting before 6 PM.`, { exact: false })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-dated-profile.png'), fullPage: true });

  // Book Now: the calendar opens on that day.
  await page.getByRole('button', { name: 'Book Now' }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toBeVisible();
  await details.getByLabel('Number of guests').fill('20');
  await details.getByRole('button', { name: 'Check Availability' }).click();
  const calendar = page.getByRole('dialog', { name: 'Select Date & Time' });
  await expect(calendar).toBeVisible();
  const long = new Date(y, m - 1, d).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  await expect(calendar.getByRole('button', { name: new RegExp(`^${long}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.screenshot({ path: test.info().outputPath('phone-dated-calendar.png') });
});

test('About, the gallery and the booking policy', async ({ page }) => {
  const { vendor } = await seededVendor('Lucky Sevens Casino Nights');
  await page.goto(`/vendor/${vendor.id}`);
  const about = page.getByRole('region', { name: 'About' });
  await expect(about.getByText(vendor.bio)).toBeVisible();
  await expect(about.getByText(`${vendor.experience} years`)).toBeVisible();
  await expect(about.getByText('None listed')).toBeVisible();
  await expect(about.getByText(vendor.cities_served.join(', '))).toBeVisible();

  const policy = page.getByRole('region', { name: 'Booking Policy' });
  // The fee that is kept is said where the policy is read, not first in the cancel dialog.
  await expect(
    policy.getByText(
      '72 or more hours before the event: full refund of the booking amount. The 5% processing fee is not refunded.',
    ),
  ).toBeVisible();
  await expect(
    policy.getByText(
      '24 to 72 hours before the event: 50% of the booking amount. The processing fee is not refunded.',
    ),
  ).toBeVisible();
  await expect(policy.getByText('Under 24 hours before the event: no refund.')).toBeVisible();
  await expect(
    policy.getByText(
      'An event within 7 days of booking is fully refunded, processing fee included, if cancelled within 4 hours of booking.',
    ),
  ).toBeVisible();
  await expect(policy.getByText('Weather and medical emergencies are reviewed case by case.')).toBeVisible();
  await expect(policy.getByText('Vendors may show different refund policies per package.')).toBeVisible();

  await policy.screenshot({ path: test.info().outputPath('desktop-policy.png') });

  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByRole('button')).toHaveCount(vendor.photos.length);
});

test('the lightbox works by mouse', async ({ page }) => {
  const { vendor } = await seededVendor('Golden Hour Photography');
  const count = vendor.photos.length;
  await page.goto(`/vendor/${vendor.id}`);
  await page
    .getByRole('region', { name: 'Gallery' })
    .getByRole('button', { name: `Open photo 2 of ${count} full screen` })
    .click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText(`Photo 2 of ${count}`)).toBeVisible();
  await expect(lightbox.getByRole('img', { name: `${vendor.name}, photo 2 of ${count}` })).toHaveAttribute(
    'src',
    new RegExp(vendor.photos[1].split('/').pop()),
  );
  await lightbox.getByRole('button', { name: 'Next photo' }).click();
  await expect(lightbox.getByText(`Photo 3 of ${count}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Previous photo' }).click();
  await lightbox.getByRole('button', { name: 'Previous photo' }).click();
  await expect(lightbox.getByText(`Photo 1 of ${count}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Previous photo' }).click();
  await expect(lightbox.getByText(`Photo ${count} of ${count}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
});

test('the lightbox works by keyboard', async ({ page }) => {
  const { vendor } = await seededVendor('Golden Hour Photography');
  const count = vendor.photos.length;
  await page.goto(`/vendor/${vendor.id}`);
  const opener = page
    .getByRole('region', { name: 'Gallery' })
    .getByRole('button', { name: `Open photo 3 of ${count} full screen` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText(`Photo 3 of ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`Photo 4 of ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`Photo 2 of ${count}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('unknown, unapproved and malformed ids show a not-found page', async ({ page }) => {
  const { vendor: pending } = await seededVendor('Bubble Bar Houston');
  expect(pending.status).not.toBe('approved');
  for (const id of ['00000000-0000-4000-8000-0000000000ff', pending.id, 'not-a-vendor', '42']) {
    await page.goto(`/vendor/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor not found' })).toBeVisible();
    await expect(page.getByText('Loading information...')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Browse vendors' }).click();
  await expect(page).toHaveURL('/');
});

test('the profile shows Loading information... until the vendor arrives', async ({ page }) => {
  const { vendor } = await seededVendor('Max Mystic Magic');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/vendor_profiles*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/vendor/${vendor.id}`);
  await expect(page.getByText('Loading information...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
});

test('the profile fits a 360 px phone', async ({ page }) => {
  const { vendor } = await seededVendor('The Loft on Main');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/vendor/${vendor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
  await page.getByRole('checkbox', { name: /Evening Rental/ }).check();
  await expect(startingAt(page)).not.toHaveText('—');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('opening a profile asks for the vendor, its packages and add-ons once each, and its first photo first', async ({
  page,
}) => {
  const { vendor } = await seededVendor('Golden Hour Photography');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    const url = new URL(request.url());
    if (url.pathname.startsWith('/rest/v1/')) asked.push(url.pathname.replace('/rest/v1/', ''));
    if (url.pathname.includes('/vendor-photos/')) asked.push(`photo ${url.pathname.split('/').pop()}`);
  });
  await page.goto(`/vendor/${vendor.id}`);
  // The live page (the static first screen shows the photo and the name before it).
  await expect(page.getByRole('heading', { level: 2, name: 'Packages' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `${vendor.name}, photo 1 of ${vendor.photos.length}` }).first(),
  ).toBeVisible();

  // One request for the vendor: the page takes the row the static first screen asked for. The header's
  // cities, the reviews feature's reads (the rating, and the list loaded after the first render,
  // whenever it gets there) and the messaging feature's response time are not the profile's.
  const notProfile = ['rpc/browse_cities', 'vendor_ratings', 'public_reviews', 'rpc/vendor_response_time'];
  const data = asked.filter((entry) => !entry.startsWith('photo') && !notProfile.includes(entry));
  expect(data.sort()).toEqual(['Packages', 'addons', 'vendor_profiles']);
  const photos = asked.filter((entry) => entry.startsWith('photo'));
  expect(photos[0]).toBe(`photo ${vendor.photos[0].split('/').pop()}`);
});

test("before the app's code has run, a profile shows its first photo, name and service type where the live page draws them", async ({
  page,
}) => {
  const { vendor } = await seededVendor('Golden Hour Photography');
  const photoName = `${vendor.name}, photo 1 of ${vendor.photos.length}`;
  const layoutShift = await watchLayoutShift(page);

  // The app's code never arrives: what shows is the page's own static screen, filled from one request.
  await page.route(/\/static\/js\//, (route) => route.abort());
  await page.goto(`/vendor/${vendor.id}`);
  const photo = page.getByRole('img', { name: photoName });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
  await expect(page.getByText(vendor.servicetype, { exact: true })).toBeVisible();
  const staticBox = await photo.boundingBox();

  // With the app: the live page replaces it at the same place, without a layout shift.
  await page.unroute(/\/static\/js\//);
  await page.reload();
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  expect(await page.getByRole('img', { name: photoName }).first().boundingBox()).toEqual(staticBox);
  expect(await layoutShift()).toBe(0);
});

test('an unknown or unapproved profile has no static first screen', async ({ page }) => {
  const db = serviceClient();
  const { data: pending } = await db.from('vendors').select('id').neq('status', 'approved').limit(1).single();
  await page.route(/\/static\/js\//, (route) => route.abort());
  for (const id of [pending!.id, '00000000-0000-4000-8000-0000000fffff']) {
    const answered = page.waitForResponse((response) => response.url().includes('/rest/v1/vendor_profiles'));
    await page.goto(`/vendor/${id}`);
    await answered;
    await expect(page.locator('#prerendered')).toHaveCount(0);
  }
});

test("the listing's owner is told it is their own listing instead of booking it", async ({
  page,
}, testInfo) => {
  await signIn(page, 'dj@partyeasy.test');
  const { vendor } = await seededVendor('DJ Nova');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/vendor/${vendor.id}`);
    const note = page.getByRole('note');
    await expect(note).toHaveText("This is your own listing: you can't book it. This is how hosts see it.");
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`own-listing-${viewport.width}.png`),
      fullPage: false,
    });
  }
});
