/**
 * Custom quotes, the host's side (issue 44), at phone and desktop sizes: a new host ticks four vendors of one
 * category on browse, sees that one has no availability on the chosen date and takes it off, and sends the
 * request to three; two vendors answer with an offer and one declines with a reason, through the RPC as
 * themselves (the vendor's screens are covered by their own spec); the host compares on /quotes (a table on a
 * desktop, cards on a phone), accepts the cheaper offer and pays in the embedded checkout, and finds the
 * booking in My bookings; the other offer runs past its expiry, the expiry job runs, and /quotes shows it
 * expired. The vendors are the test's own, in a city of their own, so no other spec sees them.
 */

import type { FrameLocator, Page } from '@playwright/test';
import { expectAccessible, VIEWPORTS } from '../support/a11y';
import { clientFor, expect, expectOpened, serviceClient, test } from '../support/test';
import { newHost, newVendorUser, signIn } from '../support/users';

const random = () => Math.random().toString(36).slice(2, 8);

/** A live Casino listing of its own in `city`, open 10:00-23:00 on `openOn` (none: no availability). */
async function casino(name: string, city: string, openOn: string | null) {
  const owner = await newVendorUser({ prefix: 'quotes-vendor', name: `${name} Owner` });
  const { data, error } = await serviceClient()
    .from('vendors')
    .insert({ user_id: owner.id, name, servicetype: 'Casino', cities_served: [city], status: 'approved' })
    .select('id')
    .single();
  expect(error).toBeNull();
  const id = data!.id as string;
  if (openOn) {
    const open = await serviceClient()
      .from('availability')
      .insert({ vendor_id: id, user_id: owner.id, date: openOn, start_time: '10:00', end_time: '23:00' });
    expect(open.error).toBeNull();
  }
  return { id, name, email: owner.email };
}

/** The id of `vendor`'s quote of the request. */
async function quoteOf(vendor: { id: string }, requestId: string): Promise<string> {
  const { data: quote } = await serviceClient()
    .from('quotes')
    .select('id')
    .eq('request_id', requestId)
    .eq('vendor_id', vendor.id)
    .single();
  expect(quote).toBeTruthy();
  return quote!.id as string;
}

