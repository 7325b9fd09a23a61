/**
 * What a keyboard, a screen reader and a phone meet on the way to a booking (issue 42, items 10 and 11), on a
 * phone and a desktop: the profile's checkboxes named by item and price and reached before Book Now; one
 * booking modal at a time, the calendar still under the finger when a date is chosen, slots named by their
 * times; focus in the card form after Pay and on the message after paying; the browser's Back during card
 * entry closes the card form on the page, says so and keeps the choices.
 */
import type { Page } from '@playwright/test';
import { expect, serviceClient, test } from '../support/test';
import { newHost, signIn } from '../support/users';

const DJ_NOVA = '00000000-0000-4000-8000-00000000d001';
const DJ_NOVA_USER = '00000000-0000-4000-8000-00000000c001';
const STARTER = 'Party Starter, $150.00 / hour · minimum 3 hours';
const SPEAKER = 'Extra speaker, $40.00 / hour';
const CANCELLED =
  'Payment cancelled: your card was not charged and the time is no longer held. Your choices are kept; press Pay to try again.';

/** A Tuesday (no night or weekend charge) at least `daysAhead` days from today, as 'YYYY-MM-DD'. */
function tuesdayAhead(daysAhead: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + daysAhead);
  while (date.getDay() !== 2) date.setDate(date.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const text = new Date(y!, m! - 1, d!).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return `${text}, available`;
}

async function createHost(name: string) {
  return newHost({ prefix: 'a11y-host', name });
}

async function statusesOf(userId: string) {
  const { data, error } = await serviceClient()
    .from('bookings')
    .select('payment_status')
    .eq('user_id', userId)
    .order('created_at', { ascending: true });
  expect(error).toBeNull();
  return (data ?? []).map((b) => b.payment_status);
}

/** The accessible name of what has focus: its aria-label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

for (const [size, viewport, daysAhead] of [
  ['desktop', { width: 1280, height: 800 }, 190],
  ['phone', { width: 390, height: 844 }, 204],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('Tab reaches the packages and add-ons, named by item and price, before Book Now', async ({
      page,
    }, testInfo) => {
      await page.goto(`/vendor/${DJ_NOVA}`);
      await expect(page.getByRole('checkbox', { name: STARTER, exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: SPEAKER, exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`profile-${size}.png`), fullPage: true });

      const reached: string[] = [];
      for (let i = 0; i < 120; i += 1) {
        await page.keyboard.press('Tab');
        const name = await focusedName(page);
        reached.push(name);
        if (name === 'Book Now') break;
      }
      expect(reached.at(-1)).toBe('Book Now');
      expect(reached).toContain(STARTER);
      expect(reached).toContain(SPEAKER);
      // Book Now is drawn after the picks as well: below them on a phone, in the left column on a desktop.
      const book = await page.getByRole('button', { name: 'Book Now' }).boundingBox();
      const addons = await page.getByRole('heading', { name: 'Add-ons' }).boundingBox();
      if (size === 'phone') expect(book!.y).toBeGreaterThan(addons!.y);
      else expect(book!.x).toBeLessThan(addons!.x);
    });

    test('one modal at a time, a steady calendar, focus kept, and Back during card entry stays on the page', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      const date = tuesdayAhead(daysAhead);
      const { error } = await serviceClient().from('availability').insert({
        vendor_id: DJ_NOVA,
        user_id: DJ_NOVA_USER,
        date,
        start_time: '10:00',
        end_time: '16:00',
        time_slot_text: '10:00 AM - 4:00 PM',
        is_available: true,
      });
      expect(error).toBeNull();
      const host = await createHost(`Tab ${size}`);
      // From the home page, as in the report: Back used to land there.
      await signIn(page, host);
      await page.goto('/');
      await page.goto(`/vendor/${DJ_NOVA}`);
      await page.getByRole('checkbox', { name: STARTER, exact: true }).check();
      await page.getByRole('checkbox', { name: SPEAKER, exact: true }).check();
      await page.getByRole('spinbutton', { name: 'Hours for Extra speaker' }).fill('2');
      await page.getByRole('button', { name: 'Book Now' }).click();

      const details = page.getByRole('dialog', { name: 'Booking Details' });
      await details.getByLabel('Number of guests').fill('20');
      await details.getByLabel('Duration (hours)').fill('3');
      await details.getByRole('button', { name: 'Check Availability' }).click();

      // The calendar replaces Booking Details; choosing a date moves nothing that is on screen.
      const calendar = page.getByRole('dialog', { name: 'Select Date & Time' });
      await expect(calendar).toBeVisible();
      await expect(details).toBeHidden();
      const day = calendar.getByRole('button', { name: dayLabel(date) });
      for (let i = 0; i < 14 && !(await day.isVisible()); i += 1) {
        await calendar.getByRole('button', { name: 'Next month' }).click();
      }
      await expect(calendar).not.toHaveClass(/-(appear|enter)\b/);
      const before = await day.boundingBox();
      await day.click();
      const first = calendar.getByRole('radio', { name: '10:00 AM – 1:00 PM', exact: true });
      await expect(first).toBeAttached();
      await expect(calendar.getByRole('radio')).toHaveCount(4);
      const after = await day.boundingBox();
      expect(Math.abs(after!.y - before!.y)).toBeLessThan(1);
      await page.screenshot({ path: testInfo.outputPath(`calendar-${size}.png`) });

      await calendar.getByText('10:00 AM - 1:00 PM').click();
      await expect(first).toBeChecked();
      await calendar.getByRole('button', { name: 'Continue' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
      await expect(confirm).toBeVisible();
      await expect(calendar).toBeHidden();
      await confirm.getByLabel(/Event Location/).fill('7 Tab Street, Dallas, TX');
      await confirm.getByRole('button', { name: 'Pay $556.50' }).click();

      // The card form takes focus from Pay; the calendar is not behind it.
      const cardFrame = confirm.frameLocator('iframe[title="Secure checkout"]');
      await expect(cardFrame.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
      await expect(confirm.getByTestId('embedded-checkout')).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath(`card-form-${size}.png`) });
      expect(await statusesOf(host.id)).toEqual(['pending']);

      // The browser's Back: still on the profile, the card form closed with a word, the time released,
      // the choices kept.
      await page.evaluate(() => window.history.back());
      const notice = confirm.getByRole('status').filter({ hasText: CANCELLED });
      await expect(notice).toBeVisible();
      await expect(page).toHaveURL(`/vendor/${DJ_NOVA}`);
      await expect(confirm.locator('iframe')).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(CANCELLED);
      await expect(confirm.getByLabel(/Event Location/)).toHaveValue('7 Tab Street, Dallas, TX');
      await expect.poll(() => statusesOf(host.id)).toEqual(['clicked_book']);
      await page.screenshot({ path: testInfo.outputPath(`back-${size}.png`) });

      // Pay again pays the same booking; the success message has focus.
      await confirm.getByRole('button', { name: 'Pay $556.50' }).click();
      await expect(cardFrame.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
      await cardFrame.getByLabel('Card number').fill('4242 4242 4242 4242');
      await cardFrame.getByLabel('Expiry (MM/YY)').fill('12/34');
      await cardFrame.getByLabel('CVC').fill('123');
      await cardFrame.getByLabel('Name on card').fill('Tab Host');
      await cardFrame.getByRole('button', { name: /^Pay / }).press('Enter');
      await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeFocused({
        timeout: 45_000,
      });
      await page.screenshot({ path: testInfo.outputPath(`success-${size}.png`) });
      await expect.poll(() => statusesOf(host.id)).toEqual(['paid']);
    });
  });
}
