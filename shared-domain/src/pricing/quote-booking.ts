import { PLATFORM_FEE_RATE } from '../constants.ts';
import { toCents } from '../format/money.ts';
import { type ExtraChargeKind, extraChargeKind } from './extra-charge.ts';
import {
  type AddonSelection,
  addonChargingType,
  type DecimalInput,
  type PricedAddon,
  type PricedPackage,
  packageChargingType,
  toNumber,
} from './types.ts';

export interface QuoteInput<A extends PricedAddon = PricedAddon> {
  pkg: PricedPackage;
  addons?: readonly AddonSelection<A>[];
  guests?: DecimalInput;
  hours?: DecimalInput;
  /** Event date 'YYYY-MM-DD'; without it no extra charge applies. */
  date?: string | null;
  /** Start 'HH:MM'; without it the event counts as daytime. */
  startTime?: string | null;
}

export interface Quote {
  packageCents: number;
  extraCents: number;
  addonsCents: number;
  /** One entry per selected add-on, in input order (the checkout's calculatedPrice). */
  addonLineCents: number[];
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
  /** Duration of the booking: the package's fixed duration_hours, else the chosen hours (blank → 1). */
  hours: number;
  /** Hours charged for per_hour: the larger of `hours` and minimum_hours (default 1); otherwise `hours`. */
  billedHours: number;
  /** Guests used (blank or below 1 → 1, fractions dropped). */
  guests: number;
  chargingType: ReturnType<typeof packageChargingType>;
  extraCharge: ExtraChargeKind;
  /** True when duration_hours fixes the duration (per_event and per_guest packages that have one). */
  fixedDuration: boolean;
}

const FEE_BASIS_POINTS = Math.round(PLATFORM_FEE_RATE * 10_000);

/** 5% of a subtotal in cents, rounded half up to the cent: 1990 → 100 (99.5 → 100), 1989 → 99. */
export function platformFeeCents(subtotalCents: number): number {
  // Integer arithmetic: subtotal × 500 / 10000 is exact, so .5 cases round the same on every machine.
  return Math.round((subtotalCents * FEE_BASIS_POINTS) / 10_000);
}

/**
 * Admin view split of a booking's total_amount (the subtotal without fee): platform profit is 5% of it,
 * vendor payout the rest (so the two always add up to the total): 20000 → { profit 1000, payout 19000 }.
 */
export function revenueSplit(totalAmountCents: number): {
  platformProfitCents: number;
  vendorPayoutCents: number;
} {
  const platformProfitCents = platformFeeCents(totalAmountCents);
  return { platformProfitCents, vendorPayoutCents: totalAmountCents - platformProfitCents };
}

/** Effective guest count: blank or non-numeric → 1, fractions dropped, below 1 → 1. */
export function effectiveGuests(guests: DecimalInput): number {
  const n = toNumber(guests);
  return n === undefined ? 1 : Math.max(1, Math.floor(n));
}

/** The package's fixed duration (per_event and per_guest with a positive duration_hours), else undefined. */
export function fixedDurationHours(pkg: PricedPackage): number | undefined {
  const type = packageChargingType(pkg.charging_type);
  if (type === 'per_hour') return undefined;
  const duration = toNumber(pkg.duration_hours);
  return duration !== undefined && duration > 0 ? duration : undefined;
}

/**
 * The hours minimum of a package: minimum_hours for per_hour, default 1 (values below 1 count as the
 * default); 1 for the other charging types.
 */
export function minimumHours(pkg: PricedPackage): number {
  const min = toNumber(pkg.minimum_hours);
  return packageChargingType(pkg.charging_type) === 'per_hour' && min !== undefined && min >= 1 ? min : 1;
}

/** Effective hours: the fixed duration, else the chosen hours; blank, non-numeric or not positive → 1. */
export function effectiveHours(pkg: PricedPackage, hours: DecimalInput): number {
  const fixed = fixedDurationHours(pkg);
  if (fixed !== undefined) return fixed;
  const n = toNumber(hours);
  return n === undefined || n <= 0 ? 1 : n;
}

const nonNegativeCents = (value: DecimalInput) => Math.max(0, toCents(value) ?? 0);

