import { expect, logIn, serviceClient, test, uniqueEmail, waitForMail } from '../support/test';
import { newHost, signIn } from '../support/users';

const PASSWORD = 'Settings-Pass-1';

function verifyLink(links: string[]): string {
  const link = links.find((candidate) => candidate.includes('/auth/v1/verify'));
  if (!link) throw new Error(`no verify link in ${links.join(', ')}`);
  return link;
}

async function newUser(fullName: string) {
  const { email } = await newHost({
    name: fullName,
    prefix: 'settings',
    password: PASSWORD,
    metadata: { phone_number: '214-555-0199' },
  });
  return email;
}

test('a logged-out visitor is asked to log in', async ({ page }) => {
  await page.goto('/account-settings');
  await expect(page.getByText('Please log in to access account settings.')).toBeVisible();
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL('/login');
});

test('changing the name shows in the avatar and is kept; a bad e-mail saves nothing', async ({ page }) => {
  const email = await newUser('Nora Name');
  await signIn(page, { email, password: PASSWORD });
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu for Nora Name' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL('/account-settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Nora Name');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await expect(page.getByLabel('Phone Number')).toHaveValue('214-555-0199');
  await expect(page.getByText('Changing your email requires verification')).toBeVisible();

  await page.getByLabel('Full Name').fill('Zoe Zimmer');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  const avatar = page.getByRole('button', { name: 'Account menu for Zoe Zimmer' });
  await expect(avatar).toHaveText('Z');
  await page.reload();
  await expect(avatar).toHaveText('Z');
  await expect(page.getByLabel('Full Name')).toHaveValue('Zoe Zimmer');

  // A blank or overlong name is refused next to the field, before anything is sent.
  for (const [name, message] of [
    ['   ', 'Please enter your full name'],
    ['x'.repeat(500), 'Full name must be at most 100 characters long'],
  ] as const) {
    await page.getByLabel('Full Name').fill(name);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);
  }
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Full Name').fill('Should Not Stick');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Refused next to the field before anything is sent.
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Zoe Zimmer');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  const { data } = await serviceClient().from('users').select('name').eq('email', email).single();
  expect(data?.name).toBe('Zoe Zimmer');
});

test('changing the password: the current one first, checks in order, then log in with the new one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await newUser('Paula Pass');
  await signIn(page, { email, password: PASSWORD });
  await page.goto('/account-settings');
  const current = page.getByLabel('Current Password', { exact: true });
  const newPassword = page.getByLabel('New Password', { exact: true });
  const confirmation = page.getByLabel('Confirm New Password', { exact: true });
  const update = page.getByRole('button', { name: 'Update Password' });
  const length = page.getByRole('listitem').filter({ hasText: 'At least 6 characters long' });
  const match = page.getByRole('listitem').filter({ hasText: 'Passwords match' });

  // Nothing typed: the button waits for a password.
  await expect(update).toBeDisabled();
  await expect(length).toHaveAttribute('data-met', 'false');
  await expect(match).toHaveAttribute('data-met', 'false');

  // Without the current password nothing else is checked.
  await newPassword.fill('abc');
  await confirmation.fill('abd');
  await update.click();
  await expect(page.getByText('Please enter your current password')).toBeVisible();

  // Different and short: the mismatch is reported first.
  await current.fill(PASSWORD);
  await update.click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // Matching but short: then the length.
  await confirmation.fill('abc');
  await expect(match).toHaveAttribute('data-met', 'true');
  await expect(match).toHaveCSS('color', 'rgb(21, 128, 61)');
  await expect(length).toHaveAttribute('data-met', 'false');
  await update.click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

  // The show/hide toggles.
  await expect(newPassword).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show New Password' }).click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide New Password' }).click();
  await expect(newPassword).toHaveAttribute('type', 'password');

  // A wrong current password is named next to its field and changes nothing.
  await current.fill('Not-My-Pass-1');
  await newPassword.fill('Fresh-Pass-9');
  await confirmation.fill('Fresh-Pass-9');
  await expect(length).toHaveAttribute('data-met', 'true');
  await expect(length).toHaveCSS('color', 'rgb(21, 128, 61)');
  await update.click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
  await expect(page.getByText('Password updated successfully!')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('desktop-wrong-current.png'), fullPage: true });

  await current.fill(PASSWORD);
  await update.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(newPassword).toHaveValue('');
  await expect(confirmation).toHaveValue('');

  await page.getByRole('button', { name: 'Account menu for Paula Pass' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Signup' })).toBeVisible();
  await logIn(page, email, 'Fresh-Pass-9');
  await expect(page.getByRole('button', { name: 'Account menu for Paula Pass' })).toBeVisible();
});

test('an e-mail change waits for both addresses and the page says what happens next', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await newUser('Ella Email');
  await signIn(page, { email, password: PASSWORD });
  await page.goto('/account-settings');
  const next = uniqueEmail('settings-moved');
  const field = page.getByLabel('Email Address');
  await field.fill(next);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const sent = `Almost done: we sent a confirmation link to ${next} and one to ${email}. Your e-mail address changes to ${next} once you have followed both links.`;
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
  await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);
  // The account keeps its address until both links are followed.
  await expect(field).toHaveValue(email);
  await page.screenshot({ path: test.info().outputPath('phone-email-sent.png'), fullPage: true });
  await page.reload();
  const waiting = `Waiting for confirmation: your e-mail changes to ${next} once you have followed the links we sent to both addresses.`;
  await expect(page.getByText(waiting)).toBeVisible();
  await expect(field).toHaveValue(email);

  // The link to the new address first: the page explains that the other one is still needed.
  await page.goto(verifyLink((await waitForMail(next, /Confirm Email Change/)).links));
  await expect(page).toHaveURL(/\/account-settings/);
  await expect(
    page.getByText(
      'One address confirmed. Now open the link we sent to your other address to finish changing your e-mail.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-email-half.png'), fullPage: true });

  // Then the current address: the change is made and named.
  await page.goto(verifyLink((await waitForMail(email, /Confirm Email Change/)).links));
  await expect(page.getByText(`Your e-mail address is now ${next}.`)).toBeVisible();
  await expect(field).toHaveValue(next);
  await expect(page.getByText(waiting)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('phone-email-done.png'), fullPage: true });
});

test('a vendor signing up: a short password is refused at once, and the confirmation link welcomes them to their listing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('vendor-welcome');
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Vera Vendor');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('abcde');
  await page.getByRole('radio', { name: "I'm a vendor" }).check();
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Verification email sent!')).toHaveCount(0);
  const { data: none } = await serviceClient().from('users').select('id').eq('email', email);
  expect(none).toEqual([]);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Verification email sent!')).toBeVisible();
  await page.goto(verifyLink((await waitForMail(email, /Confirm Your Signup/)).links));
  await expect(page).toHaveURL(/\/host\/booking\/start\?confirmed=1/);
  await expect(
    page.getByText("Your e-mail address is confirmed. Welcome to PartyEasy! Let's set up your listing."),
  ).toBeVisible({ timeout: 45_000 });
  await page.screenshot({ path: test.info().outputPath('desktop-vendor-welcome.png'), fullPage: true });
});
