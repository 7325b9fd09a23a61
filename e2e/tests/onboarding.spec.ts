import { deflateSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { expect, serviceClient, test } from '../support/test';
import { newVendorUser, signIn } from '../support/users';

// --- test images: a minimal PNG encoder (8-bit RGB, one colour per image) ---------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A width×height PNG with a horizontal gradient in `rgb` (so WebP has something to encode). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) {
    const shade = Math.round((x / width) * 60);
    row.set([Math.min(255, r + shade), Math.min(255, g + shade), Math.min(255, b + shade)], 1 + x * 3);
  }
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const pngFile = (name: string, width: number, height: number, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(width, height, rgb),
});

async function choosePhotos(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel('Choose photos').setInputFiles(files);
}

/** Width and height of a stored photo, decoded by the browser from its public URL. */
async function storedImageSize(
  page: Page,
  url: string,
): Promise<{ type: string; width: number; height: number }> {
  return page.evaluate(async (u) => {
    const blob = await (await fetch(u)).blob();
    const bitmap = await createImageBitmap(blob);
    return { type: blob.type, width: bitmap.width, height: bitmap.height };
  }, url);
}

async function newVendor(name: string) {
  const { email, id: userId } = await newVendorUser({ prefix: 'vendor', name });
  return { email, userId };
}

