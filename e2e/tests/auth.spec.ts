import { TERMS_VERSION } from '@partyeasy/shared-domain';
import { expect, logIn, serviceClient, test, uniqueEmail, waitForMail } from '../support/test';
import { newHost } from '../support/users';

const PASSWORD = 'Confetti-42';

function verifyLink(links: string[]): string {
  const link = links.find((candidate) => candidate.includes('/auth/v1/verify'));
  if (!link) throw new Error(`no verify link in ${links.join(', ')}`);
  return link;
}

async function profileOf(email: string) {
  const { data } = await serviceClient()
    .from('users')
    .select('name, type, phone_number')
    .eq('email', email)
    .maybeSingle();
  return data;
}

test('a host signs up by e-mail, confirms from the inbox, logs out and logs in again', async ({ page }) => {
  // Five page loads and a mail round trip: 20-45 s alone, past 60 s on 2 busy cores (a CI run at 00:44).
  test.setTimeout(120_000);
  const email = uniqueEmail('host-signup');
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Casey Host');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Phone Number (optional)').fill('214-555-0100');
  await page.getByRole('radio', { name: "I'm planning a party" }).check();
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page.getByText('Verification email sent!')).toBeVisible();
  await expect(page.getByText(`Check your inbox at ${email} to confirm your account.`)).toBeVisible();
  await expect(page.getByText('Check your email for the confirmation link')).toBeVisible();
  expect(await profileOf(email)).toEqual({ name: 'Casey Host', type: 'host', phone_number: '214-555-0100' });
  // The confirmation of 18 or older and the accepted terms version are on record from the sign-up itself.
  const { data: terms } = await serviceClient()
    .from('users')
    .select('terms_version, terms_accepted_at')
    .eq('email', email)
    .single();
  expect(terms?.terms_version).toBe(TERMS_VERSION);
  expect(terms?.terms_accepted_at).toBeTruthy();

  // The notice stays until 'Got it', which goes home.
  await page.waitForTimeout(2500);
  await expect(page.getByText('Verification email sent!')).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Verification email sent!')).toBeHidden();

  const mail = await waitForMail(email, /Confirm Your Signup/);
  await page.goto(verifyLink(mail.links));
  const avatar = page.getByRole('button', { name: 'Account menu for Casey Host' });
  await expect(avatar).toHaveText('C');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Signup' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Vendor Dashboard' })).toHaveCount(0);

  // The session survives a reload.
  await page.reload();
  await expect(avatar).toBeVisible();

  await avatar.click();
  for (const name of ['Account Settings', 'Dashboard', 'My bookings', 'Logout']) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  }
  await expect(page.getByRole('menuitem', { name: 'Vendor Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Signup' })).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();

  await logIn(page, email, PASSWORD);
  await expect(avatar).toBeVisible();
  // A signed-in session is sent away from the login page.
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('sign-up refuses bad input with clear messages and creates nothing', async ({ page }) => {
  const email = uniqueEmail('bad-signup');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Full Name').fill('Dana Doe');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Please accept the Terms & Conditions and Privacy Policy to continue.',
    }),
  ).toBeVisible();
  // The 18-or-older box says so beside itself, tied to the box for screen readers.
  const age = page.getByRole('checkbox', { name: 'I am 18 or older' });
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await expect(age).toHaveAccessibleDescription('Please confirm that you are 18 or older.');
  // Google sign-up needs both boxes too.
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).uncheck();
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(
    page.getByText('Please accept the Terms & Conditions and Privacy Policy to continue.'),
  ).toBeVisible();
  // What was typed is kept.
  await expect(page.getByLabel('Full Name')).toHaveValue('Dana Doe');

  // A password too short for the auth service: refused beside the field before anything is sent.
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('abc');
  expect(await profileOf(email)).toBeNull();
});

test('login refuses a wrong password and an empty e-mail, and offers the other ways in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In to PartyEasy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');

  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email address.' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('host@partyeasy.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Signup' })).toBeVisible();

  await page.getByRole('button', { name: 'Send a magic link' }).click();
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email address.' })).toBeVisible();
});

