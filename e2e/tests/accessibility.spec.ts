/**
 * The accessibility gate (see docs/accessibility.md): axe-core's WCAG 2.1 A/AA rules on every route, signed
 * out and as host, vendor and admin, at 1280×800 and 390×844, and on every dialog and popup in its open
 * state. Focus must move into each dialog and come back to what opened it when it closes. A screenshot of
 * every dialog is kept in the test's output folder for a person to look at.
 *
 * Each test is tagged with the app whose page it checks (`@host-app`, `@vendor-app`, `@admin-app`, `@shell`;
 * a route's owner comes from the route contract), so that an app's own CI (scripts/ci-app.sh) runs the
 * checks of its pages; `npm test` runs them all.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expectAccessibleDialog, VIEWPORTS } from '../support/a11y';
import { ownerTag } from '../support/owners';
import { expect, serviceClient, test } from '../support/test';
import { signIn } from '../support/users';

const DJ_NOVA = '00000000-0000-4000-8000-00000000d001';
const DJ_NOVA_USER = '00000000-0000-4000-8000-00000000c001';
const GOLDEN_HOUR = 'Golden Hour Photography';
/** Golden Hour Photography: the seed's reviewed vendor (a review with the vendor's reply). */
const GOLDEN_HOUR_ID = '00000000-0000-4000-8000-00000000d003';

const ACCOUNTS = {
  host: 'host@partyeasy.test',
  vendor: 'dj@partyeasy.test',
  admin: 'admin@partyeasy.test',
} as const;
type Role = 'signed out' | keyof typeof ACCOUNTS;

/** Every route of the spec, for each kind of visitor that can see it. */
const ROUTES: Record<Role, readonly string[]> = {
  'signed out': [
    '/',
    `/vendor/${DJ_NOVA}`,
    `/vendor/${GOLDEN_HOUR_ID}`,
    '/vendor-landingpage',
    '/vendor',
    '/host/booking/start',
    '/login',
    '/signup',
    '/reset-password',
    '/about',
    '/terms',
    '/privacy',
    '/no-such-page',
  ],
  host: ['/', `/vendor/${DJ_NOVA}`, '/dashboard', '/favorites', '/account-settings', '/success', '/cancel'],
  vendor: ['/vendor', '/availability', '/AI', '/host/booking/start', '/account-settings'],
  admin: ['/admin', '/admin/bookings', '/admin/messages'],
};

async function as(page: Page, role: Role) {
  if (role !== 'signed out') await signIn(page, ACCOUNTS[role]);
}

/** Waits for the page's main heading, then checks the whole page. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
}

/** Keeps a screenshot of the open dialog for review (e2e/test-results/<test>/<name>.png). */
async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/**
 * Opens a dialog with `open`, checks it (focus inside, axe), closes it with Escape and checks that focus
 * returned to `opener`.
 */
