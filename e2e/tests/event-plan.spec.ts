/**
 * Planning a party ([event-plan], issue 46), at phone and desktop sizes: a new host creates an event on
 * /events (it becomes the current one, shown in the header's switch), browse starts from the event's date and
 * city, the heart shortlists four vendors of three categories for the event, the event page prices each for
 * the event's guests and hours (the DJ by its offer to the host), and three are booked with one payment in the
 * embedded checkout; one is cancelled with My bookings' dialog and the schedule keeps the other two in time
 * order with the total paid.
 * The vendors are the test's own, in a city of their own and created long ago, so no other spec sees them.
 */

import { readFile } from 'node:fs/promises';
import type { FrameLocator, Page } from '@playwright/test';
import { VIEWPORTS } from '../support/a11y';
import { expect, expectOpened, serviceClient, test } from '../support/test';
import { newHost, newVendorUser, signIn } from '../support/users';

const random = () => Math.random().toString(36).slice(2, 8);

/** A live listing of its own in `city` with one flat package, open 10:00-23:30 on `date`. */
async function vendor(name: string, servicetype: string, city: string, date: string, price: number) {
  const owner = await newVendorUser({ prefix: 'event-vendor', name: `${name} Owner` });
  const db = serviceClient();
  const { data, error } = await db
    .from('vendors')
    // Created long ago: browse lists newest first, so the home page's unfiltered first page (which other specs
    // read) does not show them.
    .insert({
      user_id: owner.id,
      name,
      servicetype,
      cities_served: [city],
      status: 'approved',
      created_at: '2020-01-01T00:00:00Z',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  const id = data!.id as string;
  const pkg = await db
    .from('Packages')
    .insert({
      vendor_id: id,
      name: `${servicetype} evening`,
      price,
      charging_type: 'per_event',
      duration_hours: 4,
    })
    .select('id')
    .single();
  expect(pkg.error).toBeNull();
  const open = await db
    .from('availability')
    .insert({ vendor_id: id, user_id: owner.id, date, start_time: '10:00', end_time: '23:30' });
  expect(open.error).toBeNull();
  return { id, name, userId: owner.id };
}

/**
 * An open offer of `vendor` to `host` for `date` at 18:00 for 4 hours, at `cents`, as the vendor's answer to the
 * host's quote request leaves it (the quotes specs make offers through the pages).
 */
async function offer(vendor: { id: string; userId: string }, hostId: string, date: string, cents: number) {
  const db = serviceClient();
  const one = async (table: string, row: Record<string, unknown>) => {
    const { data, error } = await db.from(table).insert(row).select('id').single();
    expect(error).toBeNull();
    return data!.id as string;
  };
  const conversation = await one('conversations', {
    vendor_id: vendor.id,
    host_id: hostId,
    vendor_user_id: vendor.userId,
  });
  const request = await one('quote_requests', {
    host_id: hostId,
    category: 'DJ',
    event_date: date,
    start_time: '18:00',
    duration_hours: 4,
    guest_count: 80,
    location: 'Partyville',
    details: 'Dance music for 80',
  });
  const quote = await one('quotes', {
    request_id: request,
    vendor_id: vendor.id,
    conversation_id: conversation,
    respond_by: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    status: 'offered',
    answered_at: new Date().toISOString(),
  });
  return one('quote_offers', {
    quote_id: quote,
    price_cents: cents,
    includes: 'Four hours of dance music with lights',
    event_date: date,
    start_time: '18:00',
    duration_hours: 4,
    expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
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
  test(`${size}: a host plans an event, shortlists four vendors of three categories, pays three at once, cancels one`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const tag = random();
    const city = `Partyville ${tag}, TX`;
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const [dj, dj2, bar, photo] = await Promise.all([
      vendor(`Beat Nova ${tag}`, 'DJ', city, date, 600),
      vendor(`Spin Twice ${tag}`, 'DJ', city, date, 750),
      vendor(`Shaken ${tag}`, 'Bartender', city, date, 500),
      vendor(`Snapshot ${tag}`, 'Photographer', city, date, 400),
    ]);
    const host = await newHost({ prefix: 'event-host', name: 'Pat Planner' });
    await signIn(page, host);

    // Create the event: it becomes current and the page opens.
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Your events' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Plan an event' });
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(form.getByText('Give the event a name of 1 to 120 characters.')).toBeVisible();
    const name = `Pat's 30th ${tag}`;
    await form.getByLabel('Event name').fill(name);
    // The city field suggests the cities vendors serve, in a list that opens whenever those arrive while the
    // field has focus and that takes the next click elsewhere to close: it is filled before the fields after
    // it, so focus has left it when the checklist is ticked.
    await form.getByLabel('City').fill(city);
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Start time').fill('18:00');
    await form.getByLabel('Hours').fill('4');
    await form.getByLabel('Guests').fill('80');
    for (const category of ['DJ', 'Bartender', 'Photographer'])
      await form.getByLabel(category, { exact: true }).check();
    await shot(page, `${size}-event-form`);
    await form.getByRole('button', { name: 'Create event' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
    const eventUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Current event')).toBeVisible();
    // The header's switch (in the menu on a phone) names it.
    if (size === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByLabel('Planning').locator('option:checked')).toHaveText(name);
    await shot(page, `${size}-header-switch`);
    if (size === 'phone') await page.keyboard.press('Escape');

    // Browse starts from the event's date and city; the heart saves to the event's shortlist.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your event' })).toContainText(name);
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    for (const v of [dj, dj2, bar, photo]) {
      const heart = page.getByRole('button', { name: `Shortlist ${v.name} for ${name}` });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    await shot(page, `${size}-browse-shortlisted`);

    // A profile says which event the host is planning; its heart is the shortlist's.
    await page.goto(`/vendor/${dj2.id}`);
    await expect(page.getByRole('note')).toContainText(`Planning ${name}`);
    await expect(page.getByRole('button', { name: `Shortlist ${dj2.name} for ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await shot(page, `${size}-profile-planning`);

    // The event page: the shortlist by category, each vendor priced for the event; the DJ asked for a quote is
    // priced by its offer ($560 + $28 fee), which it is paid by unless the host picks a package.
    await offer(dj, host.id, date, 56_000);
    await page.goto(eventUrl);
    const shortlist = page.getByRole('region', { name: 'Shortlist' });
    await expect(shortlist.getByRole('region', { name: 'DJ' }).getByRole('article')).toHaveCount(2);
    await expect(shortlist.getByRole('article', { name: bar.name }).getByTestId('event-price')).toHaveText(
      '$525.00',
    );
    const djRow = shortlist.getByRole('article', { name: dj.name });
    await expect(djRow.getByTestId('event-price')).toHaveText('$588.00');
    await expect(djRow.getByRole('combobox', { name: `Package or offer of ${dj.name}` })).toHaveValue(
      /^offer:/,
    );
    await expect(shortlist.getByRole('article', { name: bar.name }).getByText('Free that day')).toBeVisible();
    for (const v of [dj, bar, photo])
      await shortlist.getByRole('checkbox', { name: `Pay for ${v.name}` }).check();
    await shot(page, `${size}-event-shortlist`);
    // $588 + $525 + $420 = $1,533.00 with the fees.
    await page.getByRole('button', { name: 'Pay for 3 vendors · $1,533.00' }).click();
    const payDialog = page.getByRole('dialog', { name: 'Pay for your vendors' });
    await expectOpened(payDialog);
    const card = payDialog.frameLocator('iframe[title="Secure checkout"]');
    await expect(card.getByTestId('total')).toHaveText('$1,533.00', { timeout: 30_000 });
    await shot(page, `${size}-event-pay`);
    await payWithCard(card, 'Pat Planner');
    await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => {
        const { data } = await serviceClient()
          .from('bookings')
          .select('payment_status')
          .eq('user_id', host.id);
        return (data ?? []).map((b) => b.payment_status);
      })
      .toEqual(['paid', 'paid', 'paid']);

    // The schedule: three vendors, then one cancelled with the refund shown first.
    await page.goto(eventUrl);
    const schedule = page.getByRole('list', { name: 'Booked vendors' });
    await expect(schedule.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Checklist' })).toContainText('Photographer: booked');
    await expect(page.getByTestId('paid-total')).toHaveText('Total paid: $1,533.00');
    await schedule.getByRole('button', { name: `Cancel ${photo.name}` }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel booking' });
    await expectOpened(cancel);
    await expect(cancel.getByTestId('refund-preview')).toContainText('$400.00');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel).toBeHidden();
    await expect(schedule.getByRole('listitem')).toHaveCount(2);
    await expect(schedule.getByRole('listitem').first()).toContainText('6:00 PM–10:00 PM');
    await expect(schedule.getByRole('listitem').first()).toContainText('Arrives 5:30 PM');
    await expect(page.getByTestId('paid-total')).toHaveText('Total paid: $1,133.00');
    await expect(page.getByRole('list', { name: 'Checklist' })).toContainText('Photographer: find one');
    await expect(page.getByRole('article', { name: dj2.name })).toBeVisible();
    await shot(page, `${size}-event-schedule`);

    // The event's details change in place (its date is fixed while vendors are booked, which the tests of the
    // form and the database check).
    await page.getByRole('button', { name: 'Edit event' }).click();
    const change = page.getByRole('dialog', { name: 'Change the event' });
    await expectOpened(change);
    await change.getByLabel('Guests').fill('90');
    await shot(page, `${size}-event-edit`);
    await change.getByRole('button', { name: 'Save changes' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByText(`${city} · 90 guests`)).toBeVisible();

    // The event's calendar file: the event and its two booked vendors, not the cancelled one (lines unfolded).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download calendar file' }).click();
    const ics = (await readFile((await (await download).path()) ?? '', 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain(`SUMMARY:${name}`);
    expect(ics).not.toContain(photo.name);
  });
}
