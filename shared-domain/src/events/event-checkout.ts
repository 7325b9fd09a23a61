/** create-event-checkout's body (a server-side parser: `@partyeasy/shared-domain/event-checkout`, not in the browsers' index). */
import type { Parsed } from '../booking/booking-request.ts';
import { MAX_ADDON_QUANTITY } from '../booking/booking-request.ts';

import { EVENT_CHECKOUT_MAX_ITEMS, EVENT_CHECKOUT_MIN_ITEMS } from './events.ts';

/** One vendor of an event checkout: a package with add-ons (time and hours default to the event's), or an offer. */
export type EventCheckoutItem =
  | {
      kind: 'package';
      vendorId: string;
      packageId: string;
      addons: { id: string; quantity: number }[];
      startTime?: string;
      hours?: number;
    }
  | { kind: 'offer'; offerId: string };

/** The create-event-checkout body: the event, its vendors, and how the checkout is shown. */
export interface EventCheckoutRequest {
  eventId: string;
  items: EventCheckoutItem[];
  uiMode: 'embedded' | 'hosted';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const fail = (message: string): Parsed<never> => ({ ok: false, message });
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Reads a create-event-checkout body, or says what is wrong in a sentence. Amounts in the body are not read:
 * the server prices every item itself; the date, guests and city are the event's.
 *
 * Example: { eventId, items: [{ vendorId, packageId, addons: [] }, { offerId }], uiMode: 'embedded' } → ok;
 * one item → 'Choose 2 to 6 vendors to pay together.'; the same vendor twice → 'Choose each vendor once.'
 */
export function parseEventCheckoutRequest(body: unknown): Parsed<EventCheckoutRequest> {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const eventId = text(o.eventId);
  if (!UUID.test(eventId)) return fail('eventId must be the id of one of your events.');
  const rawItems = o.items;
  if (
    !Array.isArray(rawItems) ||
    rawItems.length < EVENT_CHECKOUT_MIN_ITEMS ||
    rawItems.length > EVENT_CHECKOUT_MAX_ITEMS
  ) {
    return fail(`Choose ${EVENT_CHECKOUT_MIN_ITEMS} to ${EVENT_CHECKOUT_MAX_ITEMS} vendors to pay together.`);
  }
  const items: EventCheckoutItem[] = [];
  for (const raw of rawItems) {
    const item = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    if (item.offerId !== undefined) {
      const offerId = text(item.offerId);
      if (!UUID.test(offerId)) return fail('Each offer needs its id.');
      if (items.some((i) => i.kind === 'offer' && i.offerId === offerId))
        return fail('Choose each vendor once.');
      items.push({ kind: 'offer', offerId });
      continue;
    }
    const vendorId = text(item.vendorId);
    const packageId = text(item.packageId);
    if (!UUID.test(vendorId)) return fail('Each vendor needs its id.');
    if (!UUID.test(packageId)) return fail('Choose a package for each vendor.');
    if (items.some((i) => i.kind === 'package' && i.vendorId === vendorId))
      return fail('Choose each vendor once.');
    const rawAddons = item.addons ?? [];
    if (!Array.isArray(rawAddons)) return fail('addons must be a list of { id, quantity }.');
    const addons: { id: string; quantity: number }[] = [];
    for (const a of rawAddons) {
      const addon = a && typeof a === 'object' ? (a as Record<string, unknown>) : {};
      const id = text(addon.id);
      const quantity = addon.quantity ?? 1;
      if (!UUID.test(id)) return fail('Each add-on needs its id.');
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
        return fail('Add-on quantities must be whole numbers of at least 1.');
      }
      if (quantity > MAX_ADDON_QUANTITY) return fail('An add-on quantity is too large.');
      if (addons.some((x) => x.id === id))
        return fail('An add-on is listed twice; give it a quantity instead.');
      addons.push({ id, quantity });
    }
    const startTime =
      item.startTime === undefined || item.startTime === null ? undefined : text(item.startTime);
    if (startTime !== undefined && !TIME.test(startTime)) return fail('Choose a time slot.');
    const hours = item.hours === undefined || item.hours === null ? undefined : item.hours;
    if (
      hours !== undefined &&
      (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0 || hours > 24)
    ) {
      return fail('Hours must be a number above 0 and at most 24.');
    }
    items.push({
      kind: 'package',
      vendorId,
      packageId,
      addons,
      ...(startTime === undefined ? {} : { startTime }),
      ...(hours === undefined ? {} : { hours: hours as number }),
    });
  }
  return { ok: true, value: { eventId, items, uiMode: o.uiMode === 'embedded' ? 'embedded' : 'hosted' } };
}
