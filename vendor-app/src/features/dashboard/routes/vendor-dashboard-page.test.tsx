import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import type { Session } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../testing/dashboard-backend';
import { VendorDashboardPage } from './vendor-dashboard-page';

const backend = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => backend.client,
}));

const USER = 'user-1';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const booking = (over: Record<string, unknown>) => ({
  vendor_id: 'vendor-1',
  customer_email: 'someone@example.test',
  customer_name: 'Someone',
  total_amount: 100,
  payment_status: 'paid',
  booking_date: '2026-12-19',
  booking_time: '18:00:00',
  duration_hours: 2,
  guest_count: 10,
  selected_packages: 'Party Package',
  selected_addons: null,
  event_location: 'Dallas',
  special_instructions: null,
  created_at: hoursAgo(1),
  ...over,
});

const TABLES = {
  vendors: [
    { id: 'vendor-1', name: 'DJ Nova', user_id: USER },
    { id: 'vendor-2', name: 'Other DJ', user_id: 'user-2' },
  ],
  bookings: [
    booking({
      id: 'b1',
      customer_name: 'Ann Lee',
      customer_email: 'ann@example.test',
      total_amount: 250,
      payment_status: 'pending',
      duration_hours: 0.5,
      selected_packages: 'Wedding Gold',
      selected_addons: 'Fog machine',
      event_location: '12 Elm St, Dallas',
      special_instructions: 'Bring extra cables',
      // Just now, so that it is 'Today' whatever the hour (an hour ago was yesterday between 00:00 and 01:00).
      created_at: hoursAgo(0),
    }),
    booking({ id: 'b2', customer_name: 'Bo Chan', total_amount: 150.5, created_at: hoursAgo(24 * 20) }),
    booking({ id: 'b3', customer_name: 'Cy Diaz', total_amount: 99, created_at: hoursAgo(24 * 60) }),
    booking({ id: 'b4', customer_name: 'Never Paid', payment_status: 'clicked_book' }),
    booking({ id: 'b6', customer_name: 'Abandoned Checkout', payment_status: 'cancelled', paid_at: null }),
    booking({
      id: 'b7',
      customer_name: 'Dee Done',
      payment_status: 'completed',
      total_amount: 300,
      paid_at: hoursAgo(24 * 3),
      created_at: hoursAgo(24 * 3),
    }),
    booking({
      id: 'b8',
      customer_name: 'Ed Refunded',
      payment_status: 'cancelled',
      total_amount: 200,
      paid_at: hoursAgo(24 * 2),
      refunded_cents: 10000,
      cancelled_by: 'host',
      created_at: hoursAgo(24 * 2),
    }),
    booking({ id: 'b5', customer_name: 'Other Vendor Customer', vendor_id: 'vendor-2' }),
  ],
};

/** Media queries answered as a window `width` pixels wide answers them (min-width only). */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /\(min-width: (\d+)px\)/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

function ConversationPage() {
  const location = useLocation();
  return <p>Conversation page {`${location.pathname}${location.search}`}</p>;
}

const inboxRow = (over: Record<string, unknown>) => ({
  conversation_id: 'c-1',
  my_role: 'vendor',
  vendor_id: 'vendor-1',
  vendor_name: 'DJ Nova',
  other_name: 'Ann',
  last_message_at: hoursAgo(1),
  last_message_preview: 'Do you play outdoors?',
  last_message_mine: false,
  unread: true,
  ...over,
});

function signIn() {
  appStore.set(authSessionAtom, { user: { id: USER, email: 'dj@example.test' } } as unknown as Session);
}

async function renderDashboard() {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/vendor', element: <VendorDashboardPage /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/availability', element: <p>Availability page</p> },
      { path: '/host/booking/start', element: <p>Onboarding start page</p> },
      { path: '/messages', element: <p>Inbox page</p> },
      { path: '/messages/:id', element: <ConversationPage /> },
    ],
    { initialEntries: ['/vendor'] },
  );
  await act(async () =>
    render(
      <StandaloneProviders>
        <RouterProvider router={router} />
      </StandaloneProviders>,
    ),
  );
  return router;
}

