import { type PricedPackage, quoteBooking } from '@partyeasy/shared-domain';
import type { EventSummary, ShortlistItem, ShortlistPackage } from './types';

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

/** The cheapest of a vendor's packages for the event (null: no packages, only quotes). */
export function cheapestPackage(
  item: ShortlistItem,
  event: Parameters<typeof packageTotalCents>[1],
): { pkg: ShortlistPackage; totalCents: number } | null {
  let best: { pkg: ShortlistPackage; totalCents: number } | null = null;
  for (const pkg of item.packages ?? []) {
    const totalCents = packageTotalCents(pkg, event);
    if (!best || totalCents < best.totalCents) best = { pkg, totalCents };
  }
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