test.describe('vendor onboarding', () => {
  test('a new vendor completes all seven steps with photos; the database holds exactly what was entered', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const { email, userId } = await newVendor('Nova Beats');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signIn(page, email);
    // The vendor app's scripts: how many are on their way, and when the last one started or ended.
    const isVendorScript = (request: Request) => /^http:\/\/localhost:3002\/.*\.js$/.test(request.url());
    let scriptsInFlight = 0;
    let lastScriptEvent = Date.now();
    const onScriptEnd = (request: Request) => {
      if (!isVendorScript(request)) return;
      scriptsInFlight -= 1;
      lastScriptEvent = Date.now();
    };
    page.on('request', (request) => {
      if (!isVendorScript(request)) return;
      scriptsInFlight += 1;
      lastScriptEvent = Date.now();
    });
    page.on('requestfinished', onScriptEnd);
    page.on('requestfailed', onScriptEnd);
    await page.goto('/host/booking/start');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor Setup' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Step 1 of 7').first()).toBeVisible();
    // The other steps' code loads while the first step is shown: moving on fetches none of the vendor app's.
    // The wizard asks for it in an idle callback (at the latest 2 s after sign-in is known), which can come after
    // the page's network has been quiet for a while: an idle callback asked for now runs after the wizard's, and
    // then its downloads must end and stay ended.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
    );
    await expect
      .poll(() => scriptsInFlight === 0 && Date.now() - lastScriptEvent >= 500, { intervals: [100] })
      .toBe(true);
    const scriptsOnNext: string[] = [];
    const onRequest = (request: Request) => {
      if (isVendorScript(request)) scriptsOnNext.push(request.url());
    };
    page.on('request', onRequest);
    await page.getByRole('button', { name: "Let's get started" }).click();

    // 2. basic info
    await expect(page).toHaveURL(/\/host\/booking\/basic-info$/);
    await expect(page.getByText('Step 2 of 7').first()).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
    page.off('request', onRequest);
    expect(scriptsOnNext).toEqual([]);
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Nova Beats');
    await page.getByLabel('Phone number').fill('555-0199');
    await page.getByLabel('Service type').selectOption('DJ');
    await page.getByLabel('Years of experience').fill('6');
    await page.getByLabel('Bio').fill('Open-format DJ for weddings.');
    await page.getByLabel('Qualifications').fill('  Certified MC ');
    await page.getByLabel('Qualifications').press('Enter');
    await page.getByRole('button', { name: 'Next' }).click();

    // 3. locations, with suggestions from the offline US dataset
    await expect(page).toHaveURL(/\/host\/booking\/location$/);
    // The location step itself, not the basic-info step's Next while the route changes.
    await expect(page.getByRole('heading', { name: 'Where do you provide your service?' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please add at least one location.')).toBeVisible();
    await page.getByLabel('City or region').fill('Austi');
    await page
      .getByRole('list', { name: 'Place suggestions' })
      .getByRole('button', { name: 'Austin, TX' })
      .click({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Remove Austin, TX' })).toBeVisible();
    await page.getByLabel('City or region').fill('Austin, TX');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    await page.getByLabel('City or region').fill('dallas, t');
    await page
      .getByRole('list', { name: 'Place suggestions' })
      .getByRole('button', { name: 'Dallas, TX' })
      .click();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await page.getByRole('button', { name: 'Next' }).click();

    // 4. photos
    await expect(page).toHaveURL(/\/host\/booking\/upload-photos$/);
    await expect(page.getByRole('heading', { name: 'Upload Your Best Photos' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    // Each photo goes through the upload function (storage refuses direct uploads), answered with nosniff.
    const uploads: { status: number; nosniff: boolean }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/functions/v1/upload-vendor-photo') && r.request().method() === 'POST') {
        uploads.push({ status: r.status(), nosniff: r.headers()['x-content-type-options'] === 'nosniff' });
      }
    });
    await choosePhotos(page, [
      pngFile('stage.png', 2400, 1600, [30, 60, 120]),
      pngFile('tiny.png', 80, 80, [200, 30, 30]),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    ]);
    await expect(
      page.getByText('Some files had issues: tiny.png: Image too small, notes.txt: Not an image file'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('You need at least 4 more photo(s) to continue')).toBeVisible();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByText('Please upload at least 5 photos to continue.')).toBeVisible();
    await choosePhotos(page, [
      pngFile('crowd.png', 640, 480, [120, 40, 90]),
      pngFile('lights.png', 800, 600, [20, 120, 60]),
      pngFile('booth.png', 500, 500, [90, 90, 20]),
      pngFile('dance.png', 1024, 768, [10, 10, 10]),
    ]);
    await expect(page.getByText('5 of 20 photos')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/You need at least \d+ more photo/)).toHaveCount(0);
    await choosePhotos(
      page,
      Array.from({ length: 16 }, (_, i) => pngFile(`extra-${i}.png`, 120, 120, [i * 10, 50, 50])),
    );
    await expect(page.getByText('Can only add 15 more photos (16 selected)')).toBeVisible();
    await expect(page.getByText('5 of 20 photos')).toBeVisible();
    // Each photo was uploaded as it was chosen, its bar at 100% before Next.
    const bars = page.getByRole('progressbar', { name: /^Upload progress of / });
    await expect(bars).toHaveCount(5);
    for (const bar of await bars.all()) await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(5);
    await page.screenshot({ path: testInfo.outputPath('photos-uploaded-desktop.png'), fullPage: true });
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('photos-uploaded-phone.png'), fullPage: true });
    if (desktop) await page.setViewportSize(desktop);
    await next.click();
    await expect(page).toHaveURL(/\/host\/booking\/packages$/, { timeout: 60_000 });
    expect(uploads).toEqual(Array.from({ length: 5 }, () => ({ status: 200, nosniff: true })));

    // A reload keeps what was saved: back on the photo step the five stored photos are listed. The packages
    // step's own content first: while its code loads, the photo step (and its Back) is still shown.
    await expect(page.getByRole('group', { name: 'Package 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/host\/booking\/upload-photos$/);
    await page.reload();
    await expect(page.getByText('5 of 20 photos')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Remove saved photo / })).toHaveCount(5);
    await page.getByRole('button', { name: 'Next' }).click();

    // 5. packages
    await expect(page).toHaveURL(/\/host\/booking\/packages$/);
    const first = page.getByRole('group', { name: 'Package 1' });
    await first.getByLabel('Package name').fill('Gold');
    await first.getByLabel('Description').fill('Four hours of music');
    await first.getByLabel('Price ($)').fill('150');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please specify minimum hours for Package 1');
    await first.getByLabel('Minimum hours').fill('3');
    await page.getByRole('button', { name: 'Add Package' }).click();
    const second = page.getByRole('group', { name: 'Package 2' });
    await second.getByLabel('Package name').fill('Party');
    await second.getByLabel('Description').fill('Priced per guest');
    await second.getByLabel('Price ($)').fill('12.5');
    await second.getByLabel('Charging type').selectOption('per_guest');
    await second.getByLabel('Duration (hours)').fill('5');
    await second.getByLabel('Minimum spend ($)').fill('500');
    await page.getByRole('button', { name: 'Next' }).click();

    // 6. add-ons
    await expect(page).toHaveURL(/\/host\/booking\/add-ons$/);
    const addon = page.getByRole('group', { name: 'Add-on 1' });
    await addon.getByLabel('Add-on name').fill(' Fog machine ');
    await addon.getByLabel('Price ($)').fill('40');
    await page.getByRole('button', { name: 'Add Add-on' }).click();
    await page.getByRole('group', { name: 'Add-on 2' }).getByLabel('Add-on name').fill('No price');
    await page.getByRole('button', { name: 'Next' }).click();

    // 7. review and submit
    await expect(page).toHaveURL(/\/host\/booking\/review$/);
    await expect(page.getByText('Step 7 of 7').first()).toBeVisible();
    await expect(page.getByText('Austin, TX, Dallas, TX')).toBeVisible();
    await expect(page.getByText('5 photo(s)')).toBeVisible();
    await expect(page.getByText('Gold: $150.00 per hour')).toBeVisible();
    await expect(page.getByText('Fog machine: $40.00 per event')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await expect(page.getByText('Listing Submitted!')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/vendor$/);
    expect(await page.evaluate(() => localStorage.getItem('vendorId'))).toBeNull();

    const db = serviceClient();
    const { data: vendors } = await db.from('vendors').select('*').eq('user_id', userId);
    expect(vendors).toHaveLength(1);
    const vendor = vendors?.[0];
    expect(vendor).toMatchObject({
      name: 'Nova Beats',
      email,
      phone: '555-0199',
      servicetype: 'DJ',
      experience: 6,
      bio: 'Open-format DJ for weddings.',
      qualifications: ['Certified MC'],
      cities_served: ['Austin, TX', 'Dallas, TX'],
      status: 'pending_approval',
    });
    expect(vendor.submitted_at).not.toBeNull();

    // Photos: five paths {userId}/{timestamp}-{random}-{filename}, stored as WebP, the large one fitted.
    const photos = vendor.photos as string[];
    expect(photos).toHaveLength(5);
    for (const path of photos)
      expect(path).toMatch(new RegExp(`^${userId}/\\d{13}-[a-z0-9]+-[\\w.-]+\\.webp$`));
    expect(photos.map((p) => p.replace(/^.*-/, '')).sort()).toEqual(
      ['booth.webp', 'crowd.webp', 'dance.webp', 'lights.webp', 'stage.webp'].sort(),
    );
    const stored = await db.storage.from('vendor-photos').list(userId);
    expect(stored.data?.map((o) => `${userId}/${o.name}`).sort()).toEqual([...photos].sort());
    const stagePath = photos.find((p) => p.endsWith('-stage.webp')) as string;
    const stageUrl = db.storage.from('vendor-photos').getPublicUrl(stagePath).data.publicUrl;
    expect(await storedImageSize(page, stageUrl)).toEqual({ type: 'image/webp', width: 1620, height: 1080 });
    const boothPath = photos.find((p) => p.endsWith('-booth.webp')) as string;
    const boothUrl = db.storage.from('vendor-photos').getPublicUrl(boothPath).data.publicUrl;
    expect(await storedImageSize(page, boothUrl)).toEqual({ type: 'image/webp', width: 500, height: 500 });

    const { data: packages } = await db
      .from('Packages')
      .select('name, description, price, charging_type, duration_hours, minimum_hours, minimum_spend')
      .eq('vendor_id', vendor.id)
      .order('name');
    expect(
      packages?.map((p) => ({
        ...p,
        price: Number(p.price),
        minimum_spend: p.minimum_spend === null ? null : Number(p.minimum_spend),
      })),
    ).toEqual([
      {
        name: 'Gold',
        description: 'Four hours of music',
        price: 150,
        charging_type: 'per_hour',
        duration_hours: null,
        minimum_hours: 3,
        minimum_spend: null,
      },
      {
        name: 'Party',
        description: 'Priced per guest',
        price: 12.5,
        charging_type: 'per_guest',
        duration_hours: 5,
        minimum_hours: null,
        minimum_spend: 500,
      },
    ]);
    const { data: addons } = await db
      .from('addons')
      .select('item, price, charging_type')
      .eq('vendor_id', vendor.id);
    expect(addons?.map((a) => ({ ...a, price: Number(a.price) }))).toEqual([
      { item: 'Fog machine', price: 40, charging_type: 'per_event' },
    ]);
    expect(dialogs).toEqual([]);
  });

  test('on a phone, each step says what is wrong with bad input, next to it, and keeps what was typed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const { email } = await newVendor('Phone Beats');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, email);
    await page.goto('/host/booking/start');
    await page.getByRole('button', { name: "Let's get started" }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/host\/booking\/basic-info$/);

    const name = page.getByLabel('Name', { exact: true });
    await name.fill('x'.repeat(336));
    await page.getByLabel('Phone number').fill('abc');
    await page.getByLabel('Service type').selectOption('DJ');
    await page.getByLabel('Years of experience').fill('-5');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Name must be at most 200 characters')).toBeInViewport();
    await expect(page.getByText('Please enter a valid phone number (7 to 15 digits)')).toBeVisible();
    await expect(page.getByText('Experience must be a number of years from 0 to 80')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('x'.repeat(336));
    await expect(page).toHaveURL(/\/host\/booking\/basic-info$/);
    await page.screenshot({ path: test.info().outputPath('basic-info-phone.png') });

    await name.fill('Phone Beats');
    await page.getByLabel('Phone number').fill('+1 (512) 555-0142');
    await page.getByLabel('Years of experience').fill('4');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Where do you provide your service?' })).toBeVisible();

    const place = page.getByLabel('City or region');
    await place.fill('Atlantis');
    await place.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'Pick a city from the suggestions: a listing can only name the places we serve.',
    );
    await expect(place).toHaveValue('Atlantis');
    await place.fill('austin, tx');
    await place.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Austin, TX' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/host\/booking\/upload-photos$/);

    // The packages step, straight (photos are another test's matter).
    await page.goto('/host/booking/packages');
    const first = page.getByRole('group', { name: 'Package 1' });
    await first.getByLabel('Package name').fill('Gold', { timeout: 30_000 });
    await first.getByLabel('Description').fill('Four hours of music');
    await first.getByLabel('Price ($)').fill('-50');
    await first.getByLabel('Minimum hours').fill('3');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Package 1: prices and charges must be from $0 to $1,000,000.00',
    );
    await expect(page.getByRole('alert')).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('packages-phone.png') });
    await first.getByLabel('Price ($)').fill('150');
    await first.getByLabel(/^Maximum guests/).fill('200');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/host\/booking\/add-ons$/);
    expect(dialogs).toEqual([]);
  });

  test('an approved vendor chooses Edit Listing, changes a package and resubmits', async ({ page }) => {
    test.setTimeout(240_000);
    const { email, userId } = await newVendor('Edit Me Events');
    const db = serviceClient();
    const photos: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const path = `${userId}/${Date.now()}-seed${i}-photo${i}.png`;
      const { error } = await db.storage
        .from('vendor-photos')
        .upload(path, png(200, 150, [40 * i, 80, 160]), { contentType: 'image/png' });
      expect(error).toBeNull();
      photos.push(path);
    }
    const { data: vendor, error } = await db
      .from('vendors')
      .insert({
        user_id: userId,
        name: 'Edit Me Events',
        email,
        phone: '555-0142',
        servicetype: 'Photographer',
        experience: 3,
        qualifications: ['Licensed drone pilot'],
        bio: 'Event photography.',
        cities_served: ['Reno, NV'],
        photos,
        status: 'pending_approval',
        submitted_at: new Date().toISOString(),
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const vendorId = (vendor as { id: string }).id;
    const approved = await db.from('vendors').update({ status: 'approved' }).eq('id', vendorId);
    expect(approved.error).toBeNull();
    const inserted = await db.from('Packages').insert({
      vendor_id: vendorId,
      name: 'Gold',
      description: 'Two hours of shooting',
      price: 150,
      charging_type: 'per_hour',
      minimum_hours: 2,
    });
    expect(inserted.error).toBeNull();

    await signIn(page, email);
    await page.goto('/host/booking/start');
    await expect(page.getByText('Live & Active')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: "Let's get started" }).click();
    await expect(
      page.getByText(
        'Your listing has already been approved. You may edit the listing but please click submit on the last page after editing',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Edit Listing' }).click();
    await expect(page).toHaveURL(/\/host\/booking\/basic-info$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Edit Me Events');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/host\/booking\/location$/);
    await expect(page.getByRole('button', { name: 'Remove Reno, NV' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/host\/booking\/upload-photos$/);
    await expect(page.getByText('5 of 20 photos')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/host\/booking\/packages$/);
    const first = page.getByRole('group', { name: 'Package 1' });
    await expect(first.getByLabel('Package name')).toHaveValue('Gold');
    await first.getByLabel('Price ($)').fill('225');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/host\/booking\/add-ons$/);
    // The add-ons step's own content: while its code loads the packages step (and its Next) is still shown.
    await expect(page.getByRole('heading', { name: 'Add-on Services' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/host\/booking\/review$/);
    await expect(page.getByText('Gold: $225.00 per hour')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await expect(page.getByText('Listing Submitted!')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/vendor$/);

    const { data: after } = await db
      .from('vendors')
      .select('status, photos, submitted_at')
      .eq('id', vendorId)
      .single();
    expect(after).toMatchObject({ status: 'pending_approval', photos });
    const { data: packages } = await db
      .from('Packages')
      .select('name, description, price, charging_type, minimum_hours')
      .eq('vendor_id', vendorId);
    expect(packages?.map((p) => ({ ...p, price: Number(p.price) }))).toEqual([
      {
        name: 'Gold',
        description: 'Two hours of shooting',
        price: 225,
        charging_type: 'per_hour',
        minimum_hours: 2,
      },
    ]);
  });

  test('a listing under review cannot be restarted', async ({ page }) => {
    await signIn(page, 'pending@partyeasy.test');
    await page.goto('/host/booking/start');
    await expect(page.getByText('Under Review')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: "Let's get started" }).click();
    await expect(
      page.getByText("Your profile is still under review. You'll be notified once approved."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/host\/booking\/start$/);
  });
});
