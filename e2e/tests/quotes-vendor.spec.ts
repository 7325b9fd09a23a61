/**
 * Custom quotes, the vendor's side (issue 44), at phone and desktop size: a host's two requests are made
 * through the API as the host; the vendor sees them on the dashboard with the time left under the 12-hour rule,
 * opens one, makes an offer and replaces it (the conversation open in another tab shows the new offer's card
 * live), follows the card back to the request, and declines the other request with a reason. The rules and
 * races themselves are covered by supabase/tests/quotes.test.ts.
 */

import type { Page } from '@playwright/test';
import { expectAccessible, VIEWPORTS } from '../support/a11y';
import { clientFor, expect, serviceClient, test, useDevstack } from '../support/test';
import { newUser, signIn } from '../support/users';

/** A card arrives in another open tab within this (the margin is the machine's). */
const LIVE_MS = 10_000;

/** A live listing of its own (no other spec sees it), open all day on the given dates. */
async function newVendor(name: string, dates: string[]) {
  const owner = await newUser('vendor', { prefix: 'quotes-vendor', name: `${name} Owner` });
  const { data, error } = await serviceClient()
    .from('vendors')
    .insert({
      user_id: owner.id,
      name,
      email: owner.email,
      servicetype: 'Photo Booth',
      experience: 4,
      bio: 'Photo booths with props and prints.',
      cities_served: ['Austin, TX'],
      status: 'approved',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const vendorId = data!.id as string;
  const asVendor = await clientFor(owner.email);
  const opened = await asVendor
    .from('availability')
    .insert(dates.map((date) => ({ vendor_id: vendorId, date, is_available: true })));
  expect(opened.error).toBeNull();
  return { ...owner, vendorId };
}

/** A calendar date `days` from today (UTC). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const quotesCard = (page: Page) => page.getByRole('region', { name: 'Quote requests' });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`${size}: the vendor answers a request with an offer, replaces it, sees it in the conversation, and declines another`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const [offerDay, declineDay] = [daysAhead(12), daysAhead(13)];
    const vendor = await newVendor(`Snap Happy ${size} ${Date.now() % 100_000}`, [offerDay, declineDay]);
    const host = await newUser('host', { prefix: 'quotes-host', name: 'Quinn Quoter' });

    // The host's two requests, through the API as the host.
    const asHost = await clientFor(host.email);
    const request = (date: string, details: string) =>
      asHost.rpc('request_quotes', {
        p_vendor_ids: [vendor.vendorId],
        p_event_date: date,
        p_start_time: '18:00',
        p_hours: 4,
        p_guests: 80,
        p_location: 'Austin, TX',
        p_budget_cents: 150_000,
        p_details: details,
      });
    const first = await request(offerDay, 'Photo booth for a wedding, with prints.');
    expect(first.error).toBeNull();
    const second = await request(declineDay, 'Photo booth for a birthday.');
    expect(second.error).toBeNull();
    const db = serviceClient();
    const { data: quotes } = await db
      .from('quotes')
      .select('id, request_id, conversation_id')
      .eq('vendor_id', vendor.vendorId);
    const offered = quotes!.find((q) => q.request_id === first.data)!;
    const declined = quotes!.find((q) => q.request_id === second.data)!;

    // The dashboard lists both, with the time left to reply and the (still empty) response rate.
    await signIn(page, vendor.email);
    await page.goto('/vendor');
    const card = quotesCard(page);
    await expect(card.getByText('Vendors must reply to booking requests within 12 hours.')).toBeVisible();
    const items = card.getByRole('list', { name: 'Open quote requests' }).getByRole('link');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Quinn · Photo Booth');
    await expect(items.first()).toContainText('80 guests');
    await expect(items.first()).toContainText('Budget $1,500.00');
    await expect(items.first()).toContainText(/1[01] h \d+ min left to reply/);
    await expect(items.first()).toContainText(/Request: expires in (2 d 2[23] h|3 d)/);
    await expect(card.getByTestId('quote-response-rate')).toHaveText(
      'No quote requests in the last 90 days.',
    );
    await card.screenshot({ path: test.info().outputPath(`${size}-dashboard-quote-requests.png`) });

    // The request, and an offer prefilled with its date, time and hours.
    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`/vendor/quotes/${offered.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Quote request from Quinn' })).toBeVisible();
    await expect(page.getByText('Photo booth for a wedding, with prints.')).toBeVisible();
    const offerForm = page.getByRole('form', { name: 'Make an offer' });
    await expect(offerForm.getByLabel('Date')).toHaveValue(offerDay);
    await expect(offerForm.getByLabel('Start time')).toHaveValue('18:00');
    await expect(offerForm.getByLabel('Hours')).toHaveValue('4');
    // The pointer off the content: axe's scrolling would otherwise pass links under it and start hovers.
    await page.mouse.move(0, 0);
    await expectAccessible(page, `the quote page with the offer form (${size})`);
    await offerForm.getByRole('button', { name: 'Send offer' }).click();
    await expect(offerForm.getByText('The price must be between $1.00 and $1,000,000.00.')).toBeVisible();
    await offerForm.getByLabel('Total price (USD)').fill('1,250.50');
    await offerForm.getByLabel('What the price includes').fill('Booth, props, unlimited prints, attendant.');
    await offerForm.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText('Your offer was sent to the host.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your offer', exact: true })).toBeVisible();
    await expect(page.getByText('$1,250.50')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${size}-offer-sent.png`) });

    // The conversation, open in a second tab, follows the replacement live.
    const conversation = await page.context().newPage();
    await useDevstack(conversation);
    await conversation.setViewportSize(viewport);
    await conversation.goto(`/messages/${offered.conversation_id}`);
    const thread = conversation.getByRole('region', { name: 'Messages' });
    // Both requests went to this host's one conversation with the vendor.
    await expect(thread.getByRole('article', { name: 'Quote request', exact: true })).toHaveCount(2);
    await expect(thread.getByRole('article', { name: 'Offer', exact: true })).toHaveCount(1);

    await page.getByRole('button', { name: 'Replace offer', exact: true }).click();
    const replaceForm = page.getByRole('form', { name: 'Replace your offer' });
    await expect(replaceForm.getByLabel('Total price (USD)')).toHaveValue('1250.50');
    await replaceForm.getByLabel('Total price (USD)').fill('1100');
    await replaceForm.getByLabel('Offer stands for').selectOption('5');
    await replaceForm.getByRole('button', { name: 'Replace offer', exact: true }).click();
    await expect(replaceForm.getByText('Replace your offer?')).toBeVisible();
    await replaceForm.screenshot({ path: test.info().outputPath(`${size}-replace-confirm.png`) });
    await replaceForm.getByRole('button', { name: 'Yes, replace my offer' }).click();
    await expect(page.getByText('Your new offer was sent. The old one is withdrawn.')).toBeVisible();
    await expect(page.getByText('$1,100.00')).toBeVisible();
    const { data: offers } = await db
      .from('quote_offers')
      .select('price_cents, status')
      .eq('quote_id', offered.id)
      .order('created_at');
    expect(offers).toEqual([
      { price_cents: 125_050, status: 'replaced' },
      { price_cents: 110_000, status: 'open' },
    ]);

    const newest = thread.getByRole('article', { name: 'Offer', exact: true }).last();
    await expect(thread.getByRole('article', { name: 'Offer', exact: true })).toHaveCount(2, {
      timeout: LIVE_MS,
    });
    await expect(newest).toContainText('$1,100.00');
    await conversation.screenshot({ path: test.info().outputPath(`${size}-conversation-cards.png`) });
    await conversation.mouse.move(0, 0);
    await expectAccessible(conversation, `the conversation with quote cards (vendor, ${size})`);
    // The card leads the vendor back to the request.
    await newest.getByRole('link', { name: 'Open request' }).click();
    await expect(conversation).toHaveURL(new RegExp(`/vendor/quotes/${offered.id}$`));
    await expect(conversation.getByRole('heading', { name: 'Your offer', exact: true })).toBeVisible();
    await conversation.close();

    // The answered request counts toward the rate; the other is declined with a reason.
    await page.getByRole('link', { name: '← Dashboard' }).click();
    await expect(quotesCard(page).getByTestId('quote-response-rate')).toHaveText(
      'Answered within 12 hours: 1 of 1 in the last 90 days',
    );
    await quotesCard(page).getByRole('link').filter({ hasText: 'Waiting for your answer' }).click();
    await expect(page).toHaveURL(new RegExp(`/vendor/quotes/${declined.id}$`));
    await page.getByRole('button', { name: 'Decline this request' }).click();
    const declineForm = page.getByRole('form', { name: 'Decline this request' });
    await declineForm.getByRole('button', { name: 'Decline request' }).click();
    await expect(declineForm.getByText('Please give a reason for declining.')).toBeVisible();
    await declineForm.getByLabel('Reason for declining').fill('Already booked for another party that day.');
    await declineForm.getByRole('button', { name: 'Decline request' }).click();
    await expect(page.getByText('You declined this request.')).toBeVisible();
    await expect(page.getByText('Your reason: “Already booked for another party that day.”')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Make an offer' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`${size}-declined.png`) });
    const { data: after } = await db
      .from('quotes')
      .select('status, decline_reason')
      .eq('id', declined.id)
      .single();
    expect(after).toEqual({
      status: 'declined',
      decline_reason: 'Already booked for another party that day.',
    });
  });
}
