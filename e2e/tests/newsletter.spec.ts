import { expect, serviceClient, stack, test, uniqueEmail, waitForMail } from '../support/test';

const CHECK_INBOX = 'Almost done: check your inbox and confirm your subscription with the link we sent.';

async function subscriptions(email: string) {
  const { data, error } = await serviceClient()
    .from('Email_List')
    .select('email, confirmed_at')
    .ilike('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

/** How many mails the inbox holds for an address. */
async function mailCount(email: string) {
  const response = await fetch(`${stack().mailUrl}/api/messages?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as unknown[] | { messages: unknown[] };
  return (Array.isArray(body) ? body : body.messages).length;
}

test('the footer newsletter: double opt-in through the mailed link, the same answer for a known address', async ({
  page,
}) => {
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
  await expect(footer.getByText(CHECK_INBOX)).toBeVisible();
  await expect(box).toHaveValue('');
  // Nothing is confirmed before the owner of the address follows the link.
  expect(await subscriptions(email)).toEqual([expect.objectContaining({ confirmed_at: null })]);

  const mail = await waitForMail(email, /Confirm your PartyEasy newsletter subscription/);
  const link = mail.links.find((l) => l.includes('/newsletter/confirm?token='));
  expect(link).toBeTruthy();

  // Opening the link changes nothing; the click confirms.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Confirm your newsletter subscription' })).toBeVisible();
  expect((await subscriptions(email))[0]!.confirmed_at).toBeNull();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Subscribed successfully!')).toBeVisible();
  expect((await subscriptions(email))[0]!.confirmed_at).not.toBeNull();

  // The same link again: used up.
  await page.reload();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(
    page.getByText(
      'This confirmation link has expired or was already used. Subscribe again to get a new one.',
    ),
  ).toBeVisible();

  // A subscribed address gets exactly the answer a new one gets (no membership oracle), and stays one row.
  await page.goto('/about');
  await box.fill(email.toUpperCase());
  await subscribe.click();
  await expect(footer.getByText(CHECK_INBOX)).toBeVisible();
  expect(await subscriptions(email)).toHaveLength(1);
  expect(await mailCount(email)).toBe(1);
});
