/**
 * The console gate: a test fails when any page it opened logs a console error or warning, throws an
 * uncaught error, or gets a 4xx/5xx response, unless the one allow-list below expects it.
 *
 * `test` in test.ts turns the gate on for every test: it watches the test's own browser context and every
 * context or page the test opens itself (`browser.newContext()`, `browser.newPage()`), and reports what it
 * saw when the test ends. Noise is fixed at its cause; an entry belongs here only when a test provokes
 * the failure on purpose (a backend cut off, a chunk removed, a wrong password) and asserts how the site
 * handles it.
 */
import path from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Response, TestInfo } from '@playwright/test';

type Kind = 'console' | 'pageerror' | 'response';

interface Allowance {
  /** Spec file (base name) the allowance applies to. */
  spec: string;
  /** Only tests whose title path (describe blocks › test) matches; all tests of the spec when absent. */
  title?: RegExp;
  kind: Kind;
  /** Matched against the message text, or against `<status> <method> <url>` for a response. */
  text: RegExp;
}

/**
 * Everything the gate lets through, each with the reason it is expected. Keep it short: a new entry needs
 * a test that causes the failure on purpose.
 */
export const ALLOWED: readonly Allowance[] = [
  // privacy.spec.ts deletes an account after a wrong password (403 from delete-account, shown beside the field);
  // the app then drops its local session, and supabase-js's local sign-out asks the auth server, which answers
  // 403 session_not_found (the deletion ended every session; supabase-js treats that as signed out); then the
  // spec tries to log in as the deleted user (400 invalid_credentials, shown on the login form).
  {
    spec: 'privacy.spec.ts',
    kind: 'response',
    text: /^403 POST .*\/functions\/v1\/delete-account$|^403 POST .*\/auth\/v1\/logout\?scope=local$|^400 POST .*\/auth\/v1\/token\?grant_type=password$/,
  },
  {
    spec: 'privacy.spec.ts',
    kind: 'console',
    text: /status of 403 .*\/functions\/v1\/delete-account|status of 403 .*\/auth\/v1\/logout\?scope=local|status of 400 .*\/auth\/v1\/token\?grant_type=password/,
  },
  // faults.spec.ts aborts the backend's REST/functions/auth calls in the browser (route.abort) and checks
  // the screens say so: Chromium logs each refused request as a console error.
  { spec: 'faults.spec.ts', kind: 'console', text: /Failed to load resource: net::ERR_CONNECTION_REFUSED/ },
  // federation.spec.ts points a remote at a closed port or aborts its files: the federation runtime logs
  // the failed load (console) before the shell shows "This part of the site is unavailable".
  {
    spec: 'federation.spec.ts',
    title: /cannot be reached|Retry loads a remote|missing chunk/,
    kind: 'console',
    text: /./,
  },
  {
    spec: 'federation.spec.ts',
    title: /cannot be reached|Retry loads a remote|missing chunk/,
    kind: 'pageerror',
    text: /./,
  },
  // ...and serves a remote's manifest asking for a shared-ui the shell does not provide: the federation runtime
  // and the route's error boundary log the refusal before the shell shows the fallback.
  {
    spec: 'federation.spec.ts',
    title: /shared versions the shell does not provide/,
    kind: 'console',
    text: /IncompatibleRemoteError|needs shared modules this shell does not provide|A part of the site failed to load/,
  },
  // skew.spec.ts runs the previous shell with the new remotes: a remote the old shell cannot run fails to
  // load (logged by the federation runtime and the route's error boundary) and shows its fallback.
  { spec: 'skew.spec.ts', title: /previous shell with the new remotes/, kind: 'console', text: /./ },
  { spec: 'skew.spec.ts', title: /previous shell with the new remotes/, kind: 'pageerror', text: /./ },
  // messaging-entry.spec.ts messages a listing that stopped being live: start_conversation refuses (409) and
  // the profile shows the refusal.
  {
    spec: 'messaging-entry.spec.ts',
    title: /shows a refusal clearly/,
    kind: 'response',
    text: /^409 POST .*\/rest\/v1\/rpc\/start_conversation$/,
  },
  {
    spec: 'messaging-entry.spec.ts',
    title: /shows a refusal clearly/,
    kind: 'console',
    text: /status of 409 .*\/rest\/v1\/rpc\/start_conversation/,
  },
  // terms-and-receipts.spec.ts opens a host's receipt as another host: booking_receipt answers 404 (not found,
  // its existence not told) and the page says "Receipt not found".
  {
    spec: 'terms-and-receipts.spec.ts',
    title: /another host cannot/,
    kind: 'console',
    text: /status of 404 \(Not Found\)/,
  },
  {
    spec: 'terms-and-receipts.spec.ts',
    title: /another host cannot/,
    kind: 'response',
    text: /^404 POST .*\/rest\/v1\/rpc\/booking_receipt/,
  },
  // favourites.spec.ts answers one save of a heart with 503 and checks the heart turns back with a message.
  { spec: 'favourites.spec.ts', title: /server refuses/, kind: 'console', text: /status of 503/ },
  {
    spec: 'favourites.spec.ts',
    title: /server refuses/,
    kind: 'response',
    text: /^503 POST .*\/rest\/v1\/favourites/,
  },
  // ...and removes a remote's chunks (404) on purpose.
  {
    spec: 'federation.spec.ts',
    title: /missing chunk/,
    kind: 'response',
    text: /^404 GET .*\/static\/js\/async\//,
  },
  // federation.spec.ts deletes supabaseAnonKey from the runtime configuration: the shell logs why it
  // cannot start, next to the page that explains it.
  {
    spec: 'federation.spec.ts',
    title: /broken runtime configuration/,
    kind: 'console',
    text: /supabaseAnonKey/,
  },
  // Wrong passwords and expired or reused links are typed or opened on purpose: the auth server answers
  // 400/401/403/422 (and Chromium logs the status) while the form shows its message.
  { spec: 'auth.spec.ts', kind: 'response', text: /^(400|401|403|422) [A-Z]+ .*\/auth\/v1\// },
  {
    spec: 'auth.spec.ts',
    kind: 'console',
    text: /Failed to load resource: the server responded with a status of (400|401|403|422)/,
  },
  // ...and the header's own-vendor lookup, cut off by faults.spec.ts with the rest, logs why it shows no
  // 'Vendor Dashboard'.
  { spec: 'faults.spec.ts', kind: 'console', text: /^\[error\] Vendor lookup failed .*Failed to fetch/ },
  // account-settings.spec.ts gives a wrong current password on purpose: the fresh sign-in that proves it
  // is refused (400) and the page says so next to the field.
  {
    spec: 'account-settings.spec.ts',
    title: /changing the password/,
    kind: 'response',
    text: /^400 POST .*\/auth\/v1\/token\?grant_type=password$/,
  },
  {
    spec: 'account-settings.spec.ts',
    title: /changing the password/,
    kind: 'console',
    text: /Failed to load resource: the server responded with a status of 400 .*\/auth\/v1\/token\?grant_type=password/,
  },
  // booking.spec.ts takes the slot while the host pays (the checkout function answers 409) and breaks the
  // checkout function (500), and checks what the host is told.
  {
    spec: 'booking.spec.ts',
    title: /a slot taken while paying|a failing checkout function/,
    kind: 'response',
    text: /^(409|500) POST .*\/functions\/v1\/(create-checkout-session|create-booking)$/,
  },
  {
    spec: 'booking.spec.ts',
    title: /a slot taken while paying|a failing checkout function/,
    kind: 'console',
    text: /status of (409|500) .*\/functions\/v1\/(create-checkout-session|create-booking)/,
  },
  // booking.spec.ts pays with a declined test card inside the booking modal: the stand-in's card frame
  // answers the form with 402 and shows 'Your card was declined.'.
  {
    spec: 'booking.spec.ts',
    title: /books and pays for DJ Nova|after a declined card/,
    kind: 'response',
    text: /^402 POST .*\/embedded\/cs_test_\w+$/,
  },
  {
    spec: 'booking.spec.ts',
    title: /books and pays for DJ Nova|after a declined card/,
    kind: 'console',
    text: /status of 402 \(Payment Required\) \(http:\/\/127\.0\.0\.1:\d+\/embedded\/cs_test_\w+/,
  },
  // ...and blocks Stripe.js to check the hosted-page fallback: Chromium logs the aborted script.
  {
    spec: 'booking.spec.ts',
    title: /without Stripe\.js/,
    kind: 'console',
    text: /Failed to load resource: net::ERR_FAILED .*\/stripe\.js/,
  },
  // browse.spec.ts aborts the vendor search to show its Retry.
  {
    spec: 'browse.spec.ts',
    title: /a failed search/,
    kind: 'console',
    text: /Failed to load resource: net::ERR_FAILED .*\/rest\/v1\/rpc\/browse_vendors/,
  },
  // auth.spec.ts turns the auth server's rate limits on and exceeds them on purpose: 429, shown as 'wait,
  // then try again'.
  {
    spec: 'auth.spec.ts',
    title: /rate limits \(429\)/,
    kind: 'response',
    text: /^429 [A-Z]+ .*\/auth\/v1\//,
  },
  { spec: 'auth.spec.ts', title: /rate limits \(429\)/, kind: 'console', text: /status of 429/ },
  // faults.spec.ts cuts the admin bookings page off the backend: the page logs why before it offers Retry.
  { spec: 'faults.spec.ts', kind: 'console', text: /^\[error\] Bookings page failed .*Failed to fetch/ },
  // vendor-profile.spec.ts blocks the site's scripts to look at the static first screen alone.
  {
    spec: 'vendor-profile.spec.ts',
    title: /before the app's code has run|no static first screen/,
    kind: 'console',
    text: /Failed to load resource: net::ERR_FAILED .*\/static\/js\//,
  },
  // ...as first-visit.spec.ts does for the log-in page's.
  {
    spec: 'first-visit.spec.ts',
    title: /static form is inert/,
    kind: 'console',
    text: /Failed to load resource: net::ERR_FAILED .*\/static\/js\//,
  },
];

function allowed(testInfo: TestInfo, kind: Kind, text: string): boolean {
  const spec = path.basename(testInfo.file);
  return ALLOWED.some(
    (a) =>
      a.spec === spec &&
      a.kind === kind &&
      (!a.title || a.title.test(testInfo.titlePath.join(' › '))) &&
      a.text.test(text),
  );
}

function where(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? ` (${url}:${lineNumber})` : '';
}

export class ConsoleGate {
  private readonly problems: string[] = [];
  private readonly watched = new WeakSet<BrowserContext>();
  private readonly restore: (() => void)[] = [];

  constructor(private readonly testInfo: TestInfo) {}

  private report(kind: Kind, text: string) {
    if (!allowed(this.testInfo, kind, text)) this.problems.push(`${kind}: ${text}`);
  }

  /** Watches every page of `context`, present and future. */
  watch(context: BrowserContext) {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('console', (message: ConsoleMessage) => {
      const type = message.type();
      if (type === 'error' || type === 'warning')
        this.report('console', `[${type}] ${message.text()}${where(message)}`);
    });
    context.on('weberror', (error) => this.report('pageerror', error.error().stack ?? error.error().message));
    context.on('response', (response: Response) => {
      if (response.status() >= 400) {
        this.report('response', `${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
  }

  /** Also watches the contexts and pages the test opens itself while it runs. */
  watchBrowser(browser: Browser) {
    const { newContext, newPage } = browser;
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await newContext.apply(browser, args);
      this.watch(context);
      return context;
    };
    browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
      const page = await newPage.apply(browser, args);
      this.watch(page.context());
      return page;
    };
    this.restore.push(() => {
      browser.newContext = newContext;
      browser.newPage = newPage;
    });
  }

  /** Stops watching new contexts and fails the test with everything unexpected it saw. */
  verdict() {
    for (const undo of this.restore.splice(0)) undo();
    if (this.problems.length > 0) {
      throw new Error(
        `The console gate saw ${this.problems.length} unexpected console message(s) or response(s) ` +
          `(fix the cause, or allow a deliberate one in e2e/support/console-gate.ts):\n` +
          this.problems.map((p) => `  - ${p}`).join('\n'),
      );
    }
  }
}
