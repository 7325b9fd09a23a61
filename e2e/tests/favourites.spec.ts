/** The heart: saved in the host's favourites, kept across reloads, listed on /favorites; visitors log in first. */
import type { Page } from '@playwright/test';
import { expect, serviceClient, test } from '../support/test';
import { newHost } from '../support/users';

const PASSWORD = 'Favourites-Pass-1';
const random = () => Math.random().toString(36).slice(2, 8);

const newFavHost = (name: string) =>
  newHost({ prefix: 'fav', name, password: PASSWORD, metadata: { phone_number: '214-555-0142' } });

/** A live listing of its own in a city of its own, so its card is the only one the browse page shows. */
async function liveVendor() {
  const owner = await newFavHost('Fav Owner');
  const city = `Heartville ${random()}, TX`;
  const name = `Heart Beats ${random()}`;
  const { data, error } = await serviceClient()
    .from('vendors')
    .insert({ user_id: owner.id, name, servicetype: 'DJ', cities_served: [city], status: 'approved' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { id: data?.id as string, name, city };
}

async function savedIds(hostId: string) {
  const { data } = await serviceClient().from('favourites').select('vendor_id').eq('host_id', hostId);
  return (data ?? []).map((row) => row.vendor_id);
}

async function logInHere(page: Page, email: string) {
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(PASSWORD);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

test("a visitor's heart asks them to log in, then saves it; the list and the profile agree", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const host = await newFavHost('Fiona Fave');
  const vendor = await liveVendor();
  const browse = `/?city=${encodeURIComponent(vendor.city)}`;
  await page.goto(browse);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: vendor.name }) });
  const heart = card.getByRole('button', { name: `Favorite ${vendor.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const prompt = page.getByRole('dialog', { name: 'Log in to save your favorites' });
  await expect(prompt).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-visitor-prompt.png') });
  await prompt.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(browse)}`);
  await logInHere(page, host.email);

  // Back on the same results, the heart is saved.
  await expect(page).toHaveURL(browse);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedIds(host.id)).toEqual([vendor.id]);
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('phone-browse-saved.png') });

  // The profile shows the same heart.
  await card.getByRole('link', { name: vendor.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
  const profileHeart = page.getByRole('button', { name: `Favorite ${vendor.name}` });
  await expect(profileHeart).toHaveAttribute('aria-pressed', 'true');

  // Favorites, from the header's menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your favorites' });
  await expect(list.getByRole('heading', { name: vendor.name })).toBeVisible();
  await expect(page.getByText('1 saved vendor', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-favorites.png'), fullPage: true });

  // Taken off the list with its heart: gone after a reload too.
  await list.getByRole('button', { name: `Favorite ${vendor.name}` }).click();
  await expect(page.getByText('No favorites yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No favorites yet')).toBeVisible();
  expect(await savedIds(host.id)).toEqual([]);
});

test('a heart the server refuses turns back and says so; the next press saves', async ({ page }) => {
  const host = await newFavHost('Rolf Back');
  const vendor = await liveVendor();
  await page.goto('/login');
  await logInHere(page, host.email);
  await expect(page.getByRole('button', { name: 'Account menu for Rolf Back' })).toBeVisible();
  await page.goto(`/vendor/${vendor.id}`);
  const heart = page.getByRole('button', { name: `Favorite ${vendor.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // The server is out for one request.
  let failures = 1;
  await page.route('**/rest/v1/favourites*', async (route) => {
    if (route.request().method() === 'POST' && failures-- > 0)
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Service unavailable"}',
      });
    return route.continue();
  });
  await heart.click();
  await expect(page.getByRole('alert').filter({ hasText: `We couldn't save ${vendor.name}` })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: test.info().outputPath('desktop-refused.png') });
  expect(await savedIds(host.id)).toEqual([]);

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedIds(host.id)).toEqual([vendor.id]);
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('desktop-profile-saved.png') });
});
