import { QUOTE_MESSAGES } from '@partyeasy/shared-domain';
import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import { renderRoute } from '@partyeasy/shared-ui/testing/render-route';
import type { Session } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import type { QuoteRequest } from '../model/types';

type Answer = { data?: unknown; error?: unknown };
const backend = vi.hoisted(() => ({
  answers: {} as Record<string, Answer>,
  calls: [] as [string, Record<string, unknown>][],
}));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // The session comes from the store below, not from a client.
  watchAuthSession: () => {},
  getRuntimeConfig: () => ({ checkoutUrl: 'https://functions.test' }),
  getSupabase: () => ({
    auth: { getSession: async () => ({ data: { session: { access_token: 'token' } } }) },
    rpc: async (fn: string, args: Record<string, unknown>) => {
      backend.calls.push([fn, args]);
      const { data = null, error = null } = backend.answers[fn] ?? {};
      return { data, error };
    },
  }),
}));
// Stripe.js itself is the devstack's stand-in in e2e; here the card form is a stub that never completes.
vi.mock('../../booking/api/load-stripe', () => ({
  loadEmbeddedStripe: async () => ({
    createEmbeddedCheckoutPage: async () => ({ mount: () => {}, unmount: () => {}, destroy: () => {} }),
  }),
}));

const REQUEST_ID = '00000000-0000-4000-8000-0000000000a1';
const HOUR = 3_600_000;

function request(): QuoteRequest {
  const now = Date.now();
  return {
    id: REQUEST_ID,
    category: 'Bartender',
    event_date: '2027-03-13',
    start_time: '18:00:00',
    duration_hours: 4,
    guest_count: 80,
    location: 'Austin, TX',
    budget_cents: 150_000,
    details: 'Cocktails for 80',
    created_at: new Date(now - HOUR).toISOString(),
    vendors: [
      {
        quote_id: 'q-1',
        vendor_id: 'v-1',
        vendor_name: 'Shaken & Stirred Bar Co.',
        status: 'offered',
        respond_by: new Date(now + 71 * HOUR).toISOString(),
        decline_reason: null,
        booking_id: null,
        conversation_id: 'c-1',
        offer: {
          id: 'o-1',
          status: 'open',
          price_cents: 120_000,
          fee_cents: 6_000,
          total_cents: 126_000,
          expires_at: new Date(now + 50 * HOUR + 60_000).toISOString(),
          includes: 'Two bartenders, ice and garnish',
          event_date: '2027-03-13',
          start_time: '18:00:00',
          duration_hours: 4,
          refund_policy: 'strict',
        },
      },
      {
        quote_id: 'q-2',
        vendor_id: 'v-2',
        vendor_name: 'Bubble Bar',
        status: 'waiting',
        respond_by: new Date(now + 71 * HOUR).toISOString(),
        decline_reason: null,
        booking_id: null,
        conversation_id: 'c-2',
        offer: null,
      },
    ],
  };
}

const detailsCalls = () => backend.calls.filter(([fn]) => fn === 'quote_request_details').length;

async function openPage() {
  queryClient.clear();
  await renderRoute(routes, `/quotes/${REQUEST_ID}`);
  return screen.findByRole('article', { name: 'Shaken & Stirred Bar Co.' }, { timeout: 15_000 });
}

describe('/quotes/:requestId', () => {
  beforeEach(() => {
    backend.calls = [];
    backend.answers = { quote_request_details: { data: request() } };
    appStore.set(authSessionAtom, {
      user: { id: 'host-1', email: 'ann@example.test' },
    } as unknown as Session);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each vendor's state, the offer with its amounts, expiry, policy and the conversation", async () => {
    const offer = await openPage();
    expect(within(offer).getByText('Offer received')).toBeTruthy();
    expect(within(offer).getByTestId('offer-total').textContent).toBe('$1,260.00');
    expect(within(offer).getByText('$60.00')).toBeTruthy();
    expect(within(offer).getByText('Two bartenders, ice and garnish')).toBeTruthy();
    expect(within(offer).getByText('Expires in 2 days 2 hours')).toBeTruthy();
    expect(within(offer).getByText('Refund policy: Strict (set for this offer)')).toBeTruthy();
    expect(
      within(offer).getByRole('link', { name: 'Message Shaken & Stirred Bar Co.' }).getAttribute('href'),
    ).toBe('/messages/c-1');
    const waiting = screen.getByRole('article', { name: 'Bubble Bar' });
    expect(within(waiting).getByText('Waiting for an answer')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: /Accept and pay/ })).toBeNull();
    expect(backend.calls).toContainEqual(['quote_request_details', { p_request_id: REQUEST_ID }]);
  });

  it("says the database's refusal beside the offer and reads the request again", async () => {
    backend.answers.accept_quote_offer = { error: { code: 'PT409', message: QUOTE_MESSAGES.offerExpired } };
    const offer = await openPage();
    const before = detailsCalls();
    await userEvent.click(
      within(offer).getByRole('button', { name: 'Accept and pay $1,260.00 to Shaken & Stirred Bar Co.' }),
    );
    expect((await within(offer).findByRole('alert')).textContent).toContain(QUOTE_MESSAGES.offerExpired);
    expect(backend.calls).toContainEqual(['accept_quote_offer', { p_offer_id: 'o-1' }]);
    await waitFor(() => expect(detailsCalls()).toBeGreaterThan(before));
  });

  it('an offer changed while paying is refused at checkout: the host is told and sees the new one', async () => {
    backend.answers.accept_quote_offer = { data: 'b-1' };
    const checkout = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'offer_changed', message: QUOTE_MESSAGES.offerChanged }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', checkout);
    const offer = await openPage();
    const before = detailsCalls();
    const changed = request();
    changed.vendors[0]!.offer = {
      ...changed.vendors[0]!.offer!,
      id: 'o-2',
      price_cents: 130_000,
      fee_cents: 6_500,
      total_cents: 136_500,
    };
    backend.answers.quote_request_details = { data: changed };
    await userEvent.click(within(offer).getByRole('button', { name: /^Accept and pay/ }));
    expect((await within(offer).findByRole('alert')).textContent).toContain(QUOTE_MESSAGES.offerChanged);
    expect(checkout).toHaveBeenCalledWith(
      'https://functions.test/create-checkout-session',
      expect.objectContaining({ body: JSON.stringify({ bookingId: 'b-1', uiMode: 'embedded' }) }),
    );
    await waitFor(() => expect(detailsCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(within(offer).getByTestId('offer-total').textContent).toBe('$1,365.00'));
  });

  it('asks a signed-out visitor to log in', async () => {
    appStore.set(authSessionAtom, null);
    queryClient.clear();
    await renderRoute(routes, `/quotes/${REQUEST_ID}`);
    expect(
      await screen.findByText('Please log in to see your quote requests.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/quotes/${REQUEST_ID}`)}`,
    );
    expect(detailsCalls()).toBe(0);
  });
});
