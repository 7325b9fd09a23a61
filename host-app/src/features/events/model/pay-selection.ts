import { EVENT_CHECKOUT_MAX_ITEMS, EVENT_CHECKOUT_MIN_ITEMS, EVENT_MESSAGES } from '@partyeasy/shared-domain';
import type { EventCheckoutItem } from '../api/create-event-checkout';

/** The vendors ticked for one payment, each with how it is paid (vendor id → package id, or 'offer:<offer id>'). */
export type PaySelection = ReadonlyMap<string, string>;

/** The button's label: 'Pay for 3 vendors · $2,520.00'. */
export function payLabel(count: number, totalText: string): string {
  return `Pay for ${count} ${count === 1 ? 'vendor' : 'vendors'} · ${totalText}`;
}

/**
 * Why the selection cannot be paid at once, if it cannot: between EVENT_CHECKOUT_MIN_ITEMS and
 * EVENT_CHECKOUT_MAX_ITEMS vendors. Examples: 1 → 'Choose 2 to 6 vendors to pay together.'; 3 → undefined.
 */
export function paySelectionError(selection: PaySelection): string | undefined {
  return selection.size < EVENT_CHECKOUT_MIN_ITEMS || selection.size > EVENT_CHECKOUT_MAX_ITEMS
    ? EVENT_MESSAGES.checkoutCount
    : undefined;
}

/**
 * The checkout's items: one per vendor, its offer, or its package with no add-ons (the event gives date, guests
 * and hours). Example: ['dj', 'offer:o1'] → { offerId: 'o1' }; ['bar', 'p2'] → { vendorId: 'bar', packageId: 'p2',
 * addons: [] }.
 */
export function checkoutItems(selection: PaySelection): EventCheckoutItem[] {
  return [...selection].map(([vendorId, choice]) =>
    choice.startsWith('offer:')
      ? { offerId: choice.slice('offer:'.length) }
      : { vendorId, packageId: choice, addons: [] },
  );
}