/**
 * Prices one booking (spec part 2, section 9). All amounts are integer cents.
 *
 * - per_hour: price × max(hours, minimum_hours or 1).
 * - per_guest: price × guests, raised to minimum_spend when lower.
 * - per_event: the flat price.
 * - per_event and per_guest packages with duration_hours use that duration whatever hours were chosen.
 * - Add-ons: per_hour and per_guest multiply by their quantity (min 1); anything else is flat.
 * - Extra charge (see `extraChargeKind`): weekend night → extra_charge_weekend_night, weekend daytime →
 *   extra_charge_weekend, Mon–Thu night → extra_charge_weekday_night; × guests for per_guest, × billed
 *   hours for per_hour, flat for per_event.
 * - Fee 5% of the subtotal rounded to the cent; total = subtotal + fee.
 *
 * Worked examples:
 * - DJ per_hour $150, minimum 3 h, 2 h chosen → package 3 × $150 = $450.00, fee $22.50, total $472.50.
 * - Bartender per_guest $25, minimum spend $500, 12 guests → $300 raised to $500.00.
 * - Same, Saturday 2026-11-28 at 19:00 with weekend night $5 → extra 12 × $5 = $60.00.
 * - Venue per_event $1,200 with duration_hours 5 and 2 h chosen → $1,200.00 for 5 hours.
 * - Add-on 'Fog machine' per_hour $40 × quantity 2 → $80.00; 'Setup' flat $75 × quantity 3 → $75.00.
 * - With no guests, hours, date or time this is the pre-booking 'Starting at' estimate (1 guest, 1 hour,
 *   minimum_spend as a floor, no extra charge).
 *
 * Choices the spec leaves open:
 * - A weekend night with no extra_charge_weekend_night (null) falls back to extra_charge_weekend, since
 *   the spec defines weekend as "Fri and Sat all day"; an explicit 0 means no night charge.
 * - The per_hour extra multiplies by the billed hours (the same hours the package is charged for).
 * - A line with fractional cents (price × 2.5 hours) is rounded half up to the cent per line.
 * - Negative or non-numeric prices count as 0; a charging type outside the three is charged flat.
 */
export function quoteBooking<A extends PricedAddon>(input: QuoteInput<A>): Quote {
  const { pkg, addons = [], date, startTime } = input;
  const chargingType = packageChargingType(pkg.charging_type);
  const guests = effectiveGuests(input.guests);
  const hours = effectiveHours(pkg, input.hours);
  const billedHours = chargingType === 'per_hour' ? Math.max(hours, minimumHours(pkg)) : hours;
  const price = nonNegativeCents(pkg.price);

  let packageCents: number;
  if (chargingType === 'per_hour') packageCents = Math.round(price * billedHours);
  else if (chargingType === 'per_guest')
    packageCents = Math.max(price * guests, nonNegativeCents(pkg.minimum_spend));
  else packageCents = price;

  const extraCharge = extraChargeKind({ date, startTime });
  const extraUnit = extraChargeAmountCents(pkg, extraCharge);
  const multiplier = chargingType === 'per_guest' ? guests : chargingType === 'per_hour' ? billedHours : 1;
  const extraCents = Math.round(extraUnit * multiplier);

  const addonLineCents = addons.map(({ addon, quantity }) => addonLineTotalCents(addon, quantity));
  const addonsCents = addonLineCents.reduce((sum, cents) => sum + cents, 0);

  const subtotalCents = packageCents + extraCents + addonsCents;
  const feeCents = platformFeeCents(subtotalCents);
  return {
    packageCents,
    extraCents,
    addonsCents,
    addonLineCents,
    subtotalCents,
    feeCents,
    totalCents: subtotalCents + feeCents,
    hours,
    billedHours,
    guests,
    chargingType,
    extraCharge,
    fixedDuration: fixedDurationHours(pkg) !== undefined,
  };
}

/** Unit amount of the extra charge of a kind, with the weekend-night fallback described above. */
export function extraChargeAmountCents(pkg: PricedPackage, kind: ExtraChargeKind): number {
  switch (kind) {
    case 'weekend_night': {
      const night = toCents(pkg.extra_charge_weekend_night);
      return Math.max(0, night ?? toCents(pkg.extra_charge_weekend) ?? 0);
    }
    case 'weekend':
      return nonNegativeCents(pkg.extra_charge_weekend);
    case 'weekday_night':
      return nonNegativeCents(pkg.extra_charge_weekday_night);
    default:
      return 0;
  }
}

/** Effective add-on quantity: blank or non-numeric → 1, fractions dropped, below 1 → 1. */
export function effectiveQuantity(quantity: DecimalInput): number {
  const n = toNumber(quantity);
  return n === undefined ? 1 : Math.max(1, Math.floor(n));
}

/** One add-on line: per_hour and per_guest × quantity, anything else flat ('Setup' $75 × 3 → $75.00). */
export function addonLineTotalCents(addon: PricedAddon, quantity?: DecimalInput): number {
  const price = nonNegativeCents(addon.price);
  return addonChargingType(addon.charging_type) === 'per_event' ? price : price * effectiveQuantity(quantity);
}