const loaded = () => screen.findByText('Ann Lee', {}, { timeout: 20_000 });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('vendor dashboard', { timeout: 60_000 }, () => {
  beforeEach(() => {
    backend.client = fakeBackend(TABLES);
    viewport(1280);
  });

  it('shows each booking as a card with every column on a phone, where the table was cut off', async () => {
    viewport(390);
    signIn();
    await renderDashboard();
    await loaded();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Bookings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const ann = cards.find((card) => card.textContent?.includes('Ann Lee')) as HTMLElement;
    const fields = Object.fromEntries(
      within(ann)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(Object.keys(fields)).toEqual(['Customer', 'Event', 'Packages', 'Amount', 'Status', 'Actions']);
    expect(fields.Customer).toBe('Ann Leeann@example.test');
    expect(fields.Packages).toBe('Wedding Gold');
    expect(fields.Amount).toBe('$250.00');
    fireEvent.click(within(ann).getByRole('button', { name: 'View booking of Ann Lee' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('sends a signed-out visitor to /login', async () => {
    appStore.set(authSessionAtom, null);
    await renderDashboard();
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it("shows the upcoming bookings, and four stat cards over the vendor's pending, paid and completed ones", async () => {
    signIn();
    await renderDashboard();
    expect(screen.getByRole('heading', { name: 'Vendor Dashboard' })).toBeTruthy();
    await loaded();
    const card = (title: string) =>
      screen
        .getAllByText(title)
        .find((el) => el.closest('.ant-statistic-title'))
        ?.closest('.ant-card') as HTMLElement;
    expect(within(card('Total Bookings')).getByText('4')).toBeTruthy();
    expect(within(card('Total Revenue')).getByText('$799.50')).toBeTruthy();
    expect(within(card('Completed')).getByText('1')).toBeTruthy();
    expect(within(card('Pending')).getByText('1')).toBeTruthy();
    // Upcoming (the default): pending and paid.
    expect(names()).toHaveLength(3);
    expect(screen.queryByText('Dee Done')).toBeNull();
    expect(screen.queryByText('Never Paid')).toBeNull();
    expect(screen.queryByText('Other Vendor Customer')).toBeNull();
  });

  it('searches over name, e-mail, packages, location and instructions', async () => {
    signIn();
    await renderDashboard();
    await loaded();
    const search = screen.getByRole('searchbox', { name: 'Search bookings' });
    const submit = (query: string) => {
      fireEvent.change(search, { target: { value: query } });
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    for (const query of ['ann lee', 'ANN@EXAMPLE', 'wedding gold', 'elm st', 'extra cables']) {
      submit(query);
      await waitFor(() => expect(names()).toEqual([expect.stringContaining('Ann Lee')]));
    }
    submit('no such booking');
    expect(await screen.findByText('No bookings match your filters', {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(names()).toHaveLength(3));
  });

  it('filters by status and by time', async () => {
    signIn();
    await renderDashboard();
    await loaded();
    await choose('Status filter', 'Pending');
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Ann Lee')]));
    await choose('Status filter', 'Completed');
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Dee Done')]));
    // Cancelled after payment, with its refund; never a checkout abandoned before payment.
    await choose('Status filter', 'Cancelled');
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Ed Refunded')]));
    expect(within(rows()[0]!).getByText('$100.00')).toBeTruthy();
    expect(screen.queryByText('Abandoned Checkout')).toBeNull();
    await choose('Status filter', 'All statuses');
    await waitFor(() => expect(names()).toHaveLength(5));
    await choose('Time filter', 'Today');
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Ann Lee')]));
    await choose('Time filter', 'Last 7 days');
    await waitFor(() => expect(names()).toHaveLength(3));
    await choose('Time filter', 'Last month');
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(screen.queryByText('Cy Diaz')).toBeNull();
    expect(screen.queryByText('Never Paid')).toBeNull();
  });

  it('opens every field of a booking in the View modal, with a short duration in minutes', async () => {
    signIn();
    await renderDashboard();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'View booking of Ann Lee' }));
    const dialog = await screen.findByRole('dialog');
    for (const text of [
      'Ann Lee',
      'ann@example.test',
      'Pending',
      'Sat, Dec 19, 2026',
      '6:00 PM',
      '30 minutes',
      '10 guests',
      'Wedding Gold',
      'Fog machine',
      '12 Elm St, Dallas',
      'Bring extra cables',
      '$250.00',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
  });

  it('Quick Actions go to /availability and /host/booking/start', async () => {
    signIn();
    const router = await renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Availability' }));
    expect(await screen.findByText('Availability page')).toBeTruthy();
    await act(() => router.navigate('/vendor'));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Listing' }));
    expect(await screen.findByText('Onboarding start page')).toBeTruthy();
  });

  it('says where completed and cancelled bookings are when none is upcoming', async () => {
    signIn();
    backend.client = fakeBackend({
      vendors: TABLES.vendors,
      bookings: TABLES.bookings.filter((b) => !['pending', 'paid'].includes(b.payment_status)),
    });
    await renderDashboard();
    expect(await screen.findByText('No upcoming bookings', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Completed and cancelled bookings are under the status filter.')).toBeTruthy();
    await choose('Status filter', 'Completed');
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Dee Done')]));
  });

  it('shows an empty state when the vendor has no bookings', async () => {
    signIn();
    backend.client = fakeBackend({ vendors: TABLES.vendors, bookings: [] });
    await renderDashboard();
    expect(await screen.findByText('No bookings yet', {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('pages through the bookings on the server, the cards counting all of them', async () => {
    signIn();
    const many = Array.from({ length: 25 }, (_, i) =>
      booking({ id: `m${i}`, customer_name: `Guest ${i}`, created_at: hoursAgo(i) }),
    );
    backend.client = fakeBackend({ vendors: TABLES.vendors, bookings: many });
    await renderDashboard();
    expect(await screen.findByText('Guest 0', {}, { timeout: 20_000 })).toBeTruthy();
    expect(names()).toHaveLength(20);
    const card = screen
      .getAllByText('Total Bookings')
      .find((el) => el.closest('.ant-statistic-title'))
      ?.closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('25')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Guest 24')).toBeTruthy();
    expect(names()).toHaveLength(5);
  });

  it("lists the listing's newest conversations with unread marks, the response time beside the 24-hour rule and the waiting count", async () => {
    signIn();
    backend.client = fakeBackend({
      ...TABLES,
      inbox: [
        inboxRow({ conversation_id: 'c-1', other_name: 'Ann' }),
        // The user's own conversation as a host stays in /messages, not on the listing's card.
        inboxRow({ conversation_id: 'c-host', my_role: 'host', other_name: 'Balloon Co' }),
        inboxRow({
          conversation_id: 'c-2',
          other_name: 'Bo',
          unread: false,
          last_message_mine: true,
          last_message_preview: 'See you then',
        }),
        ...['Cy', 'Dee', 'Ed', 'Flo'].map((name, i) =>
          inboxRow({ conversation_id: `c-${i + 3}`, other_name: name, unread: false }),
        ),
      ],
      messaging_summary: [{ median_seconds: 8100, conversations: 4, waiting: 2 }],
    });
    const router = await renderDashboard();
    const card = await screen.findByRole('region', { name: 'Messages' }, { timeout: 20_000 });
    expect(await within(card).findByText('Vendors must reply to messages within 24 hours.')).toBeTruthy();
    expect((await within(card).findByTestId('reply-time')).textContent).toBe(
      'Your median first reply: 2 h 15 min (4 conversations, last 90 days).',
    );
    expect(within(card).getByText('Within the rule')).toBeTruthy();
    expect(within(card).getByTestId('waiting').textContent).toBe(
      '2 conversations are waiting for your reply.',
    );
    const items = within(
      await within(card).findByRole('list', { name: 'Newest conversations' }),
    ).getAllByRole('link');
    expect(items.map((a) => a.querySelector('strong, span')?.textContent)).toEqual([
      'Ann',
      'Bo',
      'Cy',
      'Dee',
      'Ed',
    ]);
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(within(items[1]!).queryByText('Unread')).toBeNull();
    expect(within(items[1]!).getByText('You: See you then')).toBeTruthy();
    fireEvent.click(items[0]!);
    expect(await screen.findByText('Conversation page /messages/c-1')).toBeTruthy();
    await act(() => router.navigate('/vendor'));
    fireEvent.click(await screen.findByRole('link', { name: 'All messages' }));
    expect(await screen.findByText('Inbox page')).toBeTruthy();
  });

  it('says when a median reply is slower than the rule, and when there is nothing yet', async () => {
    signIn();
    backend.client = fakeBackend({
      ...TABLES,
      messaging_summary: [{ median_seconds: 93_600, conversations: 3, waiting: 0 }],
    });
    await renderDashboard();
    const card = await screen.findByRole('region', { name: 'Messages' }, { timeout: 20_000 });
    expect((await within(card).findByTestId('reply-time')).textContent).toContain('1 d 2 h');
    expect(within(card).getByText('Slower than the rule')).toBeTruthy();
    expect(within(card).getByText('No conversation is waiting for your reply.')).toBeTruthy();
    expect(within(card).getByText(/^No messages yet\./)).toBeTruthy();
  });

  it('lists the open quote requests with the time left under the 12-hour rule, and the response rate', async () => {
    signIn();
    const quote = (over: Record<string, unknown>) => ({
      quote_id: 'q-1',
      request_id: 'r-1',
      host_name: 'Ann',
      category: 'DJ',
      event_date: '2026-12-12',
      start_time: '18:00:00',
      duration_hours: 4,
      guest_count: 80,
      location: 'Austin',
      budget_cents: 120_000,
      details: 'Wedding',
      status: 'waiting',
      created_at: hoursAgo(13),
      respond_by: hoursAgo(-59),
      reply_due_at: hoursAgo(1),
      offer: null,
      conversation_id: 'c-1',
      ...over,
    });
    backend.client = fakeBackend({
      ...TABLES,
      quotes: [
        quote({}),
        quote({
          quote_id: 'q-2',
          host_name: 'Bo',
          budget_cents: null,
          guest_count: 1,
          created_at: hoursAgo(2),
          reply_due_at: hoursAgo(-10.01),
          respond_by: hoursAgo(-70),
        }),
        quote({
          quote_id: 'q-3',
          host_name: 'Cy',
          status: 'offered',
          offer: { id: 'o-1', price_cents: 99_950, expires_at: hoursAgo(-49), includes: 'x' },
        }),
      ],
      quote_response_rate: [{ answered_within_12h: 9, requests: 10, rate: 0.9 }],
    });
    await renderDashboard();
    const card = await screen.findByRole('region', { name: 'Quote requests' }, { timeout: 20_000 });
    expect(within(card).getByText('Vendors must reply to booking requests within 12 hours.')).toBeTruthy();
    expect((await within(card).findByTestId('quote-response-rate')).textContent).toBe(
      'Answered within 12 hours: 9 of 10 in the last 90 days',
    );
    const items = within(await within(card).findByRole('list', { name: 'Open quote requests' })).getAllByRole(
      'link',
    );
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Ann · DJ');
    expect(items[0]!.textContent).toContain('Sat, Dec 12, 2026 · 6:00 PM · 4 hours · 80 guests');
    expect(items[0]!.textContent).toContain('Budget $1,200.00');
    expect(within(items[0]!).getByTestId('reply-due').textContent).toBe('Reply overdue by 1 h');
    expect(items[0]!.textContent).toContain('Request: expires in 2 d 10 h');
    expect(items[1]!.textContent).toContain('1 guest');
    expect(items[1]!.textContent).toContain('No budget given');
    expect(within(items[1]!).getByTestId('reply-due').textContent).toBe('10 h left to reply');
    // An answered request has no reply deadline left: its offer's expiry instead.
    expect(within(items[2]!).queryByTestId('reply-due')).toBeNull();
    expect(items[2]!.textContent).toContain('Your offer $999.50');
    expect(items[2]!.textContent).toContain('Offer: expires in 2 d');
    expect(items[2]!.getAttribute('href')).toBe('/vendor/quotes/q-3');
  });

  it('says when no quote request is open', async () => {
    signIn();
    await renderDashboard();
    const card = await screen.findByRole('region', { name: 'Quote requests' }, { timeout: 20_000 });
    expect(await within(card).findByText(/^No open quote requests\./)).toBeTruthy();
    expect((await within(card).findByTestId('quote-response-rate')).textContent).toBe(
      'No quote requests in the last 90 days.',
    );
  });

  it("opens a booking's conversation with the booking chosen", async () => {
    signIn();
    await renderDashboard();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Message Ann Lee about this booking' }));
    expect(await screen.findByText('Conversation page /messages/conversation-of-b1?booking=b1')).toBeTruthy();
  });
});
