import { describe, expect, it } from 'vitest';
import { type QuoteMailFacts, quoteMail } from './message.ts';

const facts: QuoteMailFacts = {
  kind: 'request',
  quoteId: '5b0c1a52-3c1e-4c55-9a55-0d1f7f0e6d01',
  requestId: '7d1e2b63-4d2f-4d66-8b66-1e2f8f1f7e02',
  vendorName: 'DJ Nova',
  hostFirstName: 'Hannah',
  eventText: 'Sat, Dec 12, 2026 at 6:00 PM, 4 hours',
  location: 'Austin',
  priceCents: null,
  declineReason: null,
  siteUrl: 'http://localhost:3000',
};

describe('quoteMail', () => {
  it("tells the vendor who asked, for when and where, and links to the vendor's request page", () => {
    const mail = quoteMail(facts);
    expect(mail.subject).toBe('Hannah asked you for a quote');
    expect(mail.text).toContain(
      'Hannah asked DJ Nova for a quote: Sat, Dec 12, 2026 at 6:00 PM, 4 hours, Austin.',
    );
    expect(mail.text).toContain(`Answer the request: http://localhost:3000/vendor/quotes/${facts.quoteId}\n`);
  });

  it("gives the host the offer's price and links to the host's request page", () => {
    const mail = quoteMail({ ...facts, kind: 'offer', priceCents: 125000 });
    expect(mail.subject).toBe('DJ Nova sent you an offer: $1,250.00');
    expect(mail.text).toContain('an offer of $1,250.00 (plus the 5% processing fee)');
    expect(mail.text).toContain(`Review the offer: http://localhost:3000/quotes/${facts.requestId}\n`);
  });

  it('quotes the reason of a decline, and tells an unanswered request from an offer that expired', () => {
    expect(quoteMail({ ...facts, kind: 'declined', declineReason: 'Booked that night.' }).text).toContain(
      '“Booked that night.”',
    );
    expect(quoteMail({ ...facts, kind: 'expired' }).subject).toBe('Your quote request to DJ Nova expired');
    expect(quoteMail({ ...facts, kind: 'expired', priceCents: 9900 }).subject).toBe(
      'The offer from DJ Nova expired',
    );
  });

  it('escapes markup in the HTML part and keeps the subject on one line', () => {
    const mail = quoteMail({
      ...facts,
      vendorName: 'DJ <b>Nova</b>\nBcc: x',
      kind: 'declined',
      declineReason: '<i>no</i>',
    });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;i&gt;no&lt;/i&gt;');
    expect(mail.subject).not.toContain('\n');
  });
});
