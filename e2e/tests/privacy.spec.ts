import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { VIEWPORTS } from '../support/a11y';
import { expect, serviceClient, test } from '../support/test';
import { newHost, signIn } from '../support/users';

/**
 * Privacy rights (issue 45 item 4) in Chromium at both sizes: from Account Settings a user downloads their data
 * (the JSON file and the bookings CSV, read back), deletes the account with their password (a wrong one is
 * refused beside the field), is signed out and cannot log in again. The rules (blockers, what is removed and
 * kept, the purge) are covered by supabase/tests/privacy.test.ts and the attack suite.
 */

const PASSWORD = 'Privacy-Pass-1';
/** Flash Booth Austin (rejected, no bookings): a past booking with it touches no other spec's listing. */
const FLASH_BOOTH = '00000000-0000-4000-8000-00000000d010';

async function newUserWithBooking(fullName: string, day: number) {
  const { id, email } = await newHost({
    prefix: 'privacy',
    name: fullName,
    password: PASSWORD,
    metadata: { phone_number: '214-555-0142' },
  });
  const db = serviceClient();
  const { data, error } = await db
    .from('bookings')
    .insert({
      vendor_id: FLASH_BOOTH,
      user_id: id,
      customer_email: email,
      customer_name: fullName,
      total_amount: 450,
      processing_fee: 22.5,
      payment_status: 'completed',
      booking_date: `2025-03-${String(day).padStart(2, '0')}`,
      booking_time: '19:00',
      duration_hours: 3,
      guest_count: 40,
      selected_packages: 'Photo booth',
      event_location: '5 Elm St, Dallas, "Backyard"',
      completed_at: new Date().toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { email, id, bookingId: data!.id as string };
}

async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

for (const [size, viewport, day] of [
  ['phone', VIEWPORTS.phone, 11],
  ['desktop', VIEWPORTS.desktop, 12],
] as const) {
  test(`${size}: downloads the data and the bookings, then deletes the account and cannot log in again`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const user = await newUserWithBooking(`Priya ${size === 'phone' ? 'Phone' : 'Desk'}`, day);
    await signIn(page, { email: user.email, password: PASSWORD });
    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { name: 'Your data and account' })).toBeVisible();

    const json = await downloaded(page, 'Download my data (JSON)');
    expect(json.name).toMatch(/^partyeasy-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.text);
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, phone_number: '214-555-0142' });
    expect(data.bookings_as_host).toEqual([
      expect.objectContaining({ id: user.bookingId, vendor_name: 'Flash Booth Austin', total_amount: 450 }),
    ]);
    expect(data.listing).toBeNull();

    const csv = await downloaded(page, 'Download my bookings (CSV)');
    expect(csv.name).toMatch(/^partyeasy-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      'role,booking_id,event_date,start_time,hours,guests,listing,package,addons,event_location,status,subtotal,fee,refunded,booked_at,paid_at,cancelled_at,completed_at',
    );
    expect(lines[1]).toContain(
      `host,${user.bookingId},2025-03-${day},19:00,3,40,Flash Booth Austin,Photo booth,,"5 Elm St, Dallas, ""Backyard""",completed,450.00,22.50,0.00,`,
    );
    expect(lines).toHaveLength(3);
    await page.screenshot({ path: testInfo.outputPath(`privacy-settings-${size}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Bookings and payouts are kept for 7 years')).toBeVisible();
    const passwordField = dialog.getByLabel('Type your password to confirm');
    await passwordField.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That password is wrong.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`privacy-delete-dialog-${size}.png`) });

    await passwordField.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account was deleted. We are sorry to see you go.')).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.goto('/account-settings');
    await expect(page.getByText('Please log in to access account settings.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`privacy-signed-out-${size}.png`) });

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
    await expect(page).toHaveURL('/login');

    // The booking stays without the host's details; the profile is empty.
    const db = serviceClient();
    const kept = await db
      .from('bookings')
      .select('customer_name, customer_email, event_location, total_amount')
      .eq('id', user.bookingId)
      .single();
    expect(kept.data).toEqual({
      customer_name: 'Deleted user',
      customer_email: '',
      event_location: null,
      total_amount: 450,
    });
    const profile = await db.from('users').select('name, email, phone_number').eq('id', user.id).single();
    expect(profile.data).toEqual({ name: null, email: null, phone_number: null });
  });
}
