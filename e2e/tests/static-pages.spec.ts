import { expect, test } from '../support/test';
import { documentMark, markDocument } from './fixtures';

test('the terms carry their dates and facts', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  for (const fact of [
    'Effective date: June 18, 2025',
    'Last updated: June 18, 2025',
    'You must be 18 or older',
    'Cancelled 72 or more hours before the event: full refund minus processing fees.',
    'Cancelled 24 to 72 hours before the event: 50% refund.',
    'Cancelled less than 24 hours before the event: no refund.',
    'Events within 7 days of booking are fully refunded if cancelled within 4 hours of booking.',
    '7 days’ notice',
    'Refunds take 3 to 5 business days',
    'Disputes are handled within 30 days of the event.',
    'Reply to messages within 24 hours.',
    'Reply to booking requests within 12 hours.',
    'Keep cancellations under 5% of bookings.',
    'Keep an average rating of 4 stars or more.',
    '30 days before they take effect',
  ]) {
    await expect(page.getByText(fact)).toBeVisible();
  }
});

test('the privacy policy carries its version, dates and retention periods', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const fact of [
    'Version 1.0',
    'Effective date: June 18, 2025',
    'Last updated: June 18, 2025',
    'people under 13 may not use it',
    'Booking history: 7 years.',
    'Communication logs: 3 years.',
    'Analytics data: 2 years.',
    'Data of a deleted account is removed within 30 days.',
    'Backups are purged within 90 days.',
    'We answer every request within 30 days.',
    'Download your data at any time from Account Settings',
    'Delete your account from Account Settings with your password.',
    'Booking and payout records are kept for the 7 years of booking history without your personal details',
  ]) {
    await expect(page.getByText(fact)).toBeVisible();
  }
});

test('the about page links to the vendors and the vendor landing page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About PartyEasy' })).toBeVisible();
  await expect(page.getByText(/5% processing fee/)).toBeVisible();
  // Links drawn as buttons: plain links in the page's static copy (they work before the app runs), followed
  // inside the app by the live page, without loading a page.
  await expect(page.locator('#prerendered')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Find Vendors' })).toHaveAttribute(
    'href',
    '/',
  );
  await markDocument(page);
  await page.getByRole('link', { name: 'Become a Vendor' }).click();
  await expect(page).toHaveURL('/vendor-landingpage');
  await expect(page.getByRole('heading', { level: 1, name: 'Grow your event business' })).toBeVisible();
  expect(await documentMark(page)).toBe('first-load');
});
