/** The kinds of structured quote messages and what their card is called. */
const CARD_TITLES: Record<string, string> = {
  quote_request: 'Quote request',
  quote_offer: 'Offer',
  quote_declined: 'Request declined',
  quote_withdrawn: 'Offer withdrawn',
  quote_booked: 'Offer booked',
  quote_expired: 'Quote expired',
  change_proposed: 'Change proposed',
  change_accepted: 'Change accepted',
  change_declined: 'Change declined',
  change_applied: 'Change confirmed',
  change_lapsed: 'Change not made',
};

export interface QuoteCard {
  title: string;
  /** Where the reader acts on the quote; null when the message names no quote. */
  link: { label: string; href: string } | null;
}

/**
 * How a message of the conversation is drawn: null for an ordinary message; for a quote card, its title
 * and the reader's link — the host's "View quote" to their request, the vendor's "Open request" to the
 * quote.
 * Examples: kind 'text' → null; ('quote_offer', quote q1 of request r1) for the host → { title: 'Offer',
 * link: { label: 'View quote', href: '/quotes/r1' } }; for the vendor → { …, link: { label: 'Open request',
 * href: '/vendor/quotes/q1' } }; an unknown kind → { title: 'Quote update', … }; a booking change's card
 * ('change_proposed') → { title: 'Change proposed', link: My bookings (host) or the dashboard (vendor) }.
 */
export function quoteCard(
  message: { kind?: string; quote_id?: string | null; quote_request_id?: string | null },
  role: 'host' | 'vendor',
): QuoteCard | null {
  if (!message.kind || message.kind === 'text') return null;
  // A booking change's card: the host answers or pays on My bookings, the vendor on the dashboard.
  if (message.kind.startsWith('change_')) {
    return {
      title: CARD_TITLES[message.kind] ?? 'Booking change',
      link:
        role === 'host'
          ? { label: 'Open My bookings', href: '/dashboard' }
          : { label: 'Open your bookings', href: '/vendor' },
    };
  }
  const title = CARD_TITLES[message.kind] ?? 'Quote update';
  if (role === 'host')
    return {
      title,
      link: message.quote_request_id
        ? { label: 'View quote', href: `/quotes/${message.quote_request_id}` }
        : null,
    };
  return {
    title,
    link: message.quote_id ? { label: 'Open request', href: `/vendor/quotes/${message.quote_id}` } : null,
  };
}
