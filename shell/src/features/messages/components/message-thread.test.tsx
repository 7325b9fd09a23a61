import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '../model/thread';
import { MessageThread } from './message-thread';

const HOST = 'host-1';
const VENDOR = 'vendor-user-1';

const message = (id: number, extra: Partial<ThreadMessage>): ThreadMessage => ({
  id,
  conversation_id: 'c1',
  sender_id: HOST,
  body: `message ${id}`,
  booking_id: null,
  booking_date: null,
  created_at: new Date(Date.UTC(2026, 10, 28, 10, id)).toISOString(),
  hidden: false,
  kind: 'text',
  quote_id: null,
  quote_request_id: null,
  ...extra,
});

const thread = [
  message(3, {
    sender_id: VENDOR,
    kind: 'quote_offer',
    body: 'Offer: $1,250.00 for Sat, Dec 12, 2026 at 6:00 PM, 4 hours',
    quote_id: 'q-1',
    quote_request_id: 'r-1',
  }),
  message(2, { body: 'Can you bring lights?' }),
  message(1, {
    kind: 'quote_request',
    body: 'Quote request: Sat, Dec 12, 2026 at 6:00 PM, 4 hours, 80 guests, Austin',
    quote_id: 'q-1',
    quote_request_id: 'r-1',
  }),
];

function renderThread(role: 'host' | 'vendor') {
  return render(
    <MemoryRouter>
      <MessageThread
        pages={[thread]}
        userId={role === 'host' ? HOST : VENDOR}
        role={role}
        otherName={role === 'host' ? 'DJ Nova' : 'Ann'}
        linksAllowed={false}
        otherLastReadAt={null}
        hasOlder={false}
        loadingOlder={false}
        olderFailed={false}
        loadOlder={() => {}}
      />
    </MemoryRouter>,
  );
}

describe('MessageThread with quote cards', () => {
  it("draws quote messages as cards that take the vendor to the quote's page", () => {
    renderThread('vendor');
    const request = screen.getByRole('article', { name: 'Quote request' });
    expect(request.textContent).toContain(
      'Quote request: Sat, Dec 12, 2026 at 6:00 PM, 4 hours, 80 guests, Austin',
    );
    expect(within(request).getByRole('link', { name: 'Open request' }).getAttribute('href')).toBe(
      '/vendor/quotes/q-1',
    );
    const offer = screen.getByRole('article', { name: 'Offer' });
    expect(within(offer).getByRole('link', { name: 'Open request' }).getAttribute('href')).toBe(
      '/vendor/quotes/q-1',
    );
    // An ordinary message stays a bubble, without a card or a link.
    const text = screen.getByText('Can you bring lights?');
    expect(text.closest('article')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('takes the host to their request, in sending order', () => {
    renderThread('host');
    const links = screen.getAllByRole('link', { name: 'View quote' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/quotes/r-1', '/quotes/r-1']);
    const items = within(screen.getByRole('list', { name: 'Conversation with DJ Nova' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('article')?.getAttribute('aria-label') ?? 'text')).toEqual([
      'Quote request',
      'text',
      'Offer',
    ]);
  });
});
