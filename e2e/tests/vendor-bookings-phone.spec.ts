/**
 * The vendor's bookings on a phone (issue 42, item 11): the 800 px table was cut off at 390 px; each booking
 * is now a card with every column, and nothing runs off the screen. The desktop keeps the table.
 */
import { expect, test } from '../support/test';
import { signIn } from '../support/users';

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test("the vendor's bookings show every column, nothing cut off", async ({ page }, testInfo) => {
      await signIn(page, 'dj@partyeasy.test');
      await page.goto('/vendor');
      await expect(page.getByRole('heading', { name: 'All Bookings' })).toBeVisible({ timeout: 30_000 });
      if (size === 'phone') {
        const cards = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem');
        await expect(cards.first()).toBeVisible();
        // Other specs book DJ Nova in the same run, so the first card is whichever booking sorts first.
        const card = cards.first();
        for (const field of ['Customer', 'Event', 'Packages', 'Amount', 'Status', 'Actions']) {
          await expect(card.getByRole('term').filter({ hasText: field })).toBeVisible();
        }
        const view = card.getByRole('button', { name: /^View booking of / });
        await view.scrollIntoViewIfNeeded();
        const box = await view.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        await card.scrollIntoViewIfNeeded();
      } else {
        await expect(page.getByRole('table')).toBeVisible();
        await page.getByRole('table').scrollIntoViewIfNeeded();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: testInfo.outputPath(`vendor-bookings-${size}.png`) });
    });
  });
}
