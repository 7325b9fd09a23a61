/**
 * The accessibility gate: axe-core with the WCAG 2.1 A and AA rules, run on what the page shows now (a
 * route, or a dialog or popup in its open state). Any violation fails the test, unless the allow-list
 * below names it with a reason. docs/accessibility.md says what is checked where.
 */

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA (axe's own tags). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

interface Allowed {
  /** The axe rule id, e.g. 'color-contrast'. */
  rule: string;
  /** Matches the element's CSS selector as axe reports it. */
  target: RegExp;
  /** Why it cannot be fixed, and who decided. */
  reason: string;
}

/**
 * Violations accepted on purpose. Empty: every violation found so far was fixed at its root. An entry
 * needs a rule, the narrowest target and a reason; docs/accessibility.md lists the entries too.
 */
export const ALLOWED: readonly Allowed[] = [];

/** The viewports every route is checked at: a laptop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Waits until the page has settled: no skeleton or spinner left, and no finite animation running (a
 * dialog fading in is half transparent, which would read as low contrast). Endless animations (a
 * spinner's rotation) are not waited for.
 */
export async function waitForSettled(page: Page) {
  await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  // Content that fades in once scrolled into view (the home page's steps) is brought in first: axe
  // scrolls to every element it checks, and would otherwise catch it half faded in. Done again until a
  // pass through the page starts no animation and none is left running.
  await expect(async () => {
    const running = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      const start = window.scrollY;
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frame();
      }
      window.scrollTo(0, start);
      await frame();
      return document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => (animation as CSSTransition).transitionProperty ?? animation.constructor.name);
    });
    // The home page's highlighted step moves on every few seconds; its border and shadow change colour,
    // not its text, so those transitions do not matter for the check.
    expect(running.filter((name) => name !== 'border-color' && name !== 'box-shadow')).toEqual([]);
  }).toPass({ timeout: 20_000 });
}

/** One line per violating element, e.g. "color-contrast (serious) .ant-btn: Fix any of the following: ...". */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${violation.help}\n    ${(
          node.failureSummary ?? ''
        ).replace(/\n/g, '\n    ')}`,
    ),
  );
}

/**
 * Runs axe (WCAG 2.1 A/AA) on the page, or on `within` (a CSS selector, e.g. the open dialog), once it has
 * settled, and fails the test with every violation not on the allow-list. `label` names the view in the
 * failure message.
 */
export async function expectAccessible(page: Page, label: string, { within }: { within?: string } = {}) {
  await waitForSettled(page);
  let builder = new AxeBuilder({ page }).withTags([...WCAG_21_AA]);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  const unexpected = violations
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) =>
          !ALLOWED.some(
            (allowed) => allowed.rule === violation.id && allowed.target.test(node.target.join(' ')),
          ),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
  expect(describeViolations(unexpected), `axe WCAG 2.1 AA violations on ${label}`).toEqual([]);
}

/**
 * The open dialog or popup that `opener` (a locator's action) brought up: checks it with axe, that focus
 * went into it, and returns. Pass the dialog's locator.
 */
export async function expectAccessibleDialog(page: Page, label: string, dialog: ReturnType<Page['locator']>) {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: `focus moves into ${label}`,
    })
    .toBe(true);
  await expectAccessible(page, label);
}
