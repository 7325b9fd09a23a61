import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { DEMO_PASSWORD, expect, serviceClient, stack, test, uniqueEmail } from '../support/test';

const ADMIN = 'admin@partyeasy.test';
const HOST = 'host@partyeasy.test';

const random = () => Math.random().toString(36).slice(2, 8);

/** A signed-in client for one user, as the browser would hold it (RLS applies). */
async function clientFor(email: string, password = DEMO_PASSWORD) {
  const s = stack();
  const client = createClient(s.apiUrl, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/**
 * A vendor account of this test with its own listing in its own city (`Testville-<random>`): the listing is
 * created by the vendor and submitted for review with the vendor's own token, as the onboarding does.
 */
async function submittedVendor(serviceType = 'DJ') {
  const email = uniqueEmail('admin-e2e-vendor');
  const { error: userError } = await serviceClient().auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
  });
  if (userError) throw userError;
  const vendorClient = await clientFor(email);
  const { data: user } = await vendorClient.auth.getUser();
  const city = `Testville-${random()}`;
  const name = `E2E ${serviceType} ${random()}`;
  const { data: vendor, error } = await vendorClient
    .from('vendors')
    .insert({ user_id: user.user!.id, name, email, servicetype: serviceType, cities_served: [city] })
    .select('id')
    .single();
  if (error) throw error;
  const { error: pkgError } = await vendorClient
    .from('Packages')
    .insert({ vendor_id: vendor.id, name: 'Party Package', price: 150, charging_type: 'per_event' });
  if (pkgError) throw pkgError;
  const { error: submitError } = await vendorClient.rpc('submit_listing', { p_vendor_id: vendor.id });
  if (submitError) throw submitError;
  return { id: vendor.id as string, name, email, city, client: vendorClient };
}

/** A booking of this test's own vendor (service role), so deleting it never disturbs other tests. */
async function bookingFor(vendorId: string, fields: Record<string, unknown> = {}) {
  const customer = `E2E Customer ${random()}`;
  const { data, error } = await serviceClient()
    .from('bookings')
    .insert({
      vendor_id: vendorId,
      customer_email: uniqueEmail('admin-e2e-customer'),
      customer_name: customer,
      total_amount: 200,
      payment_status: 'completed',
      booking_date: '2030-06-14',
      booking_time: '18:00',
      duration_hours: 3,
      guest_count: 40,
      selected_packages: 'Party Package',
      event_location: 'Testville Hall',
      ...fields,
    })
    .select('id')
    .single();
  if (error) throw error;
  return { id: data.id as string, customer };
}

/**
 * Signs the page in as `email`: the session supabase-js would store after a password sign-in is put into
 * local storage before the site's scripts run (the /login form has its own tests).
 */
async function signIn(page: Page, email: string) {
  const s = stack();
  const client = createClient(s.apiUrl, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  const storageKey = `sb-${new URL(s.apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [storageKey, JSON.stringify(data.session)] as const,
  );
}

async function openAdmin(page: Page, path: '/admin' | '/admin/bookings') {
  await signIn(page, ADMIN);
  await page.goto(path);
  // The first visit loads the page's chunks (ProTable is large) on busy machines.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
}

/** Picks an option of an antd Select by its label; searchable selects are narrowed by typing first. */
async function chooseOption(page: Page, label: string, option: string, { search = false } = {}) {
  const select = page.getByLabel(label, { exact: true });
  // The selected value's span lies over the input of a non-searchable select.
  await select.click({ force: !search });
  if (search) await select.fill(option);
  await page
    .locator(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title=${JSON.stringify(option)}]`,
    )
    .click();
}

