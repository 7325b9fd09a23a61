/**
 * The availability manager against this run's devstack, as Smoke & Sage BBQ (a caterer no other spec
 * books): a time slot dragged onto a date is stored and offered on the public profile's booking calendar;
 * recurring availability creates exactly the expected dates; overnight slots read '(+1)' and past dates
 * are refused. Every date lies more than 110 days ahead, past the months the browse specs look at, and
 * each test uses its own dates and times so they can run side by side.
 */
import type { Page } from '@playwright/test';
import { expect, expectOpened, serviceClient, test } from '../support/test';
import { newHost, pageAs, signIn } from '../support/users';

// Tall enough that a dragged time slot and any day of the month calendar are on screen together.
test.use({ viewport: { width: 1280, height: 1400 } });

const SMOKE_AND_SAGE = '00000000-0000-4000-8000-00000000d007';
const CATERER = 'caterer@partyeasy.test';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The first day on `weekday` (0 = Sunday) at least `daysAhead` days from today, as a local Date at noon. */
function dayAhead(daysAhead: number, weekday: number): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + daysAhead);
  while (date.getDay() !== weekday) date.setDate(date.getDate() + 1);
  return date;
}

const monthTitle = (d: Date) => d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

async function openManager(page: Page) {
  await signIn(page, CATERER);
  await page.goto('/availability');
  await expect(page.getByRole('heading', { name: 'Availability Manager' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Add Availability' })).toBeVisible();
}

async function addTimeSlot(page: Page, start: string, end: string) {
  await page.getByRole('button', { name: 'Add Availability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Time Slot' });
  await dialog.getByLabel('Start time').fill(start);
  await dialog.getByLabel('End time').fill(end);
  return dialog;
}

/** Moves the calendar, which opens on this month, to the month of `date`. */
async function showMonth(page: Page, date: Date) {
  const now = new Date();
  const shown = new Date(now.getFullYear(), now.getMonth(), 1, 12);
  await expect(page.getByRole('heading', { level: 3, name: monthTitle(shown), exact: true })).toBeVisible();
  const months = (date.getFullYear() - shown.getFullYear()) * 12 + date.getMonth() - shown.getMonth();
  for (let i = 0; i < Math.abs(months); i += 1) {
    await page.getByRole('button', { name: months > 0 ? 'Next month' : 'Previous month' }).click();
    shown.setMonth(shown.getMonth() + Math.sign(months));
    await expect(page.getByRole('heading', { level: 3, name: monthTitle(shown), exact: true })).toBeVisible();
  }
}

/** A real mouse drag of the time slot named `text` onto the calendar day `date`. */
async function dragSlot(page: Page, text: string, date: string) {
  const source = page.locator('[draggable="true"]', { hasText: text });
  const target = page.locator(`[data-date="${date}"]`);
  await expect(source).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  await source.dragTo(target);
}

async function availabilityRows(from: string, to: string) {
  const { data, error } = await serviceClient()
    .from('availability')
    .select('date, start_time, end_time, time_slot_text, user_id, is_available')
    .eq('vendor_id', SMOKE_AND_SAGE)
    .gte('date', from)
    .lte('date', to)
    .order('date', { ascending: true });
  expect(error).toBeNull();
  return data ?? [];
}

test('a time slot dragged onto a date is stored and offered to hosts on the public profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const day = dayAhead(125, 3);
  const date = iso(day);
  await openManager(page);

  const dialog = await addTimeSlot(page, '10:00', '16:00');
  await expect(dialog.getByText('10:00 AM - 4:00 PM')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Time Slot' }).click();
  const list = page.getByRole('list', { name: 'Time slots' });
  await expect(list.getByText('10:00 AM - 4:00 PM')).toBeVisible();

  await showMonth(page, day);
  await dragSlot(page, '10:00 AM - 4:00 PM', date);
  await expect(page.getByRole('heading', { name: /^Availability on / })).toContainText(
    day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  );
  await expect(
    page.getByRole('button', { name: /^Delete availability 10:00 AM - 4:00 PM on / }),
  ).toBeVisible();
  await expect
    .poll(() => availabilityRows(date, date))
    .toEqual([
      {
        date,
        start_time: '10:00:00',
        end_time: '16:00:00',
        time_slot_text: '10:00 AM - 4:00 PM',
        user_id: '00000000-0000-4000-8000-00000000c007',
        is_available: true,
      },
    ]);

  // A host sees the date and its slots on Smoke & Sage's profile.
  const host = await newHost({ prefix: 'availability-host', name: 'Avery Host' });
  const hostPage = await pageAs(browser, host);
  await hostPage.goto(`/vendor/${SMOKE_AND_SAGE}`);
  await hostPage.getByRole('checkbox', { name: /BBQ Buffet/ }).check();
  await hostPage.getByRole('button', { name: 'Book Now' }).click();
  const details = hostPage.getByRole('dialog', { name: 'Booking Details' });
  await details.getByLabel('Number of guests').fill('50');
  await details.getByRole('button', { name: 'Check Availability' }).click();
  const calendar = hostPage.getByRole('dialog', { name: 'Select Date & Time' });
  await expectOpened(calendar);
  const dayButton = calendar.getByRole('button', {
    name: `${day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}, available`,
  });
  for (let i = 0; i < 8 && !(await dayButton.isVisible()); i += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await dayButton.click();
  // The 10:00-16:00 window offers BBQ Buffet's fixed 3 hours at 10, 11, 12 and 13.
  const slots = calendar.getByRole('region', { name: 'Available times' });
  for (const slot of [
    '10:00 AM - 1:00 PM',
    '11:00 AM - 2:00 PM',
    '12:00 PM - 3:00 PM',
    '1:00 PM - 4:00 PM',
  ]) {
    await expect(slots.getByText(slot, { exact: true })).toBeVisible();
  }
  await expect(slots.getByRole('radio')).toHaveCount(4);
  await hostPage.close();
});

for (const [size, viewport, daysAhead] of [
  ['desktop', { width: 1280, height: 1400 }, 140],
  // Before the drag test's day (125 days ahead); the manager's calendar goes about six months ahead.
  ['phone', { width: 390, height: 844 }, 95],
] as const) {
  test(`recurring availability over a range creates exactly the chosen weekdays and says so (${size})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const start = dayAhead(daysAhead, 1);
    const end = new Date(start);
    end.setDate(end.getDate() + 20);
    const expected: string[] = [];
    for (const d = new Date(start); d <= end; d.setDate(d.getDate() + 1)) {
      if (d.getDay() === 2 || d.getDay() === 4) expected.push(iso(d));
    }
    expect(expected).toHaveLength(6);
    await openManager(page);

    const form = page.getByRole('region', { name: 'Recurring Availability' });
    await form.getByLabel('Start time').fill('09:00');
    await form.getByLabel('End time').fill('12:00');
    await form.getByLabel('Start date').fill(iso(start));
    await form.getByLabel('End date').fill(iso(end));
    // Checked again when a click right after the date fields did not take (seen in one full run and one
    // repeated run, not yet explained; `check` leaves a box that is already checked as it is).
    for (const day of ['Tuesday', 'Thursday']) {
      const box = form.getByRole('checkbox', { name: day });
      await expect(async () => {
        await box.check({ timeout: 5_000 });
      }).toPass({ timeout: 20_000 });
    }
    await form.getByRole('button', { name: 'Create Recurring Availability' }).click();

    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success).toContainText(`Successfully created ${expected.length} availability slots!`);
    // It says what was created: the times, the weekdays and the first and last date.
    const long = (date: string) =>
      new Date(`${date}T12:00:00`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
    await expect(success).toContainText(
      `9:00 AM - 12:00 PM on Tuesdays and Thursdays, from ${long(expected[0]!)} to ${long(expected.at(-1)!)}.`,
    );
    const rows = await availabilityRows(iso(start), iso(end));
    expect(rows.map((r) => r.date)).toEqual(expected);
    for (const row of rows) {
      expect(row).toMatchObject({
        start_time: '09:00:00',
        end_time: '12:00:00',
        time_slot_text: '9:00 AM - 12:00 PM',
      });
    }
    await page.screenshot({ path: testInfo.outputPath(`recurring-success-${size}.png`) });
    await success.getByRole('button', { name: 'OK' }).click();

    await showMonth(page, new Date(`${expected[0]}T12:00:00`));
    await page.locator(`[data-date="${expected[0]}"]`).click();
    await expect(
      page.getByRole('button', { name: /^Delete availability 9:00 AM - 12:00 PM on / }),
    ).toBeVisible();
  });
}

test("overnight time slots read '(+1)' and a drop on a past date is refused", async ({ page }) => {
  test.setTimeout(120_000);
  await openManager(page);

  const dialog = await addTimeSlot(page, '21:00', '05:00');
  await expect(dialog.getByRole('alert')).toHaveText('Overnight slots must end by 4:00 AM.');
  await expect(dialog.getByRole('button', { name: 'Save Time Slot' })).toBeDisabled();
  await dialog.getByLabel('End time').fill('21:00');
  await expect(dialog.getByRole('alert')).toHaveText('Start and end time cannot be the same.');
  await dialog.getByLabel('End time').fill('03:00');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save Time Slot' }).click();
  const list = page.getByRole('list', { name: 'Time slots' });
  await expect(list.getByText('9:00 PM - 3:00 AM (+1)')).toBeVisible();
  const { data } = await serviceClient()
    .from('time_slot_templates')
    .select('start_time, end_time, display_text')
    .eq('user_id', '00000000-0000-4000-8000-00000000c007')
    .eq('start_time', '21:00');
  expect(data).toEqual([
    { start_time: '21:00:00', end_time: '03:00:00', display_text: '9:00 PM - 3:00 AM (+1)' },
  ]);

  const past = new Date();
  past.setHours(12, 0, 0, 0);
  past.setDate(0); // the last day of last month
  past.setDate(15);
  await showMonth(page, past);
  await dragSlot(page, '9:00 PM - 3:00 AM (+1)', iso(past));
  await expect(page.getByText("You can't set availability for past dates.")).toBeVisible();
  expect(await availabilityRows(iso(past), iso(past))).toEqual([]);
});

test('on a phone the page fits and Add to date puts a time slot on a date', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const day = dayAhead(165, 6);
  const date = iso(day);
  await openManager(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  const dialog = await addTimeSlot(page, '13:00', '17:00');
  await dialog.getByRole('button', { name: 'Save Time Slot' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Time slots' }).getByText('1:00 PM - 5:00 PM')).toBeVisible();

  const form = page.getByRole('region', { name: 'Add to a date' });
  await form.getByRole('combobox', { name: 'Time slot' }).click();
  await page.locator('.ant-select-item-option[title="1:00 PM - 5:00 PM"]').click();
  await form.getByLabel('Date').fill(date);
  await form.getByRole('button', { name: 'Add to date' }).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => availabilityRows(date, date))
    .toEqual([expect.objectContaining({ date, start_time: '13:00:00', end_time: '17:00:00' })]);
  await expect(
    page.getByRole('button', { name: /^Delete availability 1:00 PM - 5:00 PM on / }),
  ).toBeVisible();
});
