import { clientFor, DEMO_PASSWORD, expect, serviceClient, stack, test } from '../support/test';
import { newHost, newUser, newVendorUser, signIn } from '../support/users';

const random = () => Math.random().toString(36).slice(2, 8);
const DAY_MS = 86_400_000;

/** An approved listing of a vendor account of this test, with one package and a free day `days` ahead. */
async function listedVendor(kind: string, price: number, date: string) {
  const user = await newVendorUser({ prefix: 'charges-vendor' });
  const db = serviceClient();
  const name = `E2E ${kind} ${random()}`;
  const { data: vendor, error } = await db
    .from('vendors')
    // Listed as old, so that the home page's first page (newest first) keeps the seed's vendors other specs open.
    .insert({
      user_id: user.id,
      name,
      email: user.email,
      servicetype: kind,
      status: 'approved',
      created_at: '2020-01-01T00:00:00Z',
    })
    .select('id')
    .single();
  if (error) throw error;
  const { data: pkg, error: pkgError } = await db
    .from('Packages')
    .insert({ vendor_id: vendor.id, name: 'Evening', price, charging_type: 'per_event' })
    .select('id')
    .single();
  if (pkgError) throw pkgError;
  const { error: dayError } = await db.from('availability').insert({ vendor_id: vendor.id, date });
  if (dayError) throw dayError;
  return { id: vendor.id as string, packageId: pkg.id as string, name };
}

/**
 * One charge paying three vendors of a host's event (create-event-checkout and the payment stand-in's hosted
 * page over HTTP), then one of them cancelled by the host (a partial refund of the one charge).
 */
async function paidEventCharge() {
  const date = new Date(Date.now() + 40 * DAY_MS).toISOString().slice(0, 10);
  const vendors = [
    await listedVendor('DJ', 400, date),
    await listedVendor('Bartender', 250, date),
    await listedVendor('Photographer', 320, date),
  ];
  const host = await newHost({ prefix: 'charges-host' });
  const eventName = `Charge party ${random()}`;
  const { data: event, error } = await serviceClient()
    .from('events')
    .insert({
      host_id: host.id,
      name: eventName,
      event_date: date,
      start_time: '18:00',
      city: 'Austin, TX',
      guest_count: 40,
    })
    .select('id')
    .single();
  if (error) throw error;
  const client = await clientFor(host.email, host.password);
  const token = (await client.auth.getSession()).data.session!.access_token;
  const call = (fn: string, body: unknown) =>
    fetch(`${stack().apiUrl}/functions/v1/${fn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const started = await call('create-event-checkout', {
    eventId: event.id,
    items: vendors.map((v) => ({ vendorId: v.id, packageId: v.packageId, addons: [] })),
    uiMode: 'hosted',
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const { url, groupId, bookingIds } = (await started.json()) as {
    url: string;
    groupId: string;
    bookingIds: string[];
  };
  const paid = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: host.name,
    }).toString(),
  });
  expect(paid.status).toBe(303);
  await expect
    .poll(
      async () =>
        (await serviceClient().from('checkout_groups').select('status').eq('id', groupId).single()).data
          ?.status,
      {
        timeout: 15_000,
      },
    )
    .toBe('paid');
  // The host cancels the bartender a month ahead: its subtotal is refunded from the one charge.
  const { data: bartender } = await serviceClient()
    .from('bookings')
    .select('id')
    .in('id', bookingIds)
    .eq('vendor_id', vendors[1]!.id)
    .single();
  const cancelled = await call('cancel-booking', { bookingId: bartender!.id, as: 'host' });
  expect(cancelled.status, await cancelled.clone().text()).toBe(200);
  return { eventName, vendors };
}

test('the admin sees a charge paying several vendors and each vendor’s part, on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { eventName, vendors } = await paidEventCharge();
  const admin = await newUser('admin', { prefix: 'charges-admin', password: DEMO_PASSWORD });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await signIn(page, admin);
    await page.goto('/admin/bookings');
    const section = page.getByRole('region', { name: 'Charges paying several vendors' });
    await expect(section.getByRole('heading', { name: 'Charges paying several vendors' })).toBeVisible({
      timeout: 20_000,
    });
    await section.getByRole('button', { name: 'Show charges' }).click();
    // The newest charge is this test's: $400.00 + $250.00 + $320.00 and 5% fees = $1,018.50.
    const charges = section.getByRole('table', { name: 'Charges paying several vendors' });
    const row = charges.getByRole('row').filter({ hasText: '$1,018.50' }).first();
    await expect(row).toBeVisible();
    await expect(row.getByText('Reconciles')).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await row.click();
    // A table of the vendors on a desktop, a block per vendor on a phone.
    const phone = viewport.width < 768;
    const lines = section.getByRole(phone ? 'list' : 'table', { name: 'Vendors of the charge of $1,018.50' });
    for (const v of vendors) await expect(lines.getByText(v.name)).toBeVisible();
    const bartender = phone
      ? lines.getByRole('listitem', { name: vendors[1]!.name })
      : lines.getByRole('row').filter({ hasText: vendors[1]!.name });
    await expect(bartender).toContainText('Cancelled');
    await expect(bartender).toContainText('$262.50');
    await expect(bartender).toContainText('$250.00');
    if (!phone)
      await expect(lines.getByRole('row').filter({ hasText: 'All vendors' })).toContainText('$1,018.50');
    // Every column of the list of charges fits the screen: nothing is scrolled out of sight.
    await expect(row.getByText('Reconciles')).toBeInViewport();
    await expect(
      section.getByText(new RegExp(`^${eventName}: charged \\$1,018\\.50 − refunded \\$250\\.00`)),
    ).toBeVisible();
    await lines.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`admin-charges-${viewport.name}.png`),
      fullPage: false,
    });
  }
});