test.describe('admin vendor review', () => {
  test('a submitted vendor is approved by the admin and appears on the public browse page', async ({
    page,
  }) => {
    const vendor = await submittedVendor();
    await openAdmin(page, '/admin');

    await chooseOption(page, 'Location', vendor.city, { search: true });
    await expect(page.getByText('Found 1 vendor(s) matching your criteria')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Active filters' }).getByText(`Location: ${vendor.city}`),
    ).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: vendor.name });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card.getByText('From $150.00')).toBeVisible();
    await expect(card.getByText(/^Created /)).toBeVisible();

    await card.getByRole('button', { name: `Review ${vendor.name}` }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: `Review ${vendor.name}` });
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${vendor.name} was approved.`)).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(card.getByText('approved', { exact: true })).toBeVisible();

    const { data: stored } = await serviceClient()
      .from('vendors')
      .select('status, status_changed_at')
      .eq('id', vendor.id)
      .single();
    expect(stored).toMatchObject({ status: 'approved' });
    expect(stored?.status_changed_at).toBeTruthy();

    // Public: an anonymous visitor now reads the listing, and the browse page shows it in its city.
    const anon = createClient(stack().apiUrl, stack().anonKey, { auth: { persistSession: false } });
    const { data: publicRows } = await anon.from('vendors').select('id').eq('id', vendor.id);
    expect(publicRows).toHaveLength(1);
    await page.goto(`/?city=${encodeURIComponent(vendor.city)}`);
    await expect(page.getByRole('link', { name: vendor.name })).toBeVisible();
  });

  test('a rejected vendor gets the reason the admin gave', async ({ page }) => {
    const vendor = await submittedVendor('Bartender');
    await openAdmin(page, '/admin');
    await chooseOption(page, 'Location', vendor.city, { search: true });
    const card = page.getByRole('listitem').filter({ hasText: vendor.name });
    await card.getByRole('button', { name: `Review ${vendor.name}` }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: `Review ${vendor.name}` });

    await drawer.getByRole('button', { name: 'Reject...' }).click();
    await drawer.getByRole('button', { name: 'Reject listing' }).click();
    await expect(drawer.getByText('Please give a reason for the rejection.')).toBeVisible();
    const reason = 'Please upload at least one photo of your bar setup.';
    await drawer.getByLabel(/Reason for the rejection/).fill(reason);
    await drawer.getByRole('button', { name: 'Reject listing' }).click();
    await expect(page.getByText(`${vendor.name} was rejected.`)).toBeVisible();
    await expect(card.getByText('rejected', { exact: true })).toBeVisible();

    // The vendor, with their own session, reads the new status and the reason (what the start page shows).
    const { data: own } = await vendor.client
      .from('vendors')
      .select('status, rejection_reason')
      .eq('id', vendor.id)
      .single();
    expect(own).toEqual({ status: 'rejected', rejection_reason: reason });
  });
});

test.describe('admin bookings oversight', () => {
  test('deleting a booking asks first, removes the row and closes its open detail', async ({ page }) => {
    const vendor = await submittedVendor();
    const booking = await bookingFor(vendor.id);
    await openAdmin(page, '/admin/bookings');

    await page.getByLabel('Search bookings').fill(booking.customer);
    await page.getByRole('button', { name: `View booking of ${booking.customer}` }).click();
    const detail = page.getByRole('dialog', { name: 'Booking Details' });
    await detail.getByRole('button', { name: 'Delete' }).click();

    const confirm = page.getByRole('dialog', { name: 'Delete Booking' });
    await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(detail).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No bookings found' })).toBeVisible();
    const { data } = await serviceClient().from('bookings').select('id').eq('id', booking.id);
    expect(data).toEqual([]);
  });
});

test('a non-admin sees Access Denied and the API gives them nothing of the same data', async ({ page }) => {
  const vendor = await submittedVendor();
  const booking = await bookingFor(vendor.id);

  await signIn(page, HOST);
  for (const path of ['/admin', '/admin/bookings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByText(vendor.name)).toHaveCount(0);
  }

  const host = await clientFor(HOST);
  const { data: vendors } = await host.from('vendors').select('id').eq('id', vendor.id);
  expect(vendors).toEqual([]);
  const { data: bookings } = await host.from('bookings').select('id').eq('id', booking.id);
  expect(bookings).toEqual([]);
  const { data: deleted } = await host.from('bookings').delete().eq('id', booking.id).select('id');
  expect(deleted ?? []).toEqual([]);
  const { error } = await host.rpc('admin_set_vendor_status', {
    p_vendor_id: vendor.id,
    p_status: 'approved',
  });
  expect(error?.code).toBe('42501');
  const { data: still } = await serviceClient().from('bookings').select('id').eq('id', booking.id);
  expect(still).toHaveLength(1);
});
