/**
 * Disputes (issue 45 item 1) in Chromium: a host reports a problem with a completed booking from My bookings
 * on a phone (reason, description, a photo), the vendor sees it on the dashboard on a desktop, answers and
 * offers a partial refund, the host accepts it: refunded once, both mailed. An admin decides another one at
 * /admin/disputes (the queue, the photos, the decision with a reason) on a desktop and a phone. The rules
 * (30 days, who may read, money moved once) are covered by supabase/tests/disputes.test.ts.
 */
import type { Page } from '@playwright/test';
import { clientFor, expect, payWithTestCard, serviceClient, stack, test, waitForMail } from '../support/test';
import { newHost, pageAs, signIn } from '../support/users';

/** Bloom Balloon Studio (balloons@partyeasy.test): no other spec books it. */
const BLOOM = '00000000-0000-4000-8000-00000000d008';
const BLOOM_EMAIL = 'balloons@partyeasy.test';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * A booking of Bloom Balloon Studio paid by `host` on the payment stand-in's hosted page ($200.00 + $10.00
 * fee), whose event then took place two days ago and was completed by the schedule.
 */
async function completedBooking(page: Page, host: { email: string; id: string; name: string }) {
  const stripeUrl = process.env.E2E_STRIPE_URL!;
  const form = new URLSearchParams({
    mode: 'payment',
    success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': '21000',
    'line_items[0][price_data][product_data][name]': 'Balloon Arch',
  });
  const res = await fetch(`${stripeUrl}/v1/checkout/sessions`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_partyeasy_local',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const session = (await res.json()) as { id: string; url: string };
  const db = serviceClient();
  const hour = 8 + Math.floor(Math.random() * 10);
  const ahead = new Date(Date.now() + (400 + Math.floor(Math.random() * 300)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const { data: booking, error } = await db
    .from('bookings')
    .insert({
      vendor_id: BLOOM,
      user_id: host.id,
      customer_email: host.email,
      customer_name: host.name,
      total_amount: 200,
      processing_fee: 10,
      payment_status: 'pending',
      booking_date: ahead,
      booking_time: `${hour}:00`,
      duration_hours: 1,
      guest_count: 30,
      selected_packages: 'Balloon Arch',
      event_location: '5 Helium Way, Dallas, TX',
      checkout_session_id: session.id,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  await page.goto(session.url);
  await payWithTestCard(page, host.name);
  await expect
    .poll(
      async () =>
        (await db.from('bookings').select('payment_status').eq('id', booking!.id).single()).data
          ?.payment_status,
    )
    .toBe('paid');
  const past = new Date(Date.now() - 2 * 86_400_000 - Math.floor(Math.random() * 5) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  expect((await db.from('bookings').update({ booking_date: past }).eq('id', booking!.id)).error).toBeNull();
  expect((await db.rpc('complete_finished_bookings')).error).toBeNull();
  const { data } = await db
    .from('bookings')
    .select('payment_status, payment_intent_id')
    .eq('id', booking!.id)
    .single();
  expect(data?.payment_status).toBe('completed');
  return booking!.id as string;
}

test('a host reports a problem on a phone, the vendor offers a partial refund on a desktop, the host accepts', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const host = await newHost({ prefix: 'dispute-host', name: 'Dana Dispute' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, host);
  const bookingId = await completedBooking(page, host);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Past' }).click();
  const card = page.locator('[aria-label^="Bloom Balloon Studio,"]').first();
  await card.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with Bloom Balloon Studio' });
  await expect(dialog).toBeVisible();
  // Sent empty: each field says what is missing, and nothing is stored.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose what went wrong.')).toBeVisible();
  await expect(dialog.getByText('Please describe what went wrong.')).toBeVisible();
  await shoot(page, 'phone-report-refused');
  await dialog.getByRole('radio', { name: 'Arrived late or left early' }).check();
  await dialog
    .getByLabel('Describe what happened')
    .fill('The balloon team came an hour late and left before the arch was finished.');
  await dialog.getByLabel(/^Photos/).setInputFiles({ name: 'arch.png', mimeType: 'image/png', buffer: PNG });
  await shoot(page, 'phone-report-filled');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page).toHaveURL(/\/disputes\/[0-9a-f-]{36}$/);
  const disputeId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Problem report' })).toBeVisible();
  await expect(page.getByText('Arrived late or left early')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Evidence 1 of 1' })).toBeVisible();
  await page.getByLabel('Write a message').fill('Can you explain what happened?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Can you explain what happened?')).toBeVisible();
  await shoot(page, 'phone-dispute-host');
  // The report is gone from the card: it links to the dispute instead.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('button', { name: 'View problem report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

  // The vendor, on a desktop: the dashboard lists it, the payout is on hold, it answers and offers $50.
  const vendor = await pageAs(browser, BLOOM_EMAIL, { viewport: { width: 1280, height: 900 } });
  await vendor.goto('/vendor');
  const reported = vendor.getByRole('heading', { name: 'Reported problems' });
  await expect(reported).toBeVisible();
  await vendor.getByRole('link', { name: 'Arrived late or left early' }).first().click();
  await expect(vendor).toHaveURL(`/vendor/disputes/${disputeId}`);
  await expect(
    vendor.getByText("The vendor's payout for this booking is on hold until the dispute is resolved."),
  ).toBeVisible();
  await expect(vendor.getByText('Can you explain what happened?')).toBeVisible();
  await vendor.getByLabel('Write a message').fill('Traffic on the highway, sorry. We can refund part of it.');
  await vendor.getByRole('button', { name: 'Send', exact: true }).click();
  // More than its share is refused by the form with the database's message.
  await vendor.getByLabel(/^Offer a partial refund/).fill('250');
  await vendor.getByRole('button', { name: 'Send offer' }).click();
  await expect(
    vendor.getByText('The refund you offer must be more than $0.00 and at most your share of the booking.'),
  ).toBeVisible();
  await vendor.getByLabel(/^Offer a partial refund/).fill('50');
  await vendor.getByRole('button', { name: 'Send offer' }).click();
  await expect(vendor.getByText('The vendor offers a refund of')).toBeVisible();
  await shoot(vendor, 'desktop-dispute-vendor');

  // The host accepts: refunded once, the dispute resolved, both mailed.
  await page.goto(`/disputes/${disputeId}`);
  await expect(page.getByText('Traffic on the highway, sorry.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept $50.00 refund' }).click();
  await expect(page.getByText("Refund of $50.00 (the vendor's offer, accepted)")).toBeVisible();
  await expect(page.getByText('This dispute is resolved: its conversation is closed.')).toBeVisible();
  await shoot(page, 'phone-dispute-resolved');
  const { data: booking } = await serviceClient()
    .from('bookings')
    .select('refunded_cents')
    .eq('id', bookingId)
    .single();
  expect(booking?.refunded_cents).toBe(5000);
  const mail = await waitForMail(host.email, /is resolved/);
  expect(mail.text).toContain("Refund of $50.00 (the vendor's offer, accepted)");
  await waitForMail(BLOOM_EMAIL, /is resolved/);
  await vendor.context().close();
});

test('an admin decides a dispute at /admin/disputes with a reason, on a desktop and a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const host = await newHost({ prefix: 'dispute-host', name: 'Abe Admincase' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, host);
  const bookingId = await completedBooking(page, host);
  const client = await clientFor(host.email);
  const { data: dispute, error } = await client.rpc('report_dispute', {
    p_booking_id: bookingId,
    p_reason: 'no_show',
    p_description: 'Nobody came to set up the balloons at all.',
  });
  expect(error).toBeNull();
  const token = (await client.auth.getSession()).data.session!.access_token;
  const photo = await fetch(`${stack().apiUrl}/functions/v1/dispute-photo?disputeId=${dispute.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: new Blob([new Uint8Array(PNG)]),
  });
  expect(photo.status).toBe(200);

  const admin = await pageAs(browser, 'admin@partyeasy.test', { viewport: { width: 1280, height: 900 } });
  await admin.goto('/admin/disputes');
  await expect(admin.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await admin
    .getByRole('button', { name: 'Open the dispute of Abe Admincase about Bloom Balloon Studio' })
    .click();
  const drawer = admin.getByRole('dialog', { name: 'Dispute' });
  await expect(drawer.getByText("Vendor didn't show up")).toBeVisible();
  await expect(drawer.getByRole('img', { name: 'Evidence 1 of 1' })).toBeVisible();
  await drawer.getByRole('radio', { name: /^Full refund/ }).check();
  await drawer.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(drawer.getByText('Please give the reason for the decision.')).toBeVisible();
  await shoot(admin, 'desktop-admin-dispute');
  await admin.setViewportSize({ width: 390, height: 844 });
  await shoot(admin, 'phone-admin-dispute');
  await drawer.getByLabel('Reason (sent to both sides)').fill('The vendor confirmed nobody came.');
  await drawer.getByRole('button', { name: 'Resolve dispute' }).click();
  await expect(drawer.getByText('Full refund of $210.00')).toBeVisible();
  await shoot(admin, 'phone-admin-dispute-resolved');
  const { data: booking } = await serviceClient()
    .from('bookings')
    .select('refunded_cents')
    .eq('id', bookingId)
    .single();
  expect(booking?.refunded_cents).toBe(21000);
  const mail = await waitForMail(host.email, /is resolved/);
  expect(mail.text).toContain('Reason: The vendor confirmed nobody came.');
  await admin.context().close();
});
