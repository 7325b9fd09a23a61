/**
 * Reviews (issue 29): a host pays for a booking, the booking completes (the completion run with its clock set
 * past the event's end), the completed mail's link opens the review form in My bookings, the review shows on
 * the profile and the browse card, the vendor replies from the dashboard, an admin hides it and the average
 * follows. The rules themselves are covered by supabase/tests/reviews.test.ts and the attack suite.
 */

import type { Page } from '@playwright/test';
import { expect, serviceClient, stack, test, waitForMail } from '../support/test';
import { bookAndPay, newHost, pageAs, signIn } from '../support/users';

/** Shaken & Stirred Bar Co. (bartender@partyeasy.test): no review in the seed, and no other spec reviews it. */
const BAR = '00000000-0000-4000-8000-00000000d002';
const BAR_NAME = 'Shaken & Stirred Bar Co.';

async function barRating() {
  const { data } = await serviceClient()
    .from('vendor_ratings')
    .select('rating_avg, review_count')
    .eq('vendor_id', BAR)
    .maybeSingle();
  return { average: data ? Number(data.rating_avg) : null, count: data?.review_count ?? 0 };
}

const ratingLabel = ({ average, count }: { average: number | null; count: number }) =>
  average === null || count === 0
    ? 'No reviews yet'
    : `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;

async function expectBarCard(page: Page, label: string) {
  await page.goto('/?category=Bartender');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: BAR_NAME }) });
  await expect(card.getByText(label === 'No reviews yet' ? 'No reviews yet' : /\(\d+\)/)).toBeVisible({
    timeout: 45_000,
  });
  if (label !== 'No reviews yet') await expect(card.getByRole('img', { name: label })).toBeVisible();
}

test('a completed booking is reviewed from the mail, shown, replied to, hidden, and the average follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const db = serviceClient();
  const reviewer = await newHost({ prefix: 'reviewer', name: 'Rita Reviewer' });
  const { email } = reviewer;

  // A free 10:00 window of the bar at least two days ahead, booked and paid (booking.spec.ts walks the modal
  // and the hosted page).
  const { data: windows } = await db
    .from('availability')
    .select('date')
    .eq('vendor_id', BAR)
    .eq('is_available', true)
    .eq('start_time', '10:00:00')
    .gt('date', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10))
    .order('date', { ascending: true })
    .limit(40);
  const { data: taken } = await db.from('bookings').select('booking_date').eq('vendor_id', BAR).limit(1000);
  const busy = new Set((taken ?? []).map((b) => b.booking_date));
  // From the middle of the list: the lifecycle spec takes the latest free date of the same vendor.
  const date = (windows ?? []).map((w) => w.date as string).find((d) => !busy.has(d));
  expect(date).toBeTruthy();
  const booking = await bookAndPay(reviewer, {
    vendorId: BAR,
    date: date!,
    time: '10:00',
    durationHours: 3,
    packageName: 'Cocktail Hour',
    location: '12 Review Rd, Austin, TX',
  });
  await signIn(page, email);

  // The completion run with its clock set a day after the event (pg_cron runs it every minute in
  // production), then the mail run.
  const { data: stored } = await db.from('bookings').select('payment_status').eq('id', booking!.id).single();
  expect(stored!.payment_status).toBe('paid');
  const after = new Date(`${date}T12:00:00Z`).getTime() + 86_400_000;
  const completion = await db.rpc('complete_finished_bookings', { p_now: new Date(after).toISOString() });
  expect(completion.error).toBeNull();
  const mailRun = await fetch(`${stack().apiUrl}/functions/v1/booking-emails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack().serviceKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(mailRun.status).toBe(200);
  const mail = await waitForMail(email, /^How was Shaken & Stirred Bar Co\.\?/, 30_000);
  const link = mail.links.find((l) => l.includes('review='));
  expect(link).toBeDefined();
  const target = new URL(link!);
  expect(`${target.pathname}${target.search}`).toBe(`/dashboard?review=${booking!.id}`);

  // The mail's link opens the form on My bookings.
  const before = await barRating();
  await page.goto(`${target.pathname}${target.search}`);
  const dialog = page.getByRole('dialog', { name: `Review ${BAR_NAME}` });
  await expect(dialog).toBeVisible({ timeout: 45_000 });
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(dialog.getByText('Please enter a title.')).toBeVisible();
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  // The one user-text rule: a title of zero-width characters is empty, a direction override is refused, and
  // control characters in the long text are removed and said.
  await dialog.getByLabel('Title').fill('\u200B\u200C\u200D');
  await dialog.getByLabel('Your review').fill('Fine.');
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('Please enter a title.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Avoid \u202Egnp.exe');
  await dialog.getByLabel('Your review').fill('Loud\u0007 music');
  await expect(dialog.getByLabel('Your review')).toHaveValue('Loud music');
  await expect(
    dialog.getByText('1 invisible control or text-direction character(s) were removed from your text.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(
    dialog.getByText('The title contains text-direction characters, which are not allowed.'),
  ).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('review-dialog-desktop.png') });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.screenshot({ path: test.info().outputPath('review-dialog-phone.png') });
  if (desktop) await page.setViewportSize(desktop);
  await dialog.getByLabel('Title').fill('Great cocktails');
  await dialog
    .getByLabel('Your review')
    .fill('The bartenders were quick and friendly.\nThe mojitos were a hit.');
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Thank you! Your review is posted.')).toBeVisible();
  const mine = page.getByRole('article', { name: 'Review by Rita: Great cocktails' });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('button', { name: `Edit review of ${BAR_NAME}` })).toBeVisible();
  await expect(page).toHaveURL((u) => !u.search.includes('review='));

  const withReview = await barRating();
  expect(withReview.count).toBe(before.count + 1);

  // The profile and the browse card.
  await page.goto(`/vendor/${BAR}`);
  const reviews = page.getByRole('list', { name: `Reviews of ${BAR_NAME}` });
  const onProfile = reviews.getByRole('article', { name: 'Review by Rita: Great cocktails' });
  await expect(onProfile).toBeVisible({ timeout: 45_000 });
  const month = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(onProfile.getByText(`Rita · ${month}`)).toBeVisible();
  await expect(onProfile.getByText('Reviewer')).toHaveCount(0);
  await expect(page.getByRole('img', { name: ratingLabel(withReview) }).first()).toBeVisible();
  await expectBarCard(page, ratingLabel(withReview));

  // The vendor replies from the dashboard.
  const vendorPage = await pageAs(browser, 'bartender@partyeasy.test');
  await vendorPage.goto('/vendor');
  const vendorReview = vendorPage.getByRole('article', { name: 'Review by Rita: Great cocktails' });
  await vendorReview.getByRole('button', { name: 'Reply to Rita' }).click({ timeout: 45_000 });
  await vendorReview.getByLabel('Your public reply to Rita').fill('\u200B\u2060');
  await vendorReview.getByRole('button', { name: 'Publish reply' }).click();
  await expect(vendorReview.getByText('Please write your reply.')).toBeVisible();
  await vendorReview.getByLabel('Your public reply to Rita').fill('Thanks\u001B[2J');
  await expect(
    vendorReview.getByText('1 invisible control or text-direction character(s) were removed from your text.'),
  ).toBeVisible();
  await vendorReview.screenshot({ path: test.info().outputPath('reply-form-desktop.png') });
  await vendorReview
    .getByLabel('Your public reply to Rita')
    .fill('Thank you, Rita! Cheers to the next party.');
  await vendorReview.getByRole('button', { name: 'Publish reply' }).click();
  await expect(vendorReview.getByRole('region', { name: "Vendor's reply" })).toContainText(
    'Thank you, Rita! Cheers to the next party.',
  );
  await expect(vendorReview.getByRole('button', { name: 'Reply to Rita' })).toHaveCount(0);
  await page.goto(`/vendor/${BAR}`);
  await expect(
    page
      .getByRole('article', { name: 'Review by Rita: Great cocktails' })
      .getByRole('region', { name: "Vendor's reply" }),
  ).toContainText('Cheers to the next party.', { timeout: 45_000 });

  // The admin hides it with a reason.
  const adminPage = await pageAs(browser, 'admin@partyeasy.test');
  await adminPage.goto('/admin/bookings');
  await adminPage.getByLabel('Search bookings').fill('Rita Reviewer', { timeout: 45_000 });
  await adminPage.getByLabel('Search bookings').press('Enter');
  await adminPage.getByRole('button', { name: 'View booking of Rita Reviewer' }).click({ timeout: 45_000 });
  const details = adminPage.getByRole('dialog', { name: 'Booking Details' });
  const moderated = details.getByRole('article', { name: 'Review by Rita: Great cocktails' });
  await moderated.getByRole('button', { name: 'Hide review' }).click();
  await moderated.getByRole('button', { name: 'Hide review' }).click();
  await expect(moderated.getByText('Please give a reason for hiding this review.')).toBeVisible();
  await moderated.getByLabel(/Reason for hiding/).fill('Spam \u202Etxet');
  await moderated.getByRole('button', { name: 'Hide review' }).click();
  await expect(
    moderated.getByText('The reason contains text-direction characters, which are not allowed.'),
  ).toBeVisible();
  await moderated.screenshot({ path: test.info().outputPath('hide-reason-desktop.png') });
  await moderated.getByLabel(/Reason for hiding/).fill('Mentions a competitor by name');
  await moderated.getByRole('button', { name: 'Hide review' }).click();
  await expect(moderated.getByText('Hidden by PartyEasy: Mentions a competitor by name')).toBeVisible();
  const { data: audit } = await db.from('review_moderation').select('action, reason').limit(50);
  expect(audit).toContainEqual({ action: 'hidden', reason: 'Mentions a competitor by name' });

  // The average without it, on the profile and the card; the host sees why.
  const hidden = await barRating();
  expect(hidden.count).toBe(withReview.count - 1);
  await page.goto(`/vendor/${BAR}`);
  await expect(page.getByRole('heading', { name: /^Reviews/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('article', { name: 'Review by Rita: Great cocktails' })).toHaveCount(0);
  await expectBarCard(page, ratingLabel(hidden));
  await page.goto('/dashboard');
  await expect(page.getByText('Hidden by PartyEasy: Mentions a competitor by name')).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByRole('button', { name: `Edit review of ${BAR_NAME}` })).toHaveCount(0);
});