test("the auth server's rate limits (429) get a clear 'wait, then try again' message", async ({ page }) => {
  // The devstack answers GoTrue's 429s with its default limits (devstack/tests/auth-hardening.test.ts); the
  // e2e stack runs with them off, so the answers are GoTrue's bodies played at the browser.
  const tooMany = (code: string, msg: string) => ({
    status: 429,
    contentType: 'application/json',
    headers: { 'x-supabase-api-version': '2024-01-01', 'access-control-allow-origin': '*' },
    body: JSON.stringify({ code, error_code: code, msg }),
  });
  await page.route('**/auth/v1/token?grant_type=password', (route) =>
    route.fulfill(tooMany('over_request_rate_limit', 'Request rate limit reached')),
  );
  await page.route('**/auth/v1/otp*', (route) =>
    route.fulfill(tooMany('over_email_send_rate_limit', 'Email rate limit exceeded')),
  );
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('host@partyeasy.test');
  await page.getByLabel('Password', { exact: true }).fill('PartyEasy!2026');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Too many attempts. Please wait a few minutes, then try again.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Send a magic link' }).click();
  await page.getByLabel('Email', { exact: true }).fill('host@partyeasy.test');
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Too many e-mails were requested. Please wait a minute, then try again.' }),
  ).toBeVisible();
});

test('a magic link and its code both sign in', async ({ page }) => {
  const { email } = await newHost({ prefix: 'magic', name: 'Mia Magic', password: PASSWORD });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Send a magic link' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Check your email for the magic link')).toBeVisible();
  const mail = await waitForMail(email, /Magic Link/);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();

  await page.getByRole('button', { name: 'Back to log in' }).click();
  await page.getByRole('button', { name: 'Log in with a code' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('6-digit code').fill(code ?? '');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account menu for Mia Magic' })).toHaveText('M');
});

test('a vendor signs up with Google and sees Vendor Dashboard once they have a listing', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('google-vendor');
  await page.goto('/signup');
  await page.getByRole('radio', { name: "I'm a vendor" }).check();
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Sign up with Google' }).click();

  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expect(page.getByText('Offline access')).toBeVisible();
  await expect(page.getByText('Prompt: consent.')).toBeVisible();
  await page.getByLabel('Use another account: e-mail').fill(email);
  await page.getByLabel('Name', { exact: true }).fill('Gia Grooves');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.hash.includes('access_token'));
  const avatar = page.getByRole('button', { name: 'Account menu for Gia Grooves' });
  await expect(avatar).toHaveText('G');
  await expect.poll(async () => (await profileOf(email))?.type).toBe('vendor');
  // The boxes ticked before the redirect were recorded once the session came back: no prompt.
  await expect
    .poll(async () => {
      const { data } = await serviceClient()
        .from('users')
        .select('terms_version')
        .eq('email', email)
        .single();
      return data?.terms_version;
    })
    .toBe(TERMS_VERSION);
  await expect(page.getByRole('dialog', { name: 'Before you continue' })).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Vendor Dashboard' })).toHaveCount(0);

  const admin = serviceClient();
  const { data: users } = await admin.from('users').select('id').eq('email', email).single();
  const { error } = await admin
    .from('vendors')
    .insert({ user_id: users?.id, name: 'Gia Grooves DJ', servicetype: 'DJ', status: 'pending_approval' });
  expect(error).toBeNull();

  await page.reload();
  await expect(header.getByRole('link', { name: 'Vendor Dashboard' })).toHaveAttribute('href', '/vendor');
  await avatar.click();
  await page.getByRole('menuitem', { name: 'Vendor Dashboard' }).click();
  await expect(page).toHaveURL('/vendor');

  // The phone menu offers the same links, and logging out there clears the vendor items.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of [
    'Host an Event',
    'Join as Vendor',
    'About',
    'Vendor Dashboard',
    'Account Settings',
    'Dashboard',
    'My bookings',
    'Quote requests',
    'Your events',
    'Favorites',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Login/Signup' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Vendor Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('forgot password: request, follow the mail, refuse a mismatch, set a new one and log in with it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await newHost({ prefix: 'forgot', name: 'Rita Reset', password: PASSWORD });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email address.' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset link sent to your email.')).toBeVisible();
  await expect(page.getByText('Check your email for the password reset link')).toBeVisible();

  const mail = await waitForMail(email, /Reset Your Password/);
  await page.goto(verifyLink(mail.links));
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New password', { exact: true }).fill('Brand-New-7');
  await page.getByLabel('Confirm new password').fill('Brand-New-8');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match.' })).toBeVisible();

  // Too short: refused before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill('abcde');
  await page.getByLabel('Confirm new password').fill('abcde');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters long' }),
  ).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('Brand-New-7');
  await page.getByLabel('Confirm new password').fill('Brand-New-7');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully. Redirecting...')).toBeVisible();
  await expect(page).toHaveURL('/login?reset=done', { timeout: 5_000 });
  // The login page says why the user is there.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password was changed. Log in with your new password.' }),
  ).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();

  await logIn(page, email, 'Brand-New-7');
  await expect(page.getByRole('button', { name: 'Account menu for Rita Reset' })).toBeVisible();
});

test('a reset page without a valid link says so', async ({ page }) => {
  await page.goto('/reset-password?code=not-a-real-code');
  await expect(page.getByText('Invalid or expired reset link.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});
