import { expect, test } from '@playwright/test';

/** Ceiling until the performance issue sets the real budget: catches a remote shipping its own antd or React. */
const ceilingBytes = 800 * 1024;

test('first visit to / transfers a bounded amount of JavaScript (gzip)', async ({ page }) => {
  const scripts: { url: string; transferred: number; encoding: string }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    scripts.push({
      url: request.url(),
      transferred: sizes.responseBodySize,
      encoding: (await response?.headerValue('content-encoding')) ?? 'none',
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = scripts.reduce((sum, script) => sum + script.transferred, 0);
  const perOrigin = new Map<string, number>();
  for (const script of scripts) {
    const origin = new URL(script.url).origin;
    perOrigin.set(origin, (perOrigin.get(origin) ?? 0) + script.transferred);
  }
  const byOrigin = [...perOrigin].map(([origin, bytes]) => `${origin} ${(bytes / 1024).toFixed(1)} KB`);
  const summary = `first visit to /: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB transferred (${byOrigin.join('; ')})`;
  console.log(summary);
  test.info().annotations.push({ type: 'first-visit-js', description: summary });

  expect(
    scripts.filter(
      (script) => script.url.endsWith('.js') && script.encoding === 'none' && script.transferred > 1024,
    ),
  ).toEqual([]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(ceilingBytes);
});
