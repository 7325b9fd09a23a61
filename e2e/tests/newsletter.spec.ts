import { expect, serviceClient, test, uniqueEmail } from '../support/test';

async function subscriptions(email: string) {
  const { data, error } = await serviceClient().from('Email_List').select('email').ilike('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

test('the footer newsletter: subscribe, subscribe again, and an empty box', async ({ page }) => {
  const email = uniqueEmail('news');
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const box = footer.getByLabel('Get party ideas and vendor news');
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });

  await subscribe.click();
  await expect(footer.getByText('Please enter a valid email.')).toBeVisible();
  await box.fill('   ');
  await subscribe.click();
  await expect(footer.getByText('Please enter a valid email.')).toBeVisible();

  await box.fill(email);
  await subscribe.click();
  await expect(footer.getByText('Subscribed successfully!')).toBeVisible();
  await expect(box).toHaveValue('');
  expect(await subscriptions(email)).toHaveLength(1);

  await box.fill(email.toUpperCase());
  await subscribe.click();
  await expect(footer.getByText("You're already subscribed.")).toBeVisible();
  await expect(box).toHaveValue(email.toUpperCase());
  expect(await subscriptions(email)).toHaveLength(1);
});
