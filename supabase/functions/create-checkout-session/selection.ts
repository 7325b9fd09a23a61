import {
  addonChargingType,
  effectiveQuantity,
  joinNames,
  type Quote,
  quoteBooking,
} from '@partyeasy/shared-domain';
import type { Database } from '@partyeasy/shared-domain/database';
import type { BookingRow } from '../_shared/clients.ts';
import { HttpError } from '../_shared/http.ts';

type PackageRow = Database['public']['Tables']['Packages']['Row'];
type AddonRow = Database['public']['Tables']['addons']['Row'];

/** Largest add-on quantity accepted (a guard against absurd amounts, far above any real party). */
export const MAX_ADDON_QUANTITY = 10_000;

export interface PricedBooking {
  pkg: PackageRow;
  addons: { addon: AddonRow; quantity: number }[];
  quote: Quote;
}

interface Hint {
  id?: string;
  name?: string;
  quantity?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const hints = (list: unknown, nameKeys: string[]): Hint[] | undefined => {
  if (list === undefined || list === null) return undefined;
  if (!Array.isArray(list)) throw new HttpError(400, 'invalid_body', 'packages and addons must be lists.');
  return list.map((raw) => {
    const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const name = nameKeys.map((k) => text(o[k])).find(Boolean);
    return { id: text(o.id), name, quantity: o.quantity };
  });
};
const splitNames = (joined: string | null) =>
  (joined ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

const invalid = (message: string) => new HttpError(400, 'invalid_selection', message);

function pick<T extends { id: string }>(rows: T[], hint: Hint, nameOf: (r: T) => string, kind: string): T {
  const found = hint.id
    ? rows.filter((r) => r.id === hint.id)
    : rows.filter((r) => nameOf(r).trim() === hint.name);
  if (found.length === 0)
    throw invalid(`Unknown ${kind} for this vendor: ${hint.id ?? hint.name ?? '(none)'}.`);
  if (found.length > 1) throw invalid(`More than one ${kind} is called ${hint.name}; send its id.`);
  return found[0]!;
}

/**
 * What the booking is for, from the database only: the vendor's package and add-ons named by the booking
 * row (package_id, addon_selections [{id|item, quantity}], selected_packages, selected_addons) or by the
 * request body (packages[].id|name, addons[].id|item|name with quantity). Prices, charging types and
 * minimums come from the vendor's rows; calculatedPrice, subtotal and total of the body are never read.
 * Guests, hours, date and start time come from the booking row. A hint that names something the vendor does
 * not sell, or that contradicts the booking row, is a 400.
 *
 * Example: booking { guest_count 60, duration_hours 3, selected_packages 'Party Starter' } and body
 * { addons: [{ item: 'Extra speaker', quantity: 2, calculatedPrice: 1 }] } with Party Starter per_hour $150
 * (min 3 h) and Extra speaker per_hour $40 → package $450, add-on $80, subtotal $530, fee $26.50.
 */
export function priceBooking(input: {
  booking: BookingRow;
  body: Record<string, unknown>;
  packages: PackageRow[];
  addons: AddonRow[];
}): PricedBooking {
  const { booking, body } = input;
  const bodyPackages = hints(body.packages, ['name']) ?? [];
  if (bodyPackages.length > 1) throw invalid('Choose exactly one package.');

  const bookedName = text(booking.selected_packages);
  const packageHint: Hint | undefined = booking.package_id
    ? { id: booking.package_id }
    : (bodyPackages[0] ?? (bookedName ? { name: bookedName } : undefined));
  if (!packageHint) throw invalid('Choose exactly one package.');
  const pkg = pick(input.packages, packageHint, (p) => p.name, 'package');
  const bodyPackage = bodyPackages[0];
  if (
    (bodyPackage?.id && bodyPackage.id !== pkg.id) ||
    (bodyPackage?.name && bodyPackage.name !== pkg.name.trim()) ||
    (bookedName && bookedName !== pkg.name.trim())
  ) {
    throw invalid('The package does not match the booking.');
  }

  const stored = Array.isArray(booking.addon_selections)
    ? hints(booking.addon_selections, ['item', 'name'])
    : [];
  const addonHints: Hint[] =
    stored && stored.length > 0
      ? stored
      : (hints(body.addons, ['item', 'name']) ??
        splitNames(booking.selected_addons).map((name) => ({ name })));
  const addons = addonHints.map((hint) => {
    const addon = pick(input.addons, hint, (a) => a.item, 'add-on');
    const quantity = effectiveQuantity(hint.quantity as number | string | null | undefined);
    if (quantity > MAX_ADDON_QUANTITY) throw invalid(`The quantity of ${addon.item} is too large.`);
    return { addon, quantity };
  });
  const ids = addons.map((a) => a.addon.id);
  if (new Set(ids).size !== ids.length)
    throw invalid('An add-on is listed twice; give it a quantity instead.');
  const bookedAddons = text(booking.selected_addons);
  if (bookedAddons) {
    const chosen = addons.map((a) => a.addon.item.trim());
    // The same names, in any order (an item name may itself contain a comma).
    const sameNames =
      bookedAddons === joinNames(chosen) ||
      JSON.stringify([...chosen].sort()) === JSON.stringify(splitNames(bookedAddons).sort());
    if (!sameNames) throw invalid('The add-ons do not match the booking.');
  }

  const quote = quoteBooking({
    pkg,
    addons,
    guests: booking.guest_count,
    hours: booking.duration_hours,
    date: booking.booking_date,
    startTime: booking.booking_time.slice(0, 5),
  });
  if (Math.abs(quote.hours - Number(booking.duration_hours)) > 1e-9) {
    throw invalid(`${pkg.name} lasts ${quote.hours} hour(s); the booking says ${booking.duration_hours}.`);
  }
  return { pkg, addons, quote };
}

/** The canonical booking fields for what is charged (total_amount is the subtotal without the fee). */
export function bookingAmounts({ pkg, addons, quote }: PricedBooking) {
  return {
    package_id: pkg.id,
    selected_packages: pkg.name,
    selected_addons: joinNames(addons.map((a) => a.addon.item)),
    addon_selections: addons.map((a) => ({ id: a.addon.id, item: a.addon.item, quantity: a.quantity })),
    total_amount: quote.subtotalCents / 100,
    processing_fee: quote.feeCents / 100,
  };
}

/**
 * Checkout line items in cents: the package (with its night/weekend extra), one line per add-on, and the
 * 5% processing fee, adding up to quote.totalCents.
 */
export function lineItems({ pkg, addons, quote }: PricedBooking, currency = 'usd') {
  const hours = (h: number) => (h === 1 ? '1 hour' : `${h} hours`);
  const extra = quote.extraCents > 0 ? ` incl. ${quote.extraCharge.replace('_', ' ')} charge` : '';
  const line = (name: string, cents: number, description?: string) => ({
    quantity: 1,
    price_data: {
      currency,
      unit_amount: cents,
      product_data: description ? { name, description } : { name },
    },
  });
  return [
    line(
      pkg.name,
      quote.packageCents + quote.extraCents,
      `${hours(quote.hours)}, ${quote.guests} guest(s)${extra}`,
    ),
    ...addons.map((a, i) => {
      const multiplied = addonChargingType(a.addon.charging_type) !== 'per_event' && a.quantity > 1;
      return line(
        multiplied ? `${a.addon.item} × ${a.quantity}` : a.addon.item,
        quote.addonLineCents[i] ?? 0,
      );
    }),
    line('Processing fee (5%)', quote.feeCents),
  ];
}
