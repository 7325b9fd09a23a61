import { expect, logIn, serviceClient, test, uniqueEmail } from '../support/test';

const PASSWORD = 'Settings-Pass-1';

async function newUser(fullName: string) {
  const email = uniqueEmail('settings');
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: fullName, user_type: 'host', phone_number: '214-555-0199' },
  });
  expect(error).toBeNull();
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
  await logIn(page, email, PASSWORD);
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

  await page.getByLabel('Full Name').fill('Should Not Stick');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText(
      'Update failed: Unable to validate email address: invalid format. Please check your email format.',
    ),
  ).toBeVisible();
  // The message goes after 4 seconds.
  await expect(page.getByText(/^Update failed:/)).toBeHidden({ timeout: 6_000 });
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Zoe Zimmer');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  const { data } = await serviceClient().from('users').select('name').eq('email', email).single();
  expect(data?.name).toBe('Zoe Zimmer');
});

test('changing the password: checks in order, requirements turn green, then log in with the new one', async ({
  page,
}) => {
  const email = await newUser('Paula Pass');
  await logIn(page, email, PASSWORD);
  await page.goto('/account-settings');
  const newPassword = page.getByLabel('New Password', { exact: true });
  const confirmation = page.getByLabel('Confirm New Password', { exact: true });
  const update = page.getByRole('button', { name: 'Update Password' });
  const length = page.getByRole('listitem').filter({ hasText: 'At least 6 characters long' });
  const match = page.getByRole('listitem').filter({ hasText: 'Passwords match' });

  // Nothing typed: the button waits for a password.
  await expect(update).toBeDisabled();
  await expect(length).toHaveAttribute('data-met', 'false');
  await expect(match).toHaveAttribute('data-met', 'false');

  // Different and short: the mismatch is reported first.
  await newPassword.fill('abc');
  await confirmation.fill('abd');
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

  await newPassword.fill('Fresh-Pass-9');
  await confirmation.fill('Fresh-Pass-9');
  await expect(length).toHaveAttribute('data-met', 'true');
  await expect(length).toHaveCSS('color', 'rgb(21, 128, 61)');
  await update.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(newPassword).toHaveValue('');
  await expect(confirmation).toHaveValue('');

  await page.getByRole('button', { name: 'Account menu for Paula Pass' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login/Signup' })).toBeVisible();
  await logIn(page, email, 'Fresh-Pass-9');
  await expect(page.getByRole('button', { name: 'Account menu for Paula Pass' })).toBeVisible();
});
