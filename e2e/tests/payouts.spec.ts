/**
 * Vendors get paid: a vendor connects payouts on the payment stand-in's hosted onboarding, a host pays,
 * the clock passes the event (completion with an injected time, then the payout run the schedule calls),
 * the transfer shows on the vendor's earnings and the admin's payouts overview, and a late refund reverses
 * the vendor's part of it. Amounts are reconciled to the cent between the booking, the fee, the refund,
 * the ledger and the provider. (Races and retries: supabase/tests/payouts.test.ts.)
 */

import type { Page } from '@playwright/test';
import { expectShownMatchesStored } from '../support/stable-snapshot';
import { clientFor, expect, serviceClient, stack, test } from '../support/test';
import { bookAndPay, newHost, newVendorUser, pageAs, signIn } from '../support/users';

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const random = () => Math.random().toString(36).slice(2, 8);

/** The payment stand-in's API (what reached the provider), with the local stack's key. */
async function provider<T>(path: string): Promise<T> {
  const base = process.env.E2E_STRIPE_URL;
  if (!base) throw new Error('E2E_STRIPE_URL is set by global-setup.ts');
  const response = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${process.env.STRIPE_SECRET_KEY ?? 'sk_test_partyeasy_local'}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** An approved listing of this test only, with one $200 per-event package and a free day. */
async function approvedVendor(date: string) {
  const { id: userId, email } = await newVendorUser({ prefix: 'payouts-vendor', name: 'Pia Payee' });
  const name = `E2E Payouts ${random()}`;
  const { data: vendor, error } = await (await clientFor(email))
    .from('vendors')
    .insert({ user_id: userId, name, email, servicetype: 'DJ', cities_served: ['Dallas, TX'] })
    .select('id')
    .single();
  expect(error).toBeNull();
  const db = serviceClient();
  expect((await db.from('vendors').update({ status: 'approved' }).eq('id', vendor!.id)).error).toBeNull();
  expect(
    (
      await db.from('Packages').insert({
        vendor_id: vendor!.id,
        name: 'Piano Hour',
        price: 200,
        charging_type: 'per_event',
        duration_hours: 2,
      })
    ).error,
  ).toBeNull();
  expect(
    (
      await db.from('availability').insert({
        vendor_id: vendor!.id,
        date,
        start_time: '10:00',
        end_time: '18:00',
        is_available: true,
      })
    ).error,
  ).toBeNull();
  return { id: vendor!.id as string, email, name };
}

const payoutCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Payouts', level: 2 }) });
const earnings = (page: Page) => page.getByRole('list', { name: 'Earnings summary' });
const earning = (page: Page, title: string) =>
  earnings(page).getByRole('listitem', { name: title, exact: true }).locator('.ant-statistic-content');
const overview = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Payouts overview' })
    .getByRole('listitem', { name: title, exact: true })
    .locator('.ant-statistic-content');

/** money_figures' row (docs/payments.md "Money figures"). */
interface Totals {
  charged_cents: number;
  fee_cents: number;
  refunded_cents: number;
  paid_to_vendors_cents: number;
  reversed_cents: number;
  scheduled_cents: number;
  held_cents: number;
  platform_profit_cents: number;
}

interface Ledger {
  kind: string;
  status: string;
  amount_cents: number;
  provider_id: string | null;
}

test('a vendor connects payouts, is paid after the event, and a late refund reverses it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const db = serviceClient();
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const [vendor, host] = await Promise.all([
    approvedVendor(date),
    newHost({ prefix: 'payouts-host', name: `Hugo Host ${random()}` }),
  ]);
  const hostName = host.name;

  // 1. The vendor connects payouts on the hosted onboarding.
  await signIn(page, vendor.email);
  await page.goto('/vendor');
  const card = payoutCard(page);
  await expect(card.getByText('Not connected')).toBeVisible({ timeout: 45_000 });
  await expect(
    card.getByText('Earnings are held until you connect payouts.', { exact: false }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Connect payouts' }).click();
  await page.waitForURL(/\/connect\/onboard\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await page.getByLabel('Legal name or business name').fill('Pia Payee');
  await page.getByRole('button', { name: 'Agree and submit' }).click();
  await page.waitForURL((u) => u.pathname === '/vendor', { timeout: 30_000 });
  await expect(card.getByText('Payouts enabled')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL((u) => !u.searchParams.has('payouts'));
  const { data: account } = await db
    .from('payout_accounts')
    .select('stripe_account_id, state')
    .eq('vendor_id', vendor.id)
    .single();
  expect(account).toMatchObject({ state: 'payouts_enabled' });

  // 2. A host books and pays $200.00 + $10.00 on the hosted checkout, over HTTP (booking.spec.ts walks the
  //    modal and the hosted page).
  const booking = await bookAndPay(host, {
    vendorId: vendor.id,
    date,
    time: '10:00',
    durationHours: 2,
    guestCount: 20,
    packageName: 'Piano Hour',
    location: '1 Payout Plaza, Dallas, TX',
  });
  expect([Number(booking.total_amount), Number(booking.processing_fee)]).toEqual([200, 10]);

  // Before the event the money is scheduled, not paid out.
  await page.reload();
  await expect(earning(page, 'Scheduled')).toHaveText('$200.00', { timeout: 45_000 });
  await expect(earning(page, 'Paid out')).toHaveText('$0.00');

  // 3. The clock passes the event: the schedule's two steps, completion (at a time after the event's end
  //    in Dallas) and the payout run.
  const completed = await db.rpc('complete_finished_bookings', { p_now: `${date}T20:00:00Z` });
  expect(completed.error).toBeNull();
  const run = await fetch(`${stack().apiUrl}/functions/v1/payouts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack().serviceKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(run.status).toBe(200);
  const ledger = async () =>
    ((
      await db
        .from('payout_ledger')
        .select('kind, status, amount_cents, provider_id')
        .eq('booking_id', booking.id)
        .order('id')
    ).data ?? []) as Ledger[];
  expect(await ledger()).toEqual([
    {
      kind: 'transfer',
      status: 'succeeded',
      amount_cents: 20000,
      provider_id: expect.stringMatching(/^tr_/),
    },
  ]);
  const transfers = await provider<{
    data: { id: string; amount: number; destination: string; amount_reversed: number }[];
  }>(`/v1/transfers?transfer_group=booking-${booking.id}`);
  expect(transfers.data).toEqual([
    expect.objectContaining({ amount: 20000, destination: account!.stripe_account_id, amount_reversed: 0 }),
  ]);

  // 4. The vendor's earnings show the payout with its booking.
  await page.reload();
  await expect(earning(page, 'Paid out')).toHaveText('$200.00', { timeout: 45_000 });
  await expect(earning(page, 'Scheduled')).toHaveText('$0.00');
  await expect(earning(page, 'On hold')).toHaveText('$0.00');
  const payout = page
    .getByRole('region', { name: 'Payouts' })
    .getByRole('listitem')
    .filter({ hasText: hostName });
  await expect(payout).toContainText('Paid out');
  await expect(payout).toContainText('$200.00');
  await expect(payout).toContainText('Piano Hour');

  // 5. The admin's payouts overview shows what the ledger holds.
  const adminPage = await pageAs(browser, 'admin@partyeasy.test');
  const admin = await clientFor('admin@partyeasy.test');
  const totals = async () => {
    const { data } = await admin.rpc('money_figures', {}).single();
    return data as unknown as Totals;
  };
  /** Every card of the overview equals money_figures in SQL (other tests pay and refund meanwhile). */
  const expectOverviewMatchesSql = () =>
    expectShownMatchesStored(
      totals,
      async () => {
        await adminPage.goto('/admin/bookings');
        return Promise.all(
          (
            [
              'Charged by card',
              'Fees',
              'Refunded',
              'Paid to vendors',
              'Scheduled',
              'On hold',
              'Platform profit',
            ] as const
          ).map(async (title) => {
            const card = overview(adminPage, title);
            await expect(card).toBeVisible({ timeout: 45_000 });
            return card.textContent();
          }),
        );
      },
      (sql) => [
        dollars(sql.charged_cents),
        dollars(sql.fee_cents),
        dollars(sql.refunded_cents),
        dollars(sql.paid_to_vendors_cents - sql.reversed_cents),
        dollars(sql.scheduled_cents),
        dollars(sql.held_cents),
        dollars(sql.platform_profit_cents),
      ],
    );
  await expectOverviewMatchesSql();
  // The overview's figures add up, to the cent.
  const t = await totals();
  expect(t.charged_cents).toBe(
    t.platform_profit_cents +
      t.paid_to_vendors_cents -
      t.reversed_cents +
      t.scheduled_cents +
      t.held_cents +
      t.refunded_cents,
  );

  /** The booking's details show its money_figures (the vendor's dashboard reads the same function). */
  const dialog = adminPage.getByRole('dialog', { name: 'Booking Details' });
  const detailRow = (label: string) => dialog.getByRole('row').filter({ hasText: label });
  const expectDetailsMatchSql = async () => {
    const { data } = await admin.rpc('money_figures', { p_booking_id: booking.id }).single();
    const f = data as unknown as Totals & { vendor_share_cents: number };
    await expect(detailRow('Charged to the card')).toContainText(dollars(f.charged_cents), {
      timeout: 30_000,
    });
    await expect(detailRow('Refunded')).toContainText(dollars(f.refunded_cents));
    await expect(detailRow('Vendor payout')).toContainText(dollars(f.vendor_share_cents));
    await expect(detailRow('Platform profit')).toContainText(dollars(f.platform_profit_cents));
    return f;
  };

  // 6. A late refund of $50.00 by the admin reverses $50.00 of the transfer.
  const search = adminPage.getByLabel('Search bookings');
  await search.fill(hostName);
  await search.press('Enter');
  await adminPage.getByRole('button', { name: `View booking of ${hostName}` }).click({ timeout: 45_000 });
  // Paid out after the event: the subtotal to the vendor, the fee to the platform.
  expect(await expectDetailsMatchSql()).toMatchObject({
    charged_cents: 21000,
    refunded_cents: 0,
    vendor_share_cents: 20000,
    platform_profit_cents: 1000,
  });
  await expect(detailRow('Vendor payout')).toContainText('Paid out $200.00');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await dialog.getByText('Partial refund').click();
  await dialog.getByLabel('Amount to refund ($)').fill('50.00');
  await dialog.getByLabel('Reason').fill('Piano arrived late');
  await dialog.getByRole('button', { name: 'Refund $50.00' }).click();
  await expect
    .poll(async () => (await ledger()).map((e) => [e.kind, e.status, e.amount_cents]), { timeout: 30_000 })
    .toEqual([
      ['transfer', 'succeeded', 20000],
      ['reversal', 'succeeded', 5000],
    ]);
  const { data: refunded } = await db
    .from('bookings')
    .select('payment_status, refunded_cents, total_amount, processing_fee, payment_intent_id')
    .eq('id', booking.id)
    .single();
  expect(refunded).toMatchObject({ payment_status: 'completed', refunded_cents: 5000 });
  const [transfer] = (
    await provider<{ data: { amount: number; amount_reversed: number }[] }>(
      `/v1/transfers?transfer_group=booking-${booking.id}`,
    )
  ).data;
  expect(transfer).toMatchObject({ amount: 20000, amount_reversed: 5000 });
  const refunds = await provider<{ data: { amount: number; status: string }[] }>(
    `/v1/refunds?payment_intent=${refunded!.payment_intent_id}`,
  );
  expect(refunds.data.map((r) => [r.amount, r.status])).toEqual([[5000, 'succeeded']]);

  // To the cent: paid 21000 = refunded 5000 + the vendor's 15000 + the platform's 1000 (its fee).
  const paid = Math.round((Number(refunded!.total_amount) + Number(refunded!.processing_fee)) * 100);
  const vendorNet = transfer!.amount - transfer!.amount_reversed;
  const fee = Math.round(Number(refunded!.processing_fee) * 100);
  expect([paid, refunded!.refunded_cents, vendorNet, fee]).toEqual([21000, 5000, 15000, 1000]);
  expect(paid).toBe(refunded!.refunded_cents + vendorNet + fee);

  // The overview's totals move with the ledger (compared whole: other tests' bookings are in them too).
  await expectOverviewMatchesSql();
  await search.fill(hostName);
  await search.press('Enter');
  await adminPage.getByRole('button', { name: `View booking of ${hostName}` }).click({ timeout: 45_000 });
  expect(await expectDetailsMatchSql()).toMatchObject({
    charged_cents: 21000,
    refunded_cents: 5000,
    vendor_share_cents: 15000,
    platform_profit_cents: 1000,
  });
  await expect(detailRow('Vendor payout')).toContainText('Paid out $150.00 · $50.00 reversed');
  // Looked at on a desktop and a phone.
  await dialog.screenshot({ path: testInfo.outputPath('admin-booking-money-desktop.png') });
  await adminPage.getByRole('list', { name: 'Payouts overview' }).screenshot({
    path: testInfo.outputPath('admin-payouts-desktop.png'),
  });
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await dialog.screenshot({ path: testInfo.outputPath('admin-booking-money-phone.png') });
  await adminPage.keyboard.press('Escape');
  await adminPage.getByRole('list', { name: 'Payouts overview' }).screenshot({
    path: testInfo.outputPath('admin-payouts-phone.png'),
  });

  // The vendor sees the reversal next to the payout, and its earnings are its money_figures.
  await page.reload();
  await expect(earning(page, 'Paid out')).toHaveText('$150.00', { timeout: 45_000 });
  const { data: own } = await (await clientFor(vendor.email))
    .rpc('money_figures', { p_vendor_id: vendor.id })
    .single();
  const mine = own as unknown as Totals;
  await expect(earning(page, 'Paid out')).toHaveText(
    dollars(mine.paid_to_vendors_cents - mine.reversed_cents),
  );
  await expect(earning(page, 'Scheduled')).toHaveText(dollars(mine.scheduled_cents));
  await expect(earning(page, 'On hold')).toHaveText(dollars(mine.held_cents));
  await page.getByRole('list', { name: 'Earnings summary' }).screenshot({
    path: testInfo.outputPath('vendor-earnings-desktop.png'),
  });
  await expect(payout).toContainText('$150.00');
  await expect(payout).toContainText('$50.00 reversed after a refund');
});

test('a vendor back from an expired setup link is told so and gets a new one', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const vendor = await approvedVendor(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await signIn(page, vendor.email);
  await page.goto('/vendor');
  const card = payoutCard(page);
  await card.getByRole('button', { name: 'Connect payouts' }).click({ timeout: 45_000 });
  await page.waitForURL(/\/connect\/onboard\//, { timeout: 30_000 });

  // The provider sends a vendor whose link expired (or was used) to the refresh URL it was given.
  await page.goto('/vendor?payouts=refresh');
  await expect(card.getByText('Details needed')).toBeVisible({ timeout: 45_000 });
  await expect(
    card.getByText('Your setup link expired or was already used. Continue setup to get a new one.'),
  ).toBeVisible();
  await expect(page).toHaveURL((u) => !u.searchParams.has('payouts'));
  await card.screenshot({ path: testInfo.outputPath('payouts-link-expired.png') });
  await card.getByRole('button', { name: 'Continue setup' }).click();
  await page.waitForURL(/\/connect\/onboard\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
});
