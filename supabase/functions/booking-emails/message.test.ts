import { describe, expect, it } from 'vitest';
import { type BookingMailFacts, bookingMail } from './message.ts';

const facts: BookingMailFacts = {
  bookingId: 'b-1',
  vendorId: 'v-1',
  vendorName: 'DJ Nova',
  customerName: 'Hannah Host',
  date: '2026-12-05',
  time: '19:00:00',
  durationHours: 3,
  guests: 60,
  location: '2400 Victory Park Ln, Dallas, TX',
  packages: 'Party Starter',
  addons: 'Fog machine',
  subtotal: '450.00',
  processingFee: '22.50',
  refundedCents: 0,
  cancelledBy: null,
  reason: null,
  siteUrl: 'http://localhost:3000',
};

describe('bookingMail', () => {
  it('confirms to the host with date, time, location, packages and amounts', () => {
    const mail = bookingMail('confirmed', 'host', facts);
    expect(mail.subject).toBe('Your booking with DJ Nova is confirmed');
    for (const line of [
      'Date: Saturday, December 5, 2026 at 7:00 PM (3 hours)',
      'Location: 2400 Victory Park Ln, Dallas, TX',
      'Package: Party Starter',
      'Add-ons: Fog machine',
      'Subtotal: $450.00',
      'Processing fee: $22.50',
      'Total paid: $472.50',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('href="http://localhost:3000/dashboard"');
    expect(mail.text).toContain('View your receipt: http://localhost:3000/receipts/b-1');
    expect(mail.html).toContain('href="http://localhost:3000/receipts/b-1"');
  });

  it('links every host mail to the receipt, and no vendor mail', () => {
    for (const kind of ['confirmed', 'cancelled', 'completed', 'auto_refunded'] as const) {
      expect(bookingMail(kind, 'host', facts).text).toContain('http://localhost:3000/receipts/b-1');
      expect(bookingMail(kind, 'vendor', facts).text).not.toContain('/receipts/');
    }
  });

  it('tells the vendor who booked, and links to the vendor dashboard', () => {
    const mail = bookingMail('confirmed', 'vendor', facts);
    expect(mail.subject).toBe('New booking on Saturday, December 5, 2026 for DJ Nova');
    expect(mail.text).toContain('Host: Hannah Host');
    expect(mail.text).toContain('http://localhost:3000/vendor\n');
  });

  it('says who cancelled, why, and the refund; escapes HTML', () => {
    const mail = bookingMail('cancelled', 'host', {
      ...facts,
      cancelledBy: 'vendor',
      reason: 'Van <broke> down',
      refundedCents: 47250,
    });
    expect(mail.text).toContain('The booking was cancelled by the vendor.');
    expect(mail.text).toContain('Reason: Van <broke> down');
    expect(mail.text).toContain('$472.50 is refunded to your card');
    expect(mail.html).toContain('Van &lt;broke&gt; down');
    const ownCancel = bookingMail('cancelled', 'host', { ...facts, cancelledBy: 'host' });
    expect(ownCancel.text).toContain('You cancelled this booking.');
    expect(ownCancel.text).not.toContain('the host');
    expect(ownCancel.text).toContain('No refund applies');
    const toVendor = bookingMail('cancelled', 'vendor', {
      ...facts,
      cancelledBy: 'host',
      refundedCents: 100,
    });
    expect(toVendor.text).toContain('The booking was cancelled by the host.');
    expect(toVendor.text).toContain("$1.00 is refunded to the host's card");
  });

  it('asks for a review after the event, and explains an automatic refund', () => {
    const done = bookingMail('completed', 'host', facts);
    expect(done.subject).toBe('How was DJ Nova?');
    expect(done.text).toContain('Leave a review: http://localhost:3000/dashboard?review=b-1');
    const auto = bookingMail('auto_refunded', 'host', {
      ...facts,
      refundedCents: 47250,
      reason: 'The payment arrived after this checkout had ended.',
    });
    expect(auto.text).toContain('could no longer be paid, so the booking was not made');
    expect(auto.text).toContain('Reason: The payment arrived after this checkout had ended.');
    expect(auto.text).toContain('We refunded $472.50 in full');
  });
  it("tells both sides a dispute's outcome and reason, and links each to its own page", () => {
    const dispute = { id: 'd-1', outcome: 'partial', refundCents: 5000, reason: 'The DJ came <late>.' };
    const host = bookingMail('dispute_resolved', 'host', { ...facts, dispute });
    expect(host.subject).toBe('Your dispute about DJ Nova on Saturday, December 5, 2026 is resolved');
    expect(host.text).toContain(
      'The problem reported with this booking is resolved: Partial refund of $50.00.',
    );
    expect(host.text).toContain('Reason: The DJ came <late>.');
    expect(host.text).toContain('The refund goes back to your card (3 to 5 business days).');
    expect(host.text).toContain('See the dispute: http://localhost:3000/disputes/d-1');
    expect(host.html).toContain('The DJ came &lt;late&gt;.');
    const vendor = bookingMail('dispute_resolved', 'vendor', { ...facts, dispute });
    expect(vendor.text).toContain('The refund is taken from your share of the booking.');
    expect(vendor.text).toContain('See the dispute: http://localhost:3000/vendor/disputes/d-1');
    const none = bookingMail('dispute_resolved', 'vendor', {
      ...facts,
      dispute: { ...dispute, outcome: 'none', refundCents: 0 },
    });
    expect(none.text).toContain('resolved: No refund.');
    expect(none.text).not.toContain('taken from your share');
  });
});
