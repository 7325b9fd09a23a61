import { QUOTE_MESSAGES } from '@partyeasy/shared-domain';
import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import { renderRoute } from '@partyeasy/shared-ui/testing/render-route';
import type { Session } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { type QuotesBackend, quotesBackend } from '../../../testing/quotes-backend';

const backend = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => backend.client,
}));

const HOUR = 3_600_000;
const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

let state: QuotesBackend;

function waitingQuote() {
  return {
    quote_id: 'q-1',
    request_id: 'r-1',
    host_name: 'Ann',
    category: 'DJ',
    event_date: inDays(20),
    start_time: '18:00:00',
    duration_hours: 4,
    guest_count: 80,
    location: 'Austin',
    budget_cents: 120_000,
    details: 'Wedding reception, mostly 80s music',
    status: 'waiting',
    created_at: new Date(Date.now() - 2 * HOUR).toISOString(),
    respond_by: new Date(Date.now() + 70 * HOUR).toISOString(),
    reply_due_at: new Date(Date.now() + 10 * HOUR).toISOString(),
    offer: null,
    conversation_id: 'c-1',
  };
}

async function openPage() {
  queryClient.clear();
  appStore.set(authSessionAtom, { user: { id: 'user-1', email: 'dj@example.test' } } as unknown as Session);
  backend.client = quotesBackend(state);
  await renderRoute(routes, '/vendor/quotes/q-1');
  return screen.findByRole('heading', { level: 1, name: 'Quote request from Ann' }, { timeout: 20_000 });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const calls = (fn: string) => state.calls.filter((c) => c.fn === fn).map((c) => c.args);

describe('/vendor/quotes/:quoteId', { timeout: 60_000 }, () => {
  beforeEach(() => {
    state = { quote: waitingQuote(), calls: [], refuse: null };
  });

  it('shows the request, and sends an offer prefilled from it that stands 3 days by default', async () => {
    await openPage();
    expect(screen.getByText(`${'Austin'}`)).toBeTruthy();
    expect(screen.getByText('Wedding reception, mostly 80s music')).toBeTruthy();
    expect(screen.getByText('$1,200.00')).toBeTruthy();
    expect(screen.getByText('9 h 59 min left to reply')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(
      '/messages/c-1',
    );

    const form = await screen.findByRole('form', { name: 'Make an offer' });
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(inDays(20));
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe('18:00');
    expect((screen.getByLabelText('Hours') as HTMLInputElement).value).toBe('4');
    // Nothing is sent while a field is wrong, and each says why.
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(QUOTE_MESSAGES.price)).toBeTruthy();
    type('Total price (USD)', '1,250.50');
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(QUOTE_MESSAGES.includesRequired)).toBeTruthy();
    type('Hours', '2.25');
    type('What the price includes', 'DJ, lights and a microphone');
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(QUOTE_MESSAGES.hours)).toBeTruthy();
    expect(calls('make_quote_offer')).toEqual([]);

    type('Hours', '5');
    const before = Date.now();
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Your offer was sent to the host.')).toBeTruthy();
    const [sent] = calls('make_quote_offer');
    expect(sent).toMatchObject({
      p_quote_id: 'q-1',
      p_price_cents: 125_050,
      p_includes: 'DJ, lights and a microphone',
      p_event_date: inDays(20),
      p_start_time: '18:00',
      p_hours: 5,
    });
    expect(sent).not.toHaveProperty('p_refund_policy');
    const expires = Date.parse(String(sent?.p_expires_at));
    expect(expires - before).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(3 * 86_400_000 + 60_000);
    // The page shows the standing offer from the server.
    const offer = await screen.findByRole('heading', { name: 'Your offer' });
    expect(offer).toBeTruthy();
    expect(screen.getByText('$1,250.50')).toBeTruthy();
  });

  it('replaces an open offer only after confirming, and keeps what was typed when the server refuses', async () => {
    state.quote = {
      ...waitingQuote(),
      status: 'offered',
      offer: {
        id: 'o-1',
        status: 'open',
        price_cents: 100_000,
        includes: 'DJ',
        event_date: inDays(20),
        start_time: '18:00:00',
        duration_hours: 4,
        expires_at: new Date(Date.now() + 48 * HOUR).toISOString(),
        refund_policy: null,
      },
    };
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Replace offer' }));
    const form = await screen.findByRole('form', { name: 'Replace your offer' });
    expect((screen.getByLabelText('Total price (USD)') as HTMLInputElement).value).toBe('1000.00');
    type('Total price (USD)', '900');
    fireEvent.click(within(form).getByRole('button', { name: 'Replace offer' }));
    expect(await screen.findByText('Replace your offer?')).toBeTruthy();
    expect(calls('make_quote_offer')).toEqual([]);

    state.refuse = { fn: 'make_quote_offer', message: QUOTE_MESSAGES.beingPaid };
    fireEvent.click(within(form).getByRole('button', { name: 'Yes, replace my offer' }));
    expect(await screen.findByText(QUOTE_MESSAGES.beingPaid)).toBeTruthy();
    expect((screen.getByLabelText('Total price (USD)') as HTMLInputElement).value).toBe('900');

    // The button's spinner fades out after the refusal: its name then ends with the label.
    fireEvent.click(within(form).getByRole('button', { name: /Replace offer$/ }));
    fireEvent.click(await within(form).findByRole('button', { name: /Yes, replace my offer$/ }));
    expect(await screen.findByText('Your new offer was sent. The old one is withdrawn.')).toBeTruthy();
    expect(calls('make_quote_offer').map((a) => a.p_price_cents)).toEqual([90_000, 90_000]);
    await waitFor(() => expect(screen.getByText('$900.00')).toBeTruthy());
  });

  it('withdraws the open offer after confirming', async () => {
    state.quote = {
      ...waitingQuote(),
      status: 'offered',
      offer: {
        id: 'o-1',
        status: 'open',
        price_cents: 100_000,
        includes: 'DJ',
        event_date: inDays(20),
        start_time: '18:00:00',
        duration_hours: 4,
        expires_at: new Date(Date.now() + 48 * HOUR).toISOString(),
        refund_policy: null,
      },
    };
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your offer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    expect(await screen.findByText('Your offer was withdrawn.')).toBeTruthy();
    expect(calls('withdraw_quote_offer')).toEqual([{ p_offer_id: 'o-1' }]);
    expect(await screen.findByRole('form', { name: 'Make an offer' })).toBeTruthy();
  });

  it('declines with a required reason', async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline this request' }));
    const form = await screen.findByRole('form', { name: 'Decline this request' });
    fireEvent.click(within(form).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText(QUOTE_MESSAGES.declineReasonRequired)).toBeTruthy();
    expect(calls('decline_quote')).toEqual([]);
    type('Reason for declining', 'Booked that night, sorry');
    fireEvent.click(within(form).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('You declined this request.')).toBeTruthy();
    expect(screen.getByText('Your reason: “Booked that night, sorry”')).toBeTruthy();
    expect(calls('decline_quote')).toEqual([{ p_quote_id: 'q-1', p_reason: 'Booked that night, sorry' }]);
    expect(screen.queryByRole('form', { name: 'Make an offer' })).toBeNull();
  });

  it('says so when the request cannot be loaded', async () => {
    state.refuse = { fn: 'vendor_quote_details', message: 'Quote request not found.' };
    queryClient.clear();
    appStore.set(authSessionAtom, { user: { id: 'user-1', email: 'dj@example.test' } } as unknown as Session);
    backend.client = quotesBackend(state);
    await renderRoute(routes, '/vendor/quotes/q-1');
    expect(
      await screen.findByText(
        "We couldn't load this quote request. Please try again.",
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Quote request not found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote request from Ann' })).toBeTruthy();
  });
});
