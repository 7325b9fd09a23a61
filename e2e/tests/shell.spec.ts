import { expect, test } from '../support/test';
import { documentMark, enableInstanceProbes, expectPageFrom, markDocument, pushPath } from './fixtures';

test.beforeEach(async ({ page }) => {
  await enableInstanceProbes(page);
});

test('the home page renders inside the shell with its header and footer', async ({ page }) => {
  await page.goto('/');
  await expectPageFrom(page, 'hostApp');

  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header.getByRole('link', { name: /PartyEasy/ }).first()).toHaveAttribute('href', '/');
  for (const [name, href] of [
    ['Host an Event', '/'],
    ['Join as Vendor', '/host/booking/start'],
    ['About', '/about'],
    ['Login/Signup', '/login'],
  ] as const) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Plan it. Book it. Party easy.')).toBeVisible();
  await expect(footer.getByText('Dallas TX')).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  for (const [name, href] of [
    ['About Us', '/about'],
    ['Find Vendors', '/'],
    ['Join as a Vendor', '/vendor'],
    ['Terms', '/terms'],
    ['Privacy', '/privacy'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('navigating across routes of different remotes does not reload the page', async ({ page }) => {
  await page.goto('/');
  await expectPageFrom(page, 'hostApp');
  await markDocument(page);

  // Onboarding asks a signed-out visitor to log in, so the vendor remote's public page is the one to visit.
  await pushPath(page, '/vendor-landingpage');
  await expectPageFrom(page, 'vendorApp');

  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'About PartyEasy' })).toBeVisible();

  await pushPath(page, '/admin/bookings');
  await expectPageFrom(page, 'adminApp');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Find Vendors' }).click();
  await expect(page).toHaveURL('/');
  await expectPageFrom(page, 'hostApp');

  expect(await documentMark(page)).toBe('first-load');
});

test('every page starts at the top after navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/about');
  // The live page (the static first screen of its own page has its heading too, and not its height).
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'About PartyEasy' })).toBeVisible();
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL('/terms');
  // The terms page's own heading: while its code loads, the about page (and its h1) is still on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown address shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expectPageFrom(page, 'hostApp');
});

test('the payment pages show the spec texts', async ({ page }) => {
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText("Thank you for your booking. You'll hear from the vendor soon.")).toBeVisible();
  await page.goto('/cancel');
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByText("You cancelled the checkout. Try again when you're ready.")).toBeVisible();
});

test('on a 360 px screen the hamburger menu offers the same links', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expectPageFrom(page, 'hostApp');
  await expect(page.getByRole('banner').getByRole('link', { name: 'About', exact: true })).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
  const menu = page.getByRole('dialog');
  for (const name of ['Host an Event', 'Join as Vendor', 'About', 'Login/Signup']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'About PartyEasy' })).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
