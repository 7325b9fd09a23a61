import {
  formatMoney,
  formatTime12h,
  type PricedPackage,
  platformFeeCents,
  quoteBooking,
} from '@partyeasy/shared-domain';
import type { EventSummary, ShortlistItem, ShortlistOffer, ShortlistPackage } from './types';

/** A shortlisted package as pricing reads it: the profile's columns (charging_type, or `pricing` as listed). */
export function pricedPackage(pkg: ShortlistPackage): PricedPackage {
  return { ...pkg, charging_type: (pkg.charging_type as string | undefined) ?? pkg.pricing } as PricedPackage;
}

/** What one package costs for the event (guests, hours, date and start: the booking dialog's quote), in cents. */
export function packageTotalCents(
  pkg: ShortlistPackage,
  event: Pick<EventSummary, 'guest_count' | 'duration_hours' | 'event_date' | 'start_time'>,
): number {
  return quoteBooking({
    pkg: pricedPackage(pkg),
    guests: event.guest_count,
    hours: event.duration_hours,
    date: event.event_date,
    startTime: event.start_time.slice(0, 5),
  }).totalCents;
}

/** What an offer costs the host: its price plus the platform fee, in cents. */
export function offerTotalCents(offer: Pick<ShortlistOffer, 'price_cents'>): number {
  return offer.price_cents + platformFeeCents(offer.price_cents);
}

/** How a vendor is paid for in the event's checkout: one of its packages, or one of its offers to the host. */
export type PayChoice =
  | { kind: 'package'; value: string; label: string; totalCents: number; pkg: ShortlistPackage }
  | { kind: 'offer'; value: string; label: string; totalCents: number; offer: ShortlistOffer };

/**
 * The ways to pay a vendor, its offers first (newest first), then its packages priced for the event.
 * Example: an offer of $900.00 at 18:00 for 4 h → { value: 'offer:<id>', label: 'Your offer, 6:00 PM for 4 h:
 * $945.00', totalCents: 94500 }; a per-event package 'Flat' of $600 → { value: '<id>', label: 'Flat: $630.00' }.
 */
export function payChoices(item: ShortlistItem, event: Parameters<typeof packageTotalCents>[1]): PayChoice[] {
  const offers: PayChoice[] = (item.offers ?? []).map((offer) => {
    const totalCents = offerTotalCents(offer);
    const hours = Number(offer.duration_hours);
    return {
      kind: 'offer',
      value: `offer:${offer.id}`,
      label: `Your offer, ${formatTime12h(offer.start_time.slice(0, 5))} for ${hours} h: ${formatMoney(totalCents)}`,
      totalCents,
      offer,
    };
  });
  const packages: PayChoice[] = (item.packages ?? []).map((pkg) => {
    const totalCents = packageTotalCents(pkg, event);
    return {
      kind: 'package',
      value: pkg.id,
      label: `${pkg.name}: ${formatMoney(totalCents)}`,
      totalCents,
      pkg,
    };
  });
  return [...offers, ...packages];
}

/**
 * The way a vendor is paid, among its `payChoices`: the one the host picked if it is still offered, else the
 * newest offer (the host asked this vendor for a price), else the cheapest package; null when it has neither.
 */
export function chosenPayChoice(choices: readonly PayChoice[], picked: string | undefined): PayChoice | null {
  const byPick = choices.find((c) => c.value === picked);
  if (byPick) return byPick;
  const offer = choices.find((c) => c.kind === 'offer');
  if (offer) return offer;
  let best: PayChoice | null = null;
  for (const choice of choices) if (!best || choice.totalCents < best.totalCents) best = choice;
  return best;
}

/** The shortlist grouped by category (the vendor's service type), categories in the checklist's order first. */
export function groupByCategory(
  items: readonly ShortlistItem[],
  order: readonly string[],
): { category: string; items: ShortlistItem[] }[] {
  const groups = new Map<string, ShortlistItem[]>();
  for (const item of items) {
    const list = groups.get(item.servicetype) ?? [];
    list.push(item);
    groups.set(item.servicetype, list);
  }
  const rank = (c: string) => {
    const i = order.indexOf(c);
    return i === -1 ? order.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, items: list }));
}

/** 'Replies in about 2 hours' / 'within an hour'; null when the vendor has not answered enough to tell. */
export function responseTimeText(minutes: number | null): string | null {
  if (minutes == null || !Number.isFinite(minutes)) return null;
  if (minutes < 60) return 'Replies within an hour';
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Replies in about ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(hours / 24);
  return `Replies in about ${days} day${days === 1 ? '' : 's'}`;
}
