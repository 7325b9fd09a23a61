/**
 * The Playwright `test` for pages that talk to the backend: every page gets the runtime configuration
 * pointed at this run's devstack (see global-setup.ts), and tests get helpers for the inbox and for
 * checking the database as the service role.
 */

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ConsoleGate } from './console-gate';
import { devstackRuntimeConfig } from './devstack-urls';

/** The runtime configuration the shell's production build serves (a copy of tooling/mf-config/public/env.js). */
const builtEnvJs = path.resolve(import.meta.dirname, '../../shell/dist/env.js');

export interface Stack {
  apiUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceKey: string;
}

export function stack(): Stack {
  const { E2E_API_URL, E2E_MAIL_URL, E2E_ANON_KEY, E2E_SERVICE_KEY } = process.env;
  if (!E2E_API_URL || !E2E_MAIL_URL || !E2E_ANON_KEY || !E2E_SERVICE_KEY) {
    throw new Error('No devstack: run through playwright.config.ts (globalSetup starts one).');
  }
  return { apiUrl: E2E_API_URL, mailUrl: E2E_MAIL_URL, anonKey: E2E_ANON_KEY, serviceKey: E2E_SERVICE_KEY };
}

/**
 * Serves /env.js with supabaseUrl, supabaseAnonKey, checkoutUrl and stripeJsUrl of this run's devstack, to one page or to
 * every page of a context (tabs the site opens included).
 */
export async function useDevstack(page: Page | BrowserContext, s: Stack = stack()) {
  const patch = {
    ...devstackRuntimeConfig(),
    supabaseUrl: s.apiUrl,
    supabaseAnonKey: s.anonKey,
    checkoutUrl: `${s.apiUrl}/functions/v1`,
  };
  // The built env.js from disk, not fetched again from the preview server: a fetch on a kept-alive socket
  // the server was closing failed a run once (ECONNRESET).
  const original = await readFile(builtEnvJs, 'utf8');
  const body = `${original}\n;Object.assign(window.__PARTYEASY_CONFIG__, ${JSON.stringify(patch)});`;
  await page.route('**/env.js', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      body,
    }),
  );
}

/** A service-role client: for arranging data and checking what was stored (bypasses RLS). */
export function serviceClient(): SupabaseClient {
  const s = stack();
  return createClient(s.apiUrl, s.serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Waits for the newest message to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp = /./, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${stack().mailUrl}/api/messages?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as Mail[] | { messages: Mail[] };
    const messages = Array.isArray(body) ? body : body.messages;
    const match = messages.find((m) => subject.test(m.subject));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** A unique address for a test's own account, so runs and tests never collide. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.partyeasy.test`;
}

export const DEMO_PASSWORD = 'PartyEasy!2026';

/** Signs in through the real /login form. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^log in$|^sign in$/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A supabase-js client signed in as `email`, as the browser would hold it (RLS applies). */
export async function clientFor(email: string, password = DEMO_PASSWORD): Promise<SupabaseClient> {
  const s = stack();
  const client = createClient(s.apiUrl, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`signing in ${email}: ${error.message}`);
  return client;
}

/**
 * Waits until an antd dialog has finished opening. Its zoom starts at a fifth of the dialog's size, and on a
 * busy machine that first frame can hold still long enough for Playwright's stability check: the click is then
 * aimed at where a button is drawn at that size, and lands where the grown dialog has something else. On a
 * disabled button there (a past day of a calendar) the click is swallowed and nothing reports the miss.
 */
export async function expectOpened(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
}

/**
 * Picks an option of an antd Select by its visible text. The select is found by its accessible name (a
 * <label> or aria-label); a searchable select is narrowed by typing first (its list only renders the
 * options in view). Waits until the select shows the choice.
 */
export async function chooseOption(page: Page, label: string, option: string, { search = false } = {}) {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  const select = page.locator('.ant-select').filter({ has: combobox });
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  // A click during the dropdown's opening animation can miss its option on a busy machine: try again
  // until the select shows the choice.
  await expect(async () => {
    // The selected value lies over the input: click the select itself, as a person does.
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await select.click();
    if (search) await combobox.fill(option);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
    const listId = await combobox.getAttribute('aria-controls');
    const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
    await dropdown
      .locator('.ant-select-item-option-content')
      .filter({ hasText: exact })
      .click({ timeout: 5_000 });
    await expect(select.locator('.ant-select-selection-item')).toHaveText(exact, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * The `test` of every spec: its `page` already points at this run's devstack, and the console gate
 * (console-gate.ts) fails the test on any console error or warning, uncaught error or unexpected 4xx/5xx
 * of any page the test opened. Further per-test checks hook in as auto fixtures beside `consoleGate`.
 */
export const test = base.extend<{ stack: Stack; consoleGate: ConsoleGate }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  stack: async ({}, use) => {
    await use(stack());
  },
  consoleGate: [
    async ({ context, browser }, use, testInfo) => {
      const gate = new ConsoleGate(testInfo);
      gate.watch(context);
      gate.watchBrowser(browser);
      await use(gate);
      gate.verdict();
    },
    { auto: true },
  ],
  page: async ({ page, stack: s }, use) => {
    await useDevstack(page, s);
    await use(page);
  },
});

export { expect };

/**
 * Starts the hosted checkout of `client`'s held booking through the checkout function (the Pay fallback's
 * call); answers the payment stand-in's page address.
 */
export async function hostedCheckoutUrl(client: SupabaseClient, bookingId: string, packageName: string) {
  const token = (await client.auth.getSession()).data.session!.access_token;
  const started = await fetch(`${stack().apiUrl}/functions/v1/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ bookingId, packages: [{ name: packageName }], addons: [] }),
  });
  expect(started.status, await started.clone().text()).toBe(200);
  return ((await started.json()) as { url: string }).url;
}

/** Pays on the stand-in's hosted page (already open) with the card that succeeds; waits for /success. */
export async function payWithTestCard(page: Page, nameOnCard: string) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((u) => u.pathname === '/success', { timeout: 30_000 });
}
