import { ThemeProvider } from '@partyeasy/shared-ui/theme-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminMessagesPage } from './admin-messages-page';

vi.mock('../../access', () => ({ AdminPage: ({ children }: { children: ReactNode }) => children }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({ rpc }),
}));

/**
 * The page's four calls over in-memory rows; what the functions do in SQL (reported conversations only,
 * admins only, the reason recorded) is tested against PostgreSQL in the supabase suite.
 */
type Conversation = Record<string, unknown> & { conversation_id: string; reported_at: string };
let conversations: Conversation[] = [];
let messages: Record<string, unknown>[] = [];
const calls: [string, Record<string, unknown>][] = [];
let refuse: Record<string, string> = {};

async function rpc(fn: string, args: Record<string, unknown>) {
  calls.push([fn, args]);
  if (refuse[fn]) return { data: null, error: { code: 'P0001', message: refuse[fn] } };
  if (fn === 'admin_reported_conversations') {
    const rows = conversations
      .filter((c) => !args.p_before || c.reported_at < String(args.p_before))
      .slice(0, Number(args.p_limit));
    return { data: rows, error: null };
  }
  if (fn === 'admin_conversation_messages')
    return {
      data: messages
        .filter((m) => !args.p_before_id || Number(m.id) < Number(args.p_before_id))
        .sort((a, b) => Number(b.id) - Number(a.id))
        .slice(0, Number(args.p_limit)),
      error: null,
    };
  if (fn === 'admin_hide_message') {
    messages = messages.map((m) =>
      m.id === args.p_message_id
        ? { ...m, hidden: true, hidden_at: '2026-11-28T12:00:00Z', hidden_reason: args.p_reason }
        : m,
    );
    return { data: null, error: null };
  }
  if (fn === 'admin_set_messaging_block') {
    conversations = conversations.map((c) =>
      c.host_id === args.p_user_id ? { ...c, host_blocked: args.p_blocked } : c,
    );
    return { data: null, error: null };
  }
  throw new Error(`unexpected call ${fn}`);
}

const conversation = (i: number): Conversation => ({
  conversation_id: `c-${i}`,
  vendor_id: 'v-1',
  vendor_name: 'DJ Nova',
  vendor_user_id: 'vendor-user',
  host_id: `host-${i}`,
  host_name: `Host ${i}`,
  // Conversation 0 was reported last.
  reported_at: new Date(Date.UTC(2026, 10, 28, 12) - i * 60_000).toISOString(),
  last_message_at: '2026-11-28T11:00:00Z',
  reports: [{ reporter_role: 'vendor', reason: `Rude messages ${i}`, created_at: '2026-11-28T11:30:00Z' }],
  host_blocked: false,
  vendor_blocked: false,
});

const message = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  sender_id: id % 2 ? 'host-0' : 'vendor-user',
  sender_role: id % 2 ? 'host' : 'vendor',
  body: `Message ${id}`,
  booking_id: null,
  created_at: new Date(Date.UTC(2026, 10, 28, 10, id)).toISOString(),
  hidden: false,
  hidden_at: null,
  hidden_reason: null,
  ...over,
});

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider>
        <MemoryRouter>
          <AdminMessagesPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  refuse = {};
  conversations = Array.from({ length: 23 }, (_, i) => conversation(i));
  messages = [
    message(1, { body: 'Pay me at <b>cash@example.test</b> instead' }),
    message(2),
    message(3, { hidden: true, hidden_at: '2026-11-28T11:00:00Z', hidden_reason: 'Insult' }),
  ];
});

