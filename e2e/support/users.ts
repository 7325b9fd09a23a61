/**
 * Accounts, signed-in pages and paid bookings for specs whose subject is something else: made through the
 * auth admin API, the functions and the payment stand-in over HTTP, not through the sign-up and login forms
 * or the booking modal (auth.spec.ts, booking.spec.ts and keyboard-booking.spec.ts test those). Every
 * account made here has accepted the current terms, else the terms prompt would cover the page under test.
 */

import { TERMS_VERSION } from '@partyeasy/shared-domain';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  clientFor,
  DEMO_PASSWORD,
  expect,
  hostedCheckoutUrl,
  payWithTestCard,
  serviceClient,
  stack,
  test,
  uniqueEmail,
  useDevstack,
} from './test';

export type Role = 'host' | 'vendor' | 'admin';

export interface User {
  id: string;
  email: string;
  password: string;
  /** The profile name (a booking's customer name is taken from it by the server). */
  name: string;
}

export interface NewUserOptions {
  /** The profile's full name; a unique one is made when left out, none is given with null. */
  name?: string | null;
  /** Prefix of the unique address (shows in the inbox and the database when a test fails). */
  prefix?: string;
  email?: string;
  password?: string;
  /** Further user_metadata (phone, ...); `terms_version` can be overridden here to test the terms prompt. */
  metadata?: Record<string, unknown>;
}

const suffix = () => Math.random().toString(36).slice(2, 7);

/**
 * A confirmed account with the current terms accepted. A host or vendor is the profile's `user_type`; an admin
 * is `app_metadata.role = 'admin'` (the database's is_admin()), with no user_type.
 */
export async function newUser(role: Role, options: NewUserOptions = {}): Promise<User> {
  const name = options.name === undefined ? `E2E ${role} ${suffix()}` : options.name;
  const email = options.email ?? uniqueEmail(options.prefix ?? `e2e-${role}`);
  const password = options.password ?? DEMO_PASSWORD;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: {
      terms_version: TERMS_VERSION,
      ...(name === null ? {} : { full_name: name, name }),
      ...(role === 'admin' ? {} : { user_type: role }),
      ...options.metadata,
    },
    ...(role === 'admin' ? { app_metadata: { role: 'admin' } } : {}),
  });
  expect(error, `creating ${email}`).toBeNull();
  return { id: data.user!.id, email, password, name: name ?? email };
}

export const newHost = (options: NewUserOptions = {}) => newUser('host', options);
export const newVendorUser = (options: NewUserOptions = {}) => newUser('vendor', options);

type Credentials = { email: string; password?: string } | string;

const credentials = (user: Credentials) =>
  typeof user === 'string'
    ? { email: user, password: DEMO_PASSWORD }
    : { email: user.email, password: user.password ?? DEMO_PASSWORD };

const origin = () => new URL(test.info().project.use.baseURL ?? 'http://localhost:3000').origin;

/** The local-storage entry supabase-js keeps after a password sign-in as `user`. */
async function sessionEntry(user: Credentials) {
  const { email, password } = credentials(user);
  const { data, error } = await (await clientFor(email, password)).auth.getSession();
  if (error || !data.session) throw new Error(`no session for ${email}`);
  const name = `sb-${new URL(stack().apiUrl).hostname.split('.')[0]}-auth-token`;
  return { name, value: JSON.stringify(data.session) };
}

/**
 * Signs `page` in as `user` without the login form (auth.spec.ts tests that): the session of a password
 * sign-in is written into the site's local storage once, from the site's own /env.js (no app code runs
 * there). Once, unlike an init script: a test that logs out stays logged out. Go to the page under test next.
 */
export async function signIn(page: Page, user: Credentials) {
  const { name, value } = await sessionEntry(user);
  await page.goto(`${origin()}/env.js`);
  await page.evaluate(([key, session]) => window.localStorage.setItem(key, session), [name, value] as const);
}

/**
 * A page of a browser context of its own (another person beside the test's `page`), pointed at this run's
 * devstack and, unless `user` is null, starting signed in as `user` (the session is in the context's storage
 * state). Close it with `page.context().close()`.
 */
export async function pageAs(
  browser: Browser,
  user: Credentials | null,
  contextOptions: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const storageState = user
    ? { cookies: [], origins: [{ origin: origin(), localStorage: [await sessionEntry(user)] }] }
    : undefined;
  const context: BrowserContext = await browser.newContext({ ...contextOptions, storageState });
  await useDevstack(context);
  return context.newPage();
}

export interface BookingRequest {
  vendorId: string;
  date: string;
  /** 'HH:MM' */
  time: string;
  /** The package's name as the vendor lists it (the server prices it). */
  packageName: string;
  durationHours?: number;
  guestCount?: number;
  location?: string;
  /** Further columns of the insert (event_type, special_requests, ...). */
  fields?: Record<string, unknown>;
}

export interface HeldBooking {
  id: string;
  location: string;
}

/**
 * What the booking modal stores for `host` before payment: a booking in `clicked_book` inserted with the host's
 * own session (RLS and the server's price triggers apply, as from the site).
 */
export async function holdBooking(host: User, request: BookingRequest): Promise<HeldBooking> {
  const client = await clientFor(host.email, host.password);
  const location = request.location ?? `${Math.floor(Math.random() * 9000) + 1000} E2E Ave, Dallas, TX`;
  const { data, error } = await client
    .from('bookings')
    .insert({
      vendor_id: request.vendorId,
      user_id: host.id,
      customer_email: host.email,
      customer_name: host.name,
      total_amount: 1,
      payment_status: 'clicked_book',
      booking_date: request.date,
      booking_time: request.time,
      duration_hours: request.durationHours ?? 2,
      guest_count: request.guestCount ?? 20,
      selected_packages: request.packageName,
      event_location: location,
      ...request.fields,
    })
    .select('id')
    .single();
  expect(error, `holding ${request.date} ${request.time}`).toBeNull();
  return { id: data!.id as string, location };
}

/**
 * Books and pays as `host`: the held booking, the checkout function's hosted session, and the test card
 * submitted to the payment stand-in's hosted page over HTTP (its webhook marks the booking paid). With
 * `on: page` the card is typed into the hosted page in the browser instead, for specs that show that page.
 * Answers the stored row once it is paid.
 */
export async function bookAndPay(
  host: User,
  request: BookingRequest,
  { on }: { on?: Page } = {},
): Promise<Record<string, unknown> & { id: string; location: string; total_amount: number | string }> {
  const held = await holdBooking(host, request);
  const client = await clientFor(host.email, host.password);
  const url = await hostedCheckoutUrl(client, held.id, request.packageName);
  if (on) {
    await on.goto(url);
    await payWithTestCard(on, host.name);
  } else {
    const paid = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        number: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        name: host.name,
      }).toString(),
    });
    expect(paid.status, `paying ${url}`).toBe(303);
  }
  const db = serviceClient();
  let row: Record<string, unknown> | null = null;
  await expect
    .poll(
      async () => {
        ({ data: row } = await db.from('bookings').select('*').eq('id', held.id).single());
        return row?.payment_status;
      },
      { message: `booking ${held.id} paid` },
    )
    .toBe('paid');
  return { ...(row as unknown as { id: string; total_amount: number | string }), location: held.location };
}
