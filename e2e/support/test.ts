/**
 * The Playwright `test` for pages that talk to the backend: every page gets the runtime configuration
 * pointed at this run's devstack (see global-setup.ts), and tests get helpers for the inbox and for
 * checking the database as the service role.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

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

/** Serves /env.js with supabaseUrl, supabaseAnonKey and checkoutUrl of this run's devstack. */
export async function useDevstack(page: Page, s: Stack = stack()) {
  const patch = {
    supabaseUrl: s.apiUrl,
    supabaseAnonKey: s.anonKey,
    checkoutUrl: `${s.apiUrl}/functions/v1`,
  };
  await page.route('**/env.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\n;Object.assign(window.__PARTYEASY_CONFIG__, ${JSON.stringify(patch)});`;
    await route.fulfill({ response, body });
  });
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

/** `test` whose `page` already points at this run's devstack. */
export const test = base.extend<{ stack: Stack }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  stack: async ({}, use) => {
    await use(stack());
  },
  page: async ({ page, stack: s }, use) => {
    await useDevstack(page, s);
    await use(page);
  },
});

export { expect };
