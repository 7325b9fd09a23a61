/**
 * Terms acceptance and receipts (issue 45 items 5 and 6): an account without the current terms is asked
 * once after sign-in (decline signs out, accept is recorded and not asked again); a host opens the printable
 * receipt of a paid booking from My bookings (another host cannot); a vendor opens a payout's statement from
 * the dashboard. Sign-up's boxes are covered in auth.spec.ts.
 */
import { TERMS_VERSION } from '@partyeasy/shared-domain';
import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectOpened,
  logIn,
  serviceClient,
  test,
  uniqueEmail,
} from '../support/test';
import { newHost, pageAs, signIn } from '../support/users';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A day of its own (far ahead, or long past) so parallel runs do not collide on a vendor's calendar. */
function uniqueDay(yearsFromNow: number) {
  const d = new Date(Date.UTC(new Date().getUTCFullYear() + yearsFromNow, 0, 1));
  d.setUTCDate(d.getUTCDate() + Math.floor(Math.random() * 360));
  return d.toISOString().slice(0, 10);
}

test('sign-up needs the 18-or-older box, said beside it on a phone and a desktop', async ({ page }) => {
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Young Yuri');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('age'));
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const age = page.getByRole('checkbox', { name: 'I am 18 or older' });
    await expect(age).toHaveAccessibleDescription('Please confirm that you are 18 or older.');
    await expect(page.getByRole('checkbox', { name: /Privacy Policy/ })).toHaveAccessibleDescription(
      'Please accept the Terms & Conditions and Privacy Policy to continue.',
    );
    await expect(page.getByText('Verification email sent!')).toHaveCount(0);
    await age.scrollIntoViewIfNeeded();
    await shoot(page, `${name}-sign-up-age-required`);
  }
});

