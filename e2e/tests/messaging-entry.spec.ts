/**
 * Where conversations start ([messaging], issue 43): the profile's 'Message the vendor' (a visitor logs in
 * and comes back to the open conversation), a booking's 'Message' on both sides, the vendor dashboard's
 * Messages card, and /admin/messages where an admin reads a reported conversation, hides a message and
 * blocks an account, each with a reason. The conversation screens themselves are covered by the shell's
 * messaging specs.
 */
import type { Page } from '@playwright/test';
import { expectAccessible, expectAccessibleDialog, VIEWPORTS } from '../support/a11y';
import { clientFor, expect, serviceClient, test } from '../support/test';
import { newUser, pageAs, signIn } from '../support/users';

const PASSWORD = 'Messaging-Pass-1';
const random = () => Math.random().toString(36).slice(2, 8);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** DJ Nova and Hannah Host of the seed: a paid booking between them. */
const DJ_NOVA = '00000000-0000-4000-8000-00000000d001';
const HANNAH = '00000000-0000-4000-8000-00000000b001';

const newMsgUser = (name: string, role: 'host' | 'vendor' = 'host') =>
  newUser(role, { prefix: 'msg', name, password: PASSWORD, metadata: { phone_number: '214-555-0142' } });

/** A live listing of a new vendor account. */
async function liveVendor() {
  const owner = await newMsgUser('Val Vendor', 'vendor');
  const name = `Talk Beats ${random()}`;
  const { data, error } = await serviceClient()
    .from('vendors')
    .insert({ user_id: owner.id, name, servicetype: 'DJ', cities_served: ['Dallas, TX'], status: 'approved' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { id: data?.id as string, name, owner };
}

async function conversationOf(vendorId: string, hostId: string) {
  const { data } = await serviceClient()
    .from('conversations')
    .select('id')
    .eq('vendor_id', vendorId)
    .eq('host_id', hostId)
    .maybeSingle();
  return (data?.id as string | undefined) ?? null;
}

async function logInHere(page: Page, email: string) {
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(PASSWORD);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

test("a visitor's 'Message the vendor' asks them to log in, then comes back and opens the conversation", {
  tag: '@host-app',
}, async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const host = await newMsgUser('Vera Visitor');
  const vendor = await liveVendor();
  const profile = `/vendor/${vendor.id}`;
  await page.goto(profile);
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
  // Fewer than 3 conversations: nothing is said about the response time yet.
  await expect(page.getByRole('button', { name: 'Message the vendor' })).toBeVisible();
  await expect(page.getByText(/^Usually responds/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('phone-profile-message-button.png'), fullPage: true });

  await page.getByRole('button', { name: 'Message the vendor' }).click();
  const prompt = page.getByRole('dialog', { name: 'Log in to message the vendor' });
  await expectAccessibleDialog(page, 'the login prompt of Message the vendor', prompt);
  await page.screenshot({ path: test.info().outputPath('phone-profile-login-prompt.png') });
  await prompt.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(profile)}`);
  expect(await conversationOf(vendor.id, host.id)).toBeNull();
  await logInHere(page, host.email);

  // Back on the profile, signed in: the conversation opens.
  await expect(page).toHaveURL(new RegExp(`/messages/${UUID}$`));
  const id = await conversationOf(vendor.id, host.id);
  expect(id).not.toBeNull();
  expect(new URL(page.url()).pathname).toBe(`/messages/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-conversation-opened.png') });

  // Pressed again, the same conversation, not a second one.
  await page.goto(profile);
  await page.getByRole('button', { name: 'Message the vendor' }).click();
  await expect(page).toHaveURL(`/messages/${id}`);
});

test('the profile shows a refusal clearly and the usual response time once there are 3 conversations', {
  tag: '@host-app',
}, async ({ page }) => {
  const vendor = await liveVendor();
  // Three hosts asked and the vendor answered each within minutes.
  for (const name of ['Ann', 'Bo', 'Cy']) {
    const host = await newMsgUser(`${name} Asker`);
    const hostClient = await clientFor(host.email, PASSWORD);
    const { data: id, error } = await hostClient.rpc('start_conversation', { p_vendor_id: vendor.id });
    expect(error).toBeNull();
    expect(
      (await hostClient.rpc('send_message', { p_conversation_id: id, p_body: 'Do you play outdoors?' }))
        .error,
    ).toBeNull();
    const vendorClient = await clientFor(vendor.owner.email, PASSWORD);
    expect(
      (await vendorClient.rpc('send_message', { p_conversation_id: id, p_body: 'Yes, we do.' })).error,
    ).toBeNull();
  }
  const visitor = await newMsgUser('Bea Blocked');
  await signIn(page, { email: visitor.email, password: PASSWORD });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/vendor/${vendor.id}`);
  await expect(page.getByText('Usually responds within an hour')).toBeVisible();

  // The listing stops being live: the database refuses, the profile says why and stays.
  await serviceClient().from('vendors').update({ status: 'edit_listing' }).eq('id', vendor.id);
  await page.getByRole('button', { name: 'Message the vendor' }).click();
  await expect(page.getByRole('alert')).toContainText('This listing is not taking messages right now.');
  await expect(page).toHaveURL(`/vendor/${vendor.id}`);
  await page.screenshot({ path: test.info().outputPath('desktop-profile-refusal.png'), fullPage: true });
  await serviceClient().from('vendors').update({ status: 'approved' }).eq('id', vendor.id);
});

test("a booking's 'Message' opens the same conversation from My bookings and from the vendor dashboard, which lists it", {
  tag: '@vendor-app',
}, async ({ page, browser }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signIn(page, 'host@partyeasy.test');
  await page.goto('/dashboard');
  const card = page.getByRole('button', { name: 'Message DJ Nova about this booking' }).first();
  await card.click({ timeout: 45_000 });
  await expect(page).toHaveURL(new RegExp(`/messages/${UUID}\\?booking=${UUID}$`));
  const url = new URL(page.url());
  const id = url.pathname.split('/')[2] as string;
  expect(await conversationOf(DJ_NOVA, HANNAH)).toBe(id);
  const { data: booking } = await serviceClient()
    .from('bookings')
    .select('vendor_id, user_id')
    .eq('id', url.searchParams.get('booking') as string)
    .single();
  expect(booking).toEqual({ vendor_id: DJ_NOVA, user_id: HANNAH });

  // Hannah writes; DJ Nova's dashboard lists it unread, with the waiting count and the 24-hour rule.
  const hannah = await clientFor('host@partyeasy.test');
  const body = `Where should the truck park? ${random()}`;
  expect((await hannah.rpc('send_message', { p_conversation_id: id, p_body: body })).error).toBeNull();
  const dj = await pageAs(browser, 'dj@partyeasy.test');
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await dj.setViewportSize(viewport);
    await dj.goto('/vendor');
    const messages = dj.getByRole('region', { name: 'Messages' });
    await expect(messages.getByText('Vendors must reply to messages within 24 hours.')).toBeVisible({
      timeout: 45_000,
    });
    await expect(messages.getByTestId('waiting')).toHaveText(
      /^(1 conversation is|\d+ conversations are) waiting for your reply\.$/,
    );
    const row = messages.getByRole('link').filter({ hasText: body });
    await expect(row).toContainText('Hannah');
    await expect(row).toContainText('Unread');
    await messages.scrollIntoViewIfNeeded();
    await dj.screenshot({
      path: test
        .info()
        .outputPath(`${viewport === VIEWPORTS.phone ? 'phone' : 'desktop'}-vendor-inbox-card.png`),
      fullPage: true,
    });
  }
  await expectAccessible(dj, 'vendor dashboard with the Messages card');
  await dj.getByRole('region', { name: 'Messages' }).getByRole('link').filter({ hasText: body }).click();
  await expect(dj).toHaveURL(`/messages/${id}`);

  // The vendor's own 'Message' on the booking row: the same conversation.
  await dj.setViewportSize(VIEWPORTS.desktop);
  await dj.goto('/vendor');
  await dj
    .getByRole('button', { name: 'Message Hannah Host about this booking' })
    .first()
    .click({ timeout: 45_000 });
  await expect(dj).toHaveURL(new RegExp(`/messages/${id}\\?booking=${UUID}$`));
  await dj.context().close();
});

test('an admin reads a reported conversation in full, hides a message and blocks the sender, with reasons', {
  tag: '@admin-app',
}, async ({ page }) => {
  const vendor = await liveVendor();
  const host = await newMsgUser('Rex Rude');
  const hostClient = await clientFor(host.email, PASSWORD);
  const { data: id } = await hostClient.rpc('start_conversation', { p_vendor_id: vendor.id });
  const rude = `Pay me outside at rex${random()}@example.test <b>now</b>`;
  await hostClient.rpc('send_message', { p_conversation_id: id, p_body: 'Hello there' });
  await hostClient.rpc('send_message', { p_conversation_id: id, p_body: rude });
  const vendorClient = await clientFor(vendor.owner.email, PASSWORD);
  expect(
    (
      await vendorClient.rpc('report_conversation', {
        p_conversation_id: id,
        p_reason: 'Asks to pay outside PartyEasy',
      })
    ).error,
  ).toBeNull();
  // A conversation nobody reported is never listed.
  const quiet = await liveVendor();
  const { data: quietId } = await hostClient.rpc('start_conversation', { p_vendor_id: quiet.id });
  await hostClient.rpc('send_message', { p_conversation_id: quietId, p_body: 'Just a question' });

  await signIn(page, 'admin@partyeasy.test');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Messages' }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Reported conversations' });
  await expect(list.getByText(`${vendor.name} and Rex Rude`)).toBeVisible({ timeout: 45_000 });
  await expect(list.getByText(`${quiet.name} and Rex Rude`)).toHaveCount(0);
  await expect(list.getByText('Vendor: Asks to pay outside PartyEasy')).toBeVisible();
  await expectAccessible(page, '/admin/messages');
  await page.screenshot({ path: test.info().outputPath('desktop-admin-messages.png'), fullPage: true });

  await page.getByRole('button', { name: `Open the conversation of ${vendor.name} and Rex Rude` }).click();
  const drawer = page.getByRole('dialog', { name: `${vendor.name} and Rex Rude` });
  const messages = drawer.getByRole('list', { name: 'Messages' });
  // The original text, as text: the address and the markup as written.
  const item = messages.getByRole('listitem').filter({ hasText: rude });
  await expect(item).toBeVisible();
  await expect(item.locator('b')).toHaveCount(0);
  await item.getByRole('button', { name: 'Hide message...' }).click();
  await item.getByRole('button', { name: 'Hide message', exact: true }).click();
  await expect(item.getByText('Please give a reason for hiding this message.')).toBeVisible();
  await item.getByLabel(/^Reason for hiding this message/).fill('Contact details to pay outside PartyEasy');
  await item.getByRole('button', { name: 'Hide message', exact: true }).click();
  await expect(item.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(item.getByText(/: Contact details to pay outside PartyEasy$/)).toBeVisible();
  const { data: stored } = await serviceClient()
    .from('messages')
    .select('hidden_reason, hidden_at')
    .eq('conversation_id', id)
    .eq('body', rude)
    .single();
  expect(stored?.hidden_reason).toBe('Contact details to pay outside PartyEasy');
  // The host now reads it as hidden.
  const { data: seen } = await hostClient.rpc('conversation_messages', { p_conversation_id: id });
  expect(seen?.find((m: { hidden: boolean }) => m.hidden)).toMatchObject({ body: null, hidden: true });

  await drawer.getByRole('button', { name: 'Block Rex Rude...' }).click();
  await drawer
    .getByLabel('Reason for blocking Rex Rude from sending messages')
    .fill('Repeated off-platform payment requests');
  await drawer.getByRole('button', { name: 'Block from sending' }).click();
  await expect(drawer.getByText('Blocked from sending')).toBeVisible();
  await expectAccessible(page, 'a reported conversation', { within: '.ant-drawer-content' });
  await page.screenshot({ path: test.info().outputPath('desktop-admin-conversation.png') });
  const refused = await hostClient.rpc('send_message', { p_conversation_id: id, p_body: 'Still there?' });
  expect(refused.error?.message).toBe(
    'Your account can no longer send messages. Contact support if you think this is a mistake.',
  );

  // On a phone the conversation fills the screen.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.screenshot({ path: test.info().outputPath('phone-admin-conversation.png') });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('phone-admin-messages.png'), fullPage: true });
});
