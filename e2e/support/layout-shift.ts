import type { Page } from '@playwright/test';

type LayoutShiftState = { layoutShift: number };

/**
 * Adds up the page's layout shifts from its first paint on (call before `goto`); the returned function reads
 * the sum so far (CLS without its session windows: any shift at all counts).
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as LayoutShiftState;
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        state.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as LayoutShiftState).layoutShift);
}