test('an account without the current terms is asked once after sign-in; decline signs out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Accepted no terms: the prompt is what this test is about.
  const old = await newHost({
    prefix: 'terms-old',
    name: 'Olive Older',
    metadata: { terms_version: undefined },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, old.email);
  const dialog = page.getByRole('dialog', { name: 'Before you continue' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  // Escape does not dismiss it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // Accepting without the box says why, beside the box.
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  const box = dialog.getByRole('checkbox', { name: /I am 18 or older and I accept/ });
  await expect(box).toHaveAccessibleDescription(
    'Please confirm that you are 18 or older and accept the Terms of Service and the Privacy Policy.',
  );
  await shoot(page, 'phone-terms-prompt-refused');

  await dialog.getByRole('button', { name: 'Decline and sign out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const { data: declined } = await serviceClient()
    .from('users')
    .select('terms_version')
    .eq('id', old.id)
    .single();
  expect(declined?.terms_version).toBeNull();

  // At the next sign-in (desktop) it is asked again; ticked with the keyboard and accepted, it is recorded.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, old.email);
  await expectOpened(dialog);
  await shoot(page, 'desktop-terms-prompt');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(dialog).toBeHidden();
  const { data: accepted } = await serviceClient()
    .from('users')
    .select('terms_version, terms_accepted_at')
    .eq('id', old.id)
    .single();
  expect(accepted?.terms_version).toBe(TERMS_VERSION);
  expect(accepted?.terms_accepted_at).toBeTruthy();

  // Not asked again: after a reload, nor at the next sign-in.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for Olive Older' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, old.email);
  await expect(page.getByRole('button', { name: 'Account menu for Olive Older' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a host opens the printable receipt of a paid booking from My bookings; another host cannot', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await newHost({ prefix: 'receipt-host', name: 'Rhea Receipt' });
  const day = uniqueDay(2);
  const { data: booking, error } = await serviceClient()
    .from('bookings')
    .insert({
      vendor_id: '00000000-0000-4000-8000-00000000d003',
      user_id: host.id,
      customer_email: host.email,
      customer_name: 'Rhea Receipt',
      total_amount: 400,
      processing_fee: 20,
      payment_status: 'paid',
      booking_date: day,
      booking_time: `${10 + Math.floor(Math.random() * 8)}:00`,
      duration_hours: 1,
      guest_count: 30,
      selected_packages: 'Portrait Session',
      event_location: '1 Main St, Dallas, TX',
      payment_intent_id: `pi_e2e_receipt_${Date.now()}`,
      paid_at: new Date().toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const bookingId = booking!.id as string;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, host.email);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /^Receipt for Golden Hour Photography/ })).toBeVisible();
  await shoot(page, 'phone-my-bookings-receipt-link');
  await page.getByRole('link', { name: /^Receipt for Golden Hour Photography/ }).click();
  await expect(page).toHaveURL(`/receipts/${bookingId}`);
  const sheet = page.getByRole('article', { name: /^Receipt R-/ });
  await expect(sheet.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  for (const [label, value] of [
    ['Vendor', 'Golden Hour Photography'],
    ['Subtotal', '$400.00'],
    ['Processing fee (5%)', '$20.00'],
    ['Total charged', '$420.00'],
    ['Net paid', '$420.00'],
  ] as const) {
    const row = sheet.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(row.getByRole('definition')).toHaveText(value);
  }
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  await shoot(page, 'phone-receipt');

  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'desktop-receipt');
  // Printed: the sheet alone, without the site's header, footer and buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await expect(sheet).toBeVisible();
  await shoot(page, 'print-receipt');
  await page.emulateMedia({ media: 'screen' });

  // Another host opening the same address learns nothing.
  const other = await newHost({ prefix: 'receipt-other', name: 'Otto Other' });
  const otherPage = await pageAs(browser, other);
  await otherPage.goto(`/receipts/${bookingId}`);
  await expect(otherPage.getByText('Receipt not found')).toBeVisible();
  await expect(otherPage.getByText('$420.00')).toHaveCount(0);
  await otherPage.context().close();
});

test('a vendor opens the statement of a payout from the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  const db = serviceClient();
  const day = uniqueDay(-3);
  const { data: booking, error } = await db
    .from('bookings')
    .insert({
      vendor_id: '00000000-0000-4000-8000-00000000d001',
      user_id: '00000000-0000-4000-8000-00000000b001',
      customer_email: 'host@partyeasy.test',
      customer_name: 'Hannah Host',
      total_amount: 300,
      processing_fee: 15,
      payment_status: 'completed',
      booking_date: day,
      booking_time: '10:00',
      duration_hours: 1,
      guest_count: 20,
      selected_packages: 'Party Starter',
      payment_intent_id: `pi_e2e_statement_${Date.now()}`,
      paid_at: new Date().toISOString(),
      completed_at: new Date().toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const { data: entry, error: ledgerError } = await db
    .from('payout_ledger')
    .insert({
      vendor_id: '00000000-0000-4000-8000-00000000d001',
      booking_id: booking!.id,
      kind: 'transfer',
      amount_cents: 30000,
      status: 'succeeded',
      provider_id: `tr_e2e_${Date.now()}`,
      settled_at: new Date().toISOString(),
    })
    .select('id')
    .single();
  expect(ledgerError).toBeNull();

  await signIn(page, 'dj@partyeasy.test');
  await page.goto('/vendor');
  const label = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  await page
    .getByRole('link', { name: `Statement for ${label}` })
    .first()
    .click();
  await expect(page).toHaveURL(`/vendor/statements/${entry!.id}`);
  const sheet = page.getByRole('article', { name: /^Payout statement P-/ });
  await expect(sheet.getByRole('heading', { level: 1, name: 'Payout statement' })).toBeVisible();
  await expect(sheet.getByText('Paid out', { exact: true })).toBeVisible();
  await expect(sheet.getByText('$300.00').first()).toBeVisible();
  await shoot(page, 'desktop-statement');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'phone-statement');
});
