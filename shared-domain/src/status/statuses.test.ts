import { describe, expect, it } from 'vitest';
import {
  bookingStatusLabel,
  bookingStatusTone,
  unpaidHoldNote,
  vendorStatusLabel,
  vendorStatusTone,
} from './statuses.ts';

describe('unpaid holds on the vendor dashboard', () => {
  it('marks a pending booking only', () => {
    expect(unpaidHoldNote('pending')).toBe('Unpaid hold: not paid yet');
    expect(unpaidHoldNote('paid')).toBeUndefined();
    expect(unpaidHoldNote('clicked_book')).toBeUndefined();
  });
});

describe('vendorStatusLabel', () => {
  it.each([
    ['pending_approval', 'onboarding', 'Under Review'],
    ['approved', 'onboarding', 'Live & Active'],
    ['edit_listing', 'onboarding', 'Editing'],
    ['rejected', 'onboarding', 'Rejected'],
    ['pending_approval', 'admin', 'Pending'],
    ['approved', 'admin', 'Approved'],
    ['rejected', 'admin', 'Rejected'],
    ['edit_listing', 'admin', 'Editing'],
    ['on_hold', 'admin', 'on_hold'],
    ['on_hold', 'onboarding', 'on_hold'],
    ['toString', 'admin', 'toString'],
  ] as const)('%s in %s context → %s', (status, context, label) => {
    expect(vendorStatusLabel(status, context)).toBe(label);
  });

  it('uses the admin wording by default and gives nothing for no status', () => {
    expect(vendorStatusLabel('pending_approval')).toBe('Pending');
    expect(vendorStatusLabel(null)).toBe('');
  });
});

describe('bookingStatusLabel', () => {
  it.each([
    ['pending', 'Pending'],
    ['paid', 'Paid'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
    ['clicked_book', 'Awaiting Payment'],
    ['refunded', 'refunded'],
  ])('%s → %s', (status, label) => {
    expect(bookingStatusLabel(status)).toBe(label);
  });
});

describe('status tones', () => {
  it('colours statuses by outcome', () => {
    expect(vendorStatusTone('approved')).toBe('success');
    expect(vendorStatusTone('pending_approval')).toBe('warning');
    expect(vendorStatusTone('rejected')).toBe('error');
    expect(vendorStatusTone('whatever')).toBe('default');
    expect(bookingStatusTone('paid')).toBe('success');
    expect(bookingStatusTone('cancelled')).toBe('error');
    expect(bookingStatusTone('pending')).toBe('warning');
  });
});