/** The vendor answers its quote of `requestId` with an offer for 18:00, 4 hours, open two days. */
async function offer(
  vendor: { id: string; email: string },
  requestId: string,
  date: string,
  priceCents: number,
) {
  const quoteId = await quoteOf(vendor, requestId);
  const client = await clientFor(vendor.email);
  const { error } = await client.rpc('make_quote_offer', {
    p_quote_id: quoteId,
    p_price_cents: priceCents,
    p_includes: 'Three tables with dealers, fun money and prizes',
    p_event_date: date,
    p_start_time: '18:00',
    p_hours: 4,
    p_expires_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  expect(error).toBeNull();
}

/** Fills the card form in the frame and presses its Pay button with the keyboard (see booking.spec.ts). */
async function payWithCard(form: FrameLocator, name: string) {
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill(name);
  await form.getByRole('button', { name: /^Pay / }).press('Enter');
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`${size}: a host asks three vendors of one category from browse (two offer, one declines), pays the cheaper offer, the other expires`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const tag = random();
    const city = `Quoteville ${tag}, TX`;
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const aces = await casino(`Aces High ${tag}`, city, date);
    const royal = await casino(`Royal Flush ${tag}`, city, date);
    const jackpot = await casino(`Jackpot Nights ${tag}`, city, date);
    const closed = await casino(`Closed Casino ${tag}`, city, null);
    const host = await newHost({ prefix: 'quotes-host', name: 'Quinn Quoter' });
    await signIn(page, host);

    // A live listing without packages (the demo balloon studio) is booked by asking for a quote.
    await page.goto('/vendor/00000000-0000-4000-8000-00000000d008');
    await expect(page.getByRole('heading', { level: 1, name: 'Bloom Balloon Studio' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a quote' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
    await shot(page, `${size}-custom-pricing-profile`);

    // Browse one category: each card can be ticked; the sticky bar counts them.
    await page.goto(`/?category=Casino&city=${encodeURIComponent(city)}`);
    for (const vendor of [aces, royal, jackpot, closed]) {
      await page.getByRole('checkbox', { name: `Request a quote from ${vendor.name}` }).check();
    }
    const bar = page.getByRole('region', { name: 'Quote request' });
    await expect(bar.getByText('4 of 5 vendors selected')).toBeVisible();
    await shot(page, `${size}-browse-picked`);
    await bar.getByRole('button', { name: 'Request quotes' }).click();

    const form = page.getByRole('dialog', { name: 'Request quotes' });
    await expectOpened(form);
    await form.getByLabel('Event date').fill(date);
    await form.getByLabel('Start time').fill('18:00');
    await form.getByLabel('Hours').fill('4');
    await form.getByLabel('Guests').fill('60');
    await form.getByLabel('City or location').fill(city);
    await form.getByLabel('Budget (optional)').fill('900');
    await form.getByLabel('What do you need?').fill('Casino night for a 40th birthday, three tables.');
    const asked = form.getByRole('region', { name: 'Vendors asked' });
    const row = (name: string) => asked.getByRole('listitem').filter({ hasText: name });
    await expect(row(aces.name).getByText('Available that date')).toBeVisible();
    await expect(row(royal.name).getByText('Available that date')).toBeVisible();
    await expect(row(jackpot.name).getByText('Available that date')).toBeVisible();
    await expect(row(closed.name).getByText('No availability that date')).toBeVisible();
    await shot(page, `${size}-request-form`);
    await asked.getByRole('button', { name: `Remove ${closed.name}` }).click();
    await form.getByRole('button', { name: 'Send 3 requests' }).click();

    // The request's page: the three vendors waiting.
    await page.waitForURL(/\/quotes\/[0-9a-f-]{36}$/);
    const requestId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Quote request' })).toBeVisible();
    await expect(page.getByText('Waiting for an answer')).toHaveCount(3);
    const { data: quotes } = await serviceClient()
      .from('quotes')
      .select('vendor_id')
      .eq('request_id', requestId);
    expect((quotes ?? []).map((q) => q.vendor_id).sort()).toEqual([aces.id, royal.id, jackpot.id].sort());

    // Two vendors answer with offers, the third declines; the host compares on /quotes.
    await offer(aces, requestId, date, 80_000);
    await offer(royal, requestId, date, 65_000);
    const reason = 'Our tables are out at a tournament that weekend.';
    const declined = await (await clientFor(jackpot.email)).rpc('decline_quote', {
      p_quote_id: await quoteOf(jackpot, requestId),
      p_reason: reason,
    });
    expect(declined.error).toBeNull();
    await page.goto('/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quote requests' })).toBeVisible();
    const compared = page.getByLabel('Vendors asked: Casino').first();
    if (size === 'desktop') {
      await expect(compared.getByRole('row', { name: new RegExp(aces.name) })).toContainText('$840.00');
      await expect(compared.getByRole('row', { name: new RegExp(royal.name) })).toContainText('$682.50');
      await expect(compared.getByRole('row', { name: new RegExp(royal.name) })).toContainText('Lowest price');
      await expect(compared.getByRole('row', { name: new RegExp(jackpot.name) })).toContainText('Declined');
    } else {
      await expect(compared.getByRole('listitem').filter({ hasText: aces.name })).toContainText('$840.00');
      await expect(compared.getByRole('listitem').filter({ hasText: royal.name })).toContainText(
        'Lowest price',
      );
      await expect(compared.getByRole('listitem').filter({ hasText: jackpot.name })).toContainText(
        'Declined',
      );
    }
    await shot(page, `${size}-compare`);
    await page.mouse.move(0, 0);
    await expectAccessible(page, `${size} quote requests`);

    // Accept and pay the cheaper offer inside the page.
    await page
      .getByRole('link', { name: /^View offers: Casino/ })
      .first()
      .click();
    await page.waitForURL(`**/quotes/${requestId}`);
    const royalCard = page.getByRole('article', { name: royal.name });
    await expect(royalCard.getByTestId('offer-total')).toHaveText('$682.50');
    await expect(royalCard.getByText(/^Expires in 1 day 23 hours|^Expires in 2 days/)).toBeVisible();
    await expect(royalCard.getByRole('link', { name: `Message ${royal.name}` })).toHaveAttribute(
      'href',
      /^\/messages\/[0-9a-f-]{36}$/,
    );
    const jackpotCard = page.getByRole('article', { name: jackpot.name });
    await expect(jackpotCard.getByText('Declined', { exact: true })).toBeVisible();
    await expect(jackpotCard.getByText(`The vendor declined: ${reason}`)).toBeVisible();
    await shot(page, `${size}-request-offers`);
    // The pointer rests off the cards: axe's settle pass scrolls, and a button passing under a resting
    // pointer would start a hover transition each time.
    await page.mouse.move(0, 0);
    await expectAccessible(page, `${size} quote request with offers`);
    await royalCard.getByRole('button', { name: `Accept and pay $682.50 to ${royal.name}` }).click();
    const payDialog = page.getByRole('dialog', { name: 'Pay for your offer' });
    const card = payDialog.frameLocator('iframe[title="Secure checkout"]');
    await expect(card.getByTestId('total')).toHaveText('$682.50', { timeout: 30_000 });
    await shot(page, `${size}-pay`);
    await payWithCard(card, 'Quinn Quoter');
    await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });

    const { data: bookings } = await serviceClient()
      .from('bookings')
      .select('vendor_id, payment_status, selected_packages, booking_date, booking_time, quote_offer_id')
      .eq('user_id', host.id);
    expect(bookings).toHaveLength(1);
    expect(bookings![0]).toMatchObject({
      vendor_id: royal.id,
      booking_date: date,
      selected_packages: 'Custom offer',
    });
    expect(bookings![0]!.quote_offer_id).toBeTruthy();
    await expect
      .poll(async () => {
        const { data } = await serviceClient()
          .from('bookings')
          .select('payment_status')
          .eq('user_id', host.id)
          .single();
        return data?.payment_status;
      })
      .toBe('paid');

    // My bookings lists it, and the request shows the vendor booked.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByText(royal.name).first()).toBeVisible();
    await expect(page.getByText('Custom offer').first()).toBeVisible();
    await shot(page, `${size}-my-bookings`);
    await page.getByRole('link', { name: 'Quote requests' }).click();
    await page
      .getByRole('link', { name: /^View offers: Casino/ })
      .first()
      .click();
    await expect(page.getByRole('article', { name: royal.name }).getByText('Booked')).toBeVisible();

    // The other offer runs past its expiry and the schedule's expiry job runs: /quotes shows it expired.
    const acesQuote = await quoteOf(aces, requestId);
    const moved = await serviceClient()
      .from('quote_offers')
      .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('quote_id', acesQuote)
      .eq('status', 'open')
      .select('id');
    expect(moved.error).toBeNull();
    expect(moved.data).toHaveLength(1);
    const expired = await serviceClient().rpc('expire_quotes', { p_now: new Date().toISOString() });
    expect(expired.error).toBeNull();
    const { data: acesRow } = await serviceClient()
      .from('quotes')
      .select('status')
      .eq('id', acesQuote)
      .single();
    expect(acesRow?.status).toBe('expired');
    await page.goto('/quotes');
    const after = page.getByLabel('Vendors asked: Casino').first();
    const vendorRow = (name: string) =>
      size === 'desktop'
        ? after.getByRole('row', { name: new RegExp(name) })
        : after.getByRole('listitem').filter({ hasText: name });
    await expect(vendorRow(aces.name)).toContainText('Expired');
    await expect(vendorRow(royal.name)).toContainText('Booked');
    await expect(vendorRow(jackpot.name)).toContainText('Declined');
    await shot(page, `${size}-after-expiry`);
  });
}
