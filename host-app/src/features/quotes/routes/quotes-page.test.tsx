import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import { renderRoute } from '@partyeasy/shared-ui/testing/render-route';
import type { Session } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { QUOTE_REQUESTS_PAGE_SIZE } from '../api/get-host-quote-requests';
import type { QuoteRequest, QuoteVendor } from '../model/types';

const backend = vi.hoisted(() => ({
  pages: [] as unknown[][],
  calls: [] as [string, Record<string, unknown>][],
}));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchAuthSession: () => {},
  getSupabase: () => ({
    rpc: async (fn: string, args: Record<string, unknown>) => {
      backend.calls.push([fn, args]);
      const page = backend.calls.filter(([f]) => f === fn).length - 1;
      return { data: backend.pages[page] ?? [], error: null };
    },
  }),
}));

const HOUR = 3_600_000;

function vendor(name: string, status: QuoteVendor['status'], totalCents?: number): QuoteVendor {
  const price = totalCents === undefined ? 0 : Math.round(totalCents / 1.05);
  return {
    quote_id: `q-${name}`,
    vendor_id: `v-${name}`,
    vendor_name: name,
    status,
    respond_by: new Date(Date.now() + 60 * HOUR).toISOString(),
    decline_reason: null,
    booking_id: null,
    conversation_id: `c-${name}`,
    offer:
      totalCents === undefined
        ? null
        : {
            id: `o-${name}`,
            status: 'open',
            price_cents: price,
            fee_cents: totalCents - price,
            total_cents: totalCents,
            expires_at: new Date(Date.now() + 30 * HOUR).toISOString(),
            includes: 'Everything',
            event_date: '2027-03-13',
            start_time: '18:00:00',
            duration_hours: 4,
            refund_policy: null,
          },
  };
}

function request(n: number, vendors: QuoteVendor[] = []): QuoteRequest {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    category: 'Casino',
    event_date: '2027-03-13',
    start_time: '18:00:00',
    duration_hours: 4,
    guest_count: 60,
    location: `Town ${n}`,
    budget_cents: null,
    details: 'A casino night',
    created_at: new Date(Date.UTC(2026, 10, 28, 12, 0, 0) - n * 60_000).toISOString(),
    vendors,
  };
}

const OFFERS = [
  vendor('Aces High', 'offered', 84_000),
  vendor('Royal Flush', 'offered', 68_250),
  vendor('Lucky Sevens', 'declined'),
];

function wide(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function openPage() {
  queryClient.clear();
  await renderRoute(routes, '/quotes');
  return screen.findByRole('list', { name: 'Your quote requests' }, { timeout: 15_000 });
}

describe('/quotes', () => {
  beforeEach(() => {
    backend.calls = [];
    backend.pages = [[request(1, OFFERS)]];
    appStore.set(authSessionAtom, {
      user: { id: 'host-1', email: 'ann@example.test' },
    } as unknown as Session);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("compares the vendors' offers in a table on a desktop, the lowest total marked", async () => {
    wide(true);
    const list = await openPage();
    const table = within(list).getByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('Aces High').textContent).toContain('$840.00');
    expect(row('Royal Flush').textContent).toContain('$682.50');
    expect(row('Royal Flush').textContent).toContain('Lowest price');
    expect(row('Royal Flush').textContent).toContain('Expires in 1 day 6 hours');
    expect(row('Lucky Sevens').textContent).toContain('Declined');
    expect(
      within(list)
        .getByRole('link', { name: /^View offers: Casino/ })
        .getAttribute('href'),
    ).toBe(`/quotes/${request(1).id}`);
  });

  it('stacks them as cards on a phone', async () => {
    wide(false);
    const list = await openPage();
    expect(within(list).queryByRole('table')).toBeNull();
    const cards = within(list).getByRole('list', { name: 'Vendors asked: Casino' });
    const card = within(cards)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Royal Flush'));
    expect(card?.textContent).toContain('$682.50');
    expect(card?.textContent).toContain('Lowest price');
  });

  it('reads older requests with Load more, before the last one shown', async () => {
    const first = Array.from({ length: QUOTE_REQUESTS_PAGE_SIZE }, (_, i) => request(i + 1));
    backend.pages = [first, [request(99)]];
    const list = await openPage();
    expect(within(list).getAllByRole('article')).toHaveLength(QUOTE_REQUESTS_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('article')).toHaveLength(QUOTE_REQUESTS_PAGE_SIZE + 1),
    );
    expect(backend.calls.at(-1)).toEqual([
      'host_quote_requests',
      { p_before: first.at(-1)?.created_at, p_limit: QUOTE_REQUESTS_PAGE_SIZE },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says how to ask for quotes when there are none', async () => {
    backend.pages = [[]];
    queryClient.clear();
    await renderRoute(routes, '/quotes');
    expect(await screen.findByText('No quote requests yet', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find Vendors' })).toBeTruthy();
  });
});