async function checkDialog(page: Page, name: string, opener: Locator, dialog: Locator) {
  await opener.click();
  await expectAccessibleDialog(page, name, dialog);
  await keepScreenshot(page, name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

// With reduced motion, as a visitor may ask: the home page's steps then neither fade in nor take turns
// being highlighted, so axe reads each view in its final state instead of racing a transition.
test.use({ reducedMotion: 'reduce' });

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewportName} size`, () => {
    test.use({ viewport });

    for (const [role, paths] of Object.entries(ROUTES) as [Role, readonly string[]][]) {
      for (const path of paths) {
        const title = `${path} ${role === 'signed out' ? 'signed out' : `as ${role}`}`;
        test(title, { tag: ownerTag(path) }, async ({ page }) => {
          await as(page, role);
          await visit(page, path);
          await expectAccessible(page, `${path} (${role}, ${viewportName})`);
        });
      }
    }

    test('the login prompt of a signed-out Book Now', { tag: '@host-app' }, async ({ page }) => {
      await visit(page, `/vendor/${DJ_NOVA}`);
      await page.getByRole('checkbox', { name: /Party Starter/ }).check();
      await checkDialog(
        page,
        'login prompt',
        page.getByRole('button', { name: 'Book Now' }),
        page.getByRole('dialog', { name: 'You must be logged in to book.' }),
      );
    });

    test('the dialogs of the booking flow and the account menu', { tag: '@host-app' }, async ({ page }) => {
      test.setTimeout(120_000);
      // A window far ahead that no other test books (the booking spec uses 120–141 days).
      const date = new Date();
      date.setDate(date.getDate() + (viewportName === 'phone' ? 200 : 210));
      const day = date.toISOString().slice(0, 10);
      await serviceClient().from('availability').insert({
        vendor_id: DJ_NOVA,
        user_id: DJ_NOVA_USER,
        date: day,
        start_time: '10:00',
        end_time: '16:00',
        time_slot_text: '10:00 AM - 4:00 PM',
        is_available: true,
      });

      await signIn(page, ACCOUNTS.host);
      await visit(page, `/vendor/${DJ_NOVA}`);
      // The account menu (on a phone its links are in the phone menu, checked below): Enter opens it,
      // Tab moves into it, Escape closes it and focus is back on the avatar.
      if (viewportName === 'desktop') {
        const avatar = page.getByRole('button', { name: /^Account menu for / });
        await avatar.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await page.keyboard.press('Tab');
        await expectAccessibleDialog(page, 'account menu', menu);
        await keepScreenshot(page, 'account menu');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(avatar).toBeFocused();
      }

      await page.getByRole('checkbox', { name: /Party Starter/ }).check();
      const bookNow = page.getByRole('button', { name: 'Book Now' });
      await bookNow.click();
      const details = page.getByRole('dialog', { name: 'Booking Details' });
      await expectAccessibleDialog(page, 'Booking Details', details);
      await keepScreenshot(page, 'booking details');
      await details.getByLabel('Number of guests').fill('20');
      await details.getByLabel('Duration (hours)').fill('3');
      await details.getByRole('button', { name: 'Check Availability' }).click();

      const calendar = page.getByRole('dialog', { name: 'Select Date & Time' });
      await expectAccessibleDialog(page, 'Select Date & Time', calendar);
      const [y, m, d] = day.split('-').map(Number);
      const label = `${new Date(y!, m! - 1, d!).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      })}, available`;
      const dayButton = calendar.getByRole('button', { name: label });
      for (let i = 0; i < 14 && !(await dayButton.isVisible()); i += 1) {
        await calendar.getByRole('button', { name: 'Next month' }).click();
      }
      await dayButton.click();
      // antd's radio buttons hide the input itself; the label is what is seen and pressed.
      await expect(
        calendar.getByRole('region', { name: 'Available times' }).getByRole('radio').first(),
      ).toBeAttached();
      await calendar.locator('.ant-radio-button-wrapper').first().click();
      await expect(calendar.getByRole('radio').first()).toBeChecked();
      await expectAccessible(page, 'Select Date & Time with its slots');
      await keepScreenshot(page, 'select date and time');
      await calendar.getByRole('button', { name: 'Continue' }).click();

      const confirm = page.getByRole('dialog', { name: 'Confirm Booking' });
      await expectAccessibleDialog(page, 'Confirm Booking', confirm);
      await keepScreenshot(page, 'confirm booking');
      // Escape closes the whole flow; focus is back on Book Now.
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(bookNow).toBeFocused();
    });

    test('the event-date picker and the lightbox', { tag: '@host-app' }, async ({ page }) => {
      await visit(page, '/');
      await checkDialog(
        page,
        'event-date picker',
        page.getByRole('button', { name: /^Event date/ }),
        page.getByRole('dialog', { name: /Select Date/ }),
      );

      const { data } = await serviceClient()
        .from('vendors')
        .select('id, photos')
        .eq('name', GOLDEN_HOUR)
        .single();
      await visit(page, `/vendor/${data!.id}`);
      const count = (data!.photos as unknown[]).length;
      await checkDialog(
        page,
        'lightbox',
        page
          .getByRole('region', { name: 'Gallery' })
          .getByRole('button', { name: `Open photo 2 of ${count} full screen` }),
        page.getByRole('dialog'),
      );
    });

    if (viewportName === 'phone') {
      for (const role of ['signed out', 'host'] as const) {
        test(`the phone menu ${role === 'host' ? 'as host' : 'signed out'}`, { tag: '@shell' }, async ({
          page,
        }) => {
          await as(page, role);
          await visit(page, '/');
          await checkDialog(
            page,
            `phone menu (${role})`,
            page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
            page.getByRole('dialog', { name: 'Menu' }),
          );
        });
      }
    }

    test("the host's review dialog, with its messages", { tag: '@host-app' }, async ({ page }) => {
      await signIn(page, ACCOUNTS.host);
      await visit(page, '/dashboard');
      // Reviews are left on events that are over: the Past tab.
      await page.getByRole('tab', { name: 'Past' }).click();
      const leave = page.getByRole('button', { name: /^Leave a review of / }).first();
      await leave.click();
      const dialog = page.getByRole('dialog', { name: /^Review / });
      await dialog.getByRole('button', { name: 'Post review' }).click();
      await expect(dialog.getByText('Please enter a title.')).toBeVisible();
      await expectAccessibleDialog(page, 'review dialog', dialog);
      await keepScreenshot(page, 'review dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(leave).toBeFocused();
    });

    test("the admin's drawer, booking detail and delete confirmation", { tag: '@admin-app' }, async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.admin);
      await visit(page, '/admin');
      const review = page.getByRole('button', { name: /^Review / }).first();
      await checkDialog(page, 'vendor review drawer', review, page.getByRole('dialog', { name: /^Review / }));

      await visit(page, '/admin/bookings');
      const view = page.getByRole('button', { name: /^View booking of / }).first();
      await view.click();
      const detail = page.getByRole('dialog', { name: 'Booking Details' });
      await expectAccessibleDialog(page, 'admin booking detail', detail);
      await keepScreenshot(page, 'admin booking detail');
      const remove = detail.getByRole('button', { name: 'Delete' });
      await checkDialog(
        page,
        'delete confirmation',
        remove,
        page.getByRole('dialog', { name: 'Delete Booking' }),
      );
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();
      await expect(view).toBeFocused();
    });

    test("the vendor's booking detail and the availability dialogs", { tag: '@vendor-app' }, async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.vendor);
      await visit(page, '/vendor');
      const view = page.getByRole('button', { name: /^View booking of / }).first();
      await checkDialog(
        page,
        'vendor booking detail',
        view,
        page.getByRole('dialog', { name: 'Booking Details' }),
      );

      await visit(page, '/availability');
      await checkDialog(
        page,
        'new time slot',
        page.getByRole('button', { name: 'Add Availability' }),
        page.getByRole('dialog'),
      );
      await checkDialog(
        page,
        'availability tutorial',
        page.getByRole('button', { name: 'How to Use' }),
        page.getByRole('dialog'),
      );
    });
  });
}
