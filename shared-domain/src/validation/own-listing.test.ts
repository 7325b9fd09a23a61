import { describe, expect, it } from 'vitest';
import { isOwnListingRefusal, OWN_LISTING_MESSAGES, ownListingMessage } from './own-listing.ts';

describe('own listing', () => {
  it('says what was refused', () => {
    expect(ownListingMessage('book')).toBe("This is your own listing: you can't book it.");
    expect(OWN_LISTING_MESSAGES.review).toBe("This is your own listing: you can't review it.");
  });

  it('recognises the database refusal and the checkout answer, nothing else', () => {
    expect(isOwnListingRefusal({ code: 'PT403', hint: 'own_listing', message: 'x' })).toBe(true);
    expect(isOwnListingRefusal({ error: 'own_listing', message: 'x' })).toBe(true);
    expect(isOwnListingRefusal({ code: '42501', hint: null })).toBe(false);
    expect(isOwnListingRefusal({ error: 'slot_taken' })).toBe(false);
    expect(isOwnListingRefusal(null)).toBe(false);
    expect(isOwnListingRefusal('own_listing')).toBe(false);
  });
});
