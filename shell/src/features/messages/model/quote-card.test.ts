import { describe, expect, it } from 'vitest';
import { quoteCard } from './quote-card';

const offer = { kind: 'quote_offer', quote_id: 'q1', quote_request_id: 'r1' };

describe('quoteCard', () => {
  it('leaves ordinary messages alone', () => {
    expect(quoteCard({ kind: 'text', quote_id: null, quote_request_id: null }, 'host')).toBeNull();
    expect(quoteCard({}, 'vendor')).toBeNull();
  });

  it('sends a booking change to where each side answers it', () => {
    expect(quoteCard({ kind: 'change_proposed', quote_id: null, quote_request_id: null }, 'host')).toEqual({
      title: 'Change proposed',
      link: { label: 'Open My bookings', href: '/dashboard' },
    });
    expect(quoteCard({ kind: 'change_applied' }, 'vendor')).toEqual({
      title: 'Change confirmed',
      link: { label: 'Open your bookings', href: '/vendor' },
    });
  });

  it('links the host to their request and the vendor to the quote', () => {
    expect(quoteCard(offer, 'host')).toEqual({
      title: 'Offer',
      link: { label: 'View quote', href: '/quotes/r1' },
    });
    expect(quoteCard(offer, 'vendor')).toEqual({
      title: 'Offer',
      link: { label: 'Open request', href: '/vendor/quotes/q1' },
    });
  });

  it('names every kind of card', () => {
    const titles = [
      'quote_request',
      'quote_offer',
      'quote_declined',
      'quote_withdrawn',
      'quote_booked',
      'quote_expired',
      'quote_something_new',
    ].map((kind) => quoteCard({ ...offer, kind }, 'vendor')?.title);
    expect(titles).toEqual([
      'Quote request',
      'Offer',
      'Request declined',
      'Offer withdrawn',
      'Offer booked',
      'Quote expired',
      'Quote update',
    ]);
  });

  it('has no link when the card names no quote', () => {
    expect(
      quoteCard({ kind: 'quote_request', quote_id: null, quote_request_id: null }, 'host')?.link,
    ).toBeNull();
  });
});