describe('/admin/messages', { timeout: 60_000 }, () => {
  it('lists reported conversations a page at a time, the latest report first', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Reported conversations' }, { timeout: 20_000 });
    const items = () => within(list).getAllByRole('listitem');
    expect(items()).toHaveLength(20);
    expect(within(items()[0]!).getByText('DJ Nova and Host 0')).toBeTruthy();
    expect(within(items()[0]!).getByText('Vendor: Rude messages 0')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show older reports' }));
    await waitFor(() => expect(items()).toHaveLength(23));
    expect(calls.at(-1)).toEqual([
      'admin_reported_conversations',
      { p_before: conversations[19]!.reported_at, p_limit: 20 },
    ]);
    expect(screen.queryByRole('button', { name: 'Show older reports' })).toBeNull();
  });

  it('shows a conversation in full, with the original text as text and what was hidden and why', async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Open the conversation of DJ Nova and Host 0' },
        { timeout: 20_000 },
      ),
    );
    const drawer = await screen.findByRole('dialog', { name: 'DJ Nova and Host 0' });
    const list = await within(drawer).findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    // Oldest first, as a conversation reads.
    expect(items.map((li) => li.querySelector('div[style*="pre-wrap"]')?.textContent)).toEqual([
      'Pay me at <b>cash@example.test</b> instead',
      'Message 2',
      'Message 3',
    ]);
    expect(within(items[0]!).getByText('Host 0')).toBeTruthy();
    expect(within(items[2]!).getByText('Hidden')).toBeTruthy();
    expect(within(items[2]!).getByText(/: Insult$/)).toBeTruthy();
    expect(within(items[2]!).queryByRole('button', { name: 'Hide message...' })).toBeNull();
    expect(within(drawer).getByText('Rude messages 0')).toBeTruthy();
  });

  it('hides a message with a reason, asking for one first', async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Open the conversation of DJ Nova and Host 0' },
        { timeout: 20_000 },
      ),
    );
    const drawer = await screen.findByRole('dialog', { name: 'DJ Nova and Host 0' });
    const first = within(await within(drawer).findByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
    )[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Hide message...' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Hide message' }));
    expect(within(first).getByRole('alert').textContent).toBe(
      'Please give a reason for hiding this message.',
    );
    expect(calls.map(([fn]) => fn)).not.toContain('admin_hide_message');
    await userEvent.type(
      within(first).getByLabelText(/^Reason for hiding this message/),
      '  Asks to pay outside PartyEasy ',
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Hide message' }));
    await waitFor(() => expect(within(first).getByText('Hidden')).toBeTruthy());
    expect(calls).toContainEqual([
      'admin_hide_message',
      { p_message_id: 1, p_reason: 'Asks to pay outside PartyEasy' },
    ]);
    expect(within(first).getByText(/: Asks to pay outside PartyEasy$/)).toBeTruthy();
  });

  it("blocks a side from sending with a reason and shows the server's refusal", async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Open the conversation of DJ Nova and Host 0' },
        { timeout: 20_000 },
      ),
    );
    const drawer = await screen.findByRole('dialog', { name: 'DJ Nova and Host 0' });
    refuse = { admin_set_messaging_block: 'Only participants of reported conversations can be blocked.' };
    await userEvent.click(within(drawer).getByRole('button', { name: 'Block Host 0...' }));
    await userEvent.type(
      within(drawer).getByLabelText('Reason for blocking Host 0 from sending messages'),
      'Threats',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Block from sending' }));
    expect((await within(drawer).findByRole('alert')).textContent).toContain(
      'Only participants of reported conversations can be blocked.',
    );
    refuse = {};
    await userEvent.click(within(drawer).getByRole('button', { name: 'Block from sending' }));
    expect(await within(drawer).findByText('Blocked from sending')).toBeTruthy();
    expect(calls).toContainEqual([
      'admin_set_messaging_block',
      { p_user_id: 'host-0', p_blocked: true, p_reason: 'Threats' },
    ]);
    expect(within(drawer).getByRole('button', { name: 'Unblock Host 0...' })).toBeTruthy();
  });

  it('says when nothing is reported', async () => {
    conversations = [];
    renderPage();
    expect(await screen.findByText('No reported conversations', {}, { timeout: 20_000 })).toBeTruthy();
  });
});
