/**
 * A host books and pays with the keyboard alone: from the home page's filters to the paid booking in the
 * local card checkout stand-in's form inside the booking modal, with Tab, Shift+Tab, Enter, Space, arrow
 * keys and Escape only (the test never clicks; it reads where focus is to know when to stop tabbing). Focus moves into each dialog and
 * comes back to what opened it. The booking is checked in the database afterwards.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, serviceClient, test } from '../support/test';
import { newHost, signIn } from '../support/users';

const DJ_NOVA = '00000000-0000-4000-8000-00000000d001';
const DJ_NOVA_USER = '00000000-0000-4000-8000-00000000c001';

const isFocused = (target: Locator) =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never gets
 * there, i.e. if it cannot be reached by keyboard.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  // Attached, not visible: antd's radio buttons hide the input that takes focus behind their label.
  await expect(target).toBeAttached();
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Focus is inside `dialog` (it moved there when the dialog opened). */
async function expectFocusInside(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => isFocused(dialog), { message: 'focus moves into the dialog' }).toBe(true);
}

/** Replaces the value of the focused field by typing. */
async function typeInto(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** A Tuesday (no night or weekend charge) at least `daysAhead` days away, 'YYYY-MM-DD'. */
function tuesdayAhead(daysAhead: number) {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + daysAhead);
  while (date.getDay() !== 2) date.setDate(date.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('a host finds DJ Nova, books and pays using only the keyboard', async ({ page }) => {
  test.setTimeout(240_000);
  const date = tuesdayAhead(148);
  const { error: windowError } = await serviceClient().from('availability').insert({
    vendor_id: DJ_NOVA,
    user_id: DJ_NOVA_USER,
    date,
    start_time: '10:00',
    end_time: '16:00',
    time_slot_text: '10:00 AM - 4:00 PM',
    is_available: true,
  });
  expect(windowError).toBeNull();
  const host = await newHost({ prefix: 'keyboard-host', name: 'Kim Keys' });
  const { email } = host;
  await signIn(page, email);
  await page.goto('/');

  // Filters: the DJ category, once the page has shown its results (as a person waits for the page).
  await expect(page.getByText(/^Found \d+ vendor/)).toBeVisible({ timeout: 45_000 });
  const categories = page.getByRole('group', { name: 'Category', exact: true });
  const dj = categories.getByRole('button', { name: 'DJ', exact: true });
  await tabTo(page, dj);
  await page.keyboard.press('Enter');
  await expect(dj).toHaveAttribute('aria-pressed', 'true');

  // The card opens the profile.
  const card = page.getByRole('link', { name: 'DJ Nova', exact: true });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/vendor/${DJ_NOVA}`);

  // Package, add-on and its hours.
  const starter = page.getByRole('checkbox', { name: /Party Starter/ });
  await tabTo(page, starter);
  await page.keyboard.press('Space');
  await expect(starter).toBeChecked();
  const speaker = page.getByRole('checkbox', { name: /Extra speaker/ });
  await tabTo(page, speaker);
  await page.keyboard.press('Space');
  await expect(speaker).toBeChecked();
  const speakerHours = page.getByRole('spinbutton', { name: 'Hours for Extra speaker' });
  await tabTo(page, speakerHours);
  await page.keyboard.press('ArrowUp');
  await expect(speakerHours).toHaveValue('2');

  // Book Now opens Booking Details with focus inside; Escape closes it and focus is back on Book Now.
  const bookNow = page.getByRole('button', { name: 'Book Now' });
  await tabTo(page, bookNow);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expectFocusInside(details);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(bookNow).toBeFocused();
  await page.keyboard.press('Enter');
  await expectFocusInside(details);

  await tabTo(page, details.getByLabel('Number of guests'));
  await typeInto(page, '20');
  await tabTo(page, details.getByLabel('Duration (hours)'));
  await typeInto(page, '3');
  await expect(details.getByTestId('details-total')).toHaveText('$530.00');
  await tabTo(page, details.getByRole('button', { name: 'Check Availability' }));
  await page.keyboard.press('Enter');

  // The calendar: months forward with Enter on 'Next month', then the day, then the slot with arrows.
  const calendar = page.getByRole('dialog', { name: 'Select Date & Time' });
  await expectFocusInside(calendar);
  const [y, m, d] = date.split('-').map(Number);
  const dayName = `${new Date(y!, m! - 1, d!).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  })}, available`;
  const day = calendar.getByRole('button', { name: dayName });
  const nextMonth = calendar.getByRole('button', { name: 'Next month' });
  await tabTo(page, nextMonth);
  for (let i = 0; i < 14 && !(await day.isVisible()); i += 1) await page.keyboard.press('Enter');
  await tabTo(page, day);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');

  // Tab lands on the chosen (or first) slot of the group.
  const slots = calendar.getByRole('radiogroup', { name: 'Available time slots' });
  await tabTo(page, slots.getByRole('radio', { name: '10:00 AM – 1:00 PM' }));
  // Arrow keys move the choice; the first slot (10:00) is two steps right and back.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(slots.getByRole('radio', { name: '10:00 AM – 1:00 PM' })).toBeChecked();
  await expect(calendar.getByRole('region', { name: 'Reservation Summary' })).toContainText(
    '10:00 AM - 1:00 PM',
  );
  const continueButton = calendar.getByRole('button', { name: 'Continue' });
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');

  // Confirm Booking: focus inside; the location, then Pay.
  const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
  await expectFocusInside(confirm);
  const location = confirm.getByLabel(/Event Location/);
  await tabTo(page, location);
  await page.keyboard.type('12 Keyboard Lane, Dallas, TX');
  const pay = confirm.getByRole('button', { name: 'Pay $556.50' });
  await tabTo(page, pay);
  await expect(pay).toBeEnabled();
  await page.keyboard.press('Enter');

  // The card form of the local stand-in's Embedded Checkout, inside the modal: Tab goes into its frame.
  const cardFrame = confirm.frameLocator('iframe[title="Secure checkout"]');
  await expect(cardFrame.getByRole('heading', { name: 'Order summary' })).toBeVisible({ timeout: 30_000 });
  for (const [label, value] of [
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry (MM/YY)', '12/34'],
    ['CVC', '123'],
    ['Name on card', 'Kim Keys'],
  ] as const) {
    await tabTo(page, cardFrame.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, cardFrame.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 45_000 });
  const { data: bookings } = await serviceClient()
    .from('bookings')
    .select('*')
    .eq('user_id', host.id)
    .eq('payment_status', 'paid');
  expect(bookings).toHaveLength(1);
  expect(bookings![0]).toMatchObject({
    vendor_id: DJ_NOVA,
    booking_date: date,
    guest_count: 20,
    selected_packages: 'Party Starter',
    selected_addons: 'Extra speaker',
    event_location: '12 Keyboard Lane, Dallas, TX',
  });
  expect(String(bookings![0]!.booking_time)).toMatch(/^10:00/);
});
