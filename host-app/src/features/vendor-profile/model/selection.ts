import {
  addonChargingType,
  addonLineTotalCents,
  type CalendarDate,
  effectiveQuantity,
  formatDuration,
  minimumHours,
  packageChargingType,
  quoteBooking,
} from '@partyeasy/shared-domain';
import type { ProfileVendor, VendorAddon, VendorPackage } from './types';

/** What the visitor picked on the profile: one package (or none) and add-ons with their quantities. */
export interface SelectionState {
  packageId: string | null;
  /** Selected add-on id → quantity (1 for flat add-ons). */
  addons: Readonly<Record<string, number>>;
}

export const EMPTY_SELECTION: SelectionState = { packageId: null, addons: {} };

export type SelectionAction =
  | { type: 'togglePackage'; id: string }
  | { type: 'toggleAddon'; id: string }
  | { type: 'setQuantity'; id: string; quantity: number | string | null };

/**
 * Packages are a single-select checkbox list (checking one unchecks the other, checking the checked one
 * clears it); add-ons are a multi-select whose quantities never go below 1.
 */
export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'togglePackage':
      return { ...state, packageId: state.packageId === action.id ? null : action.id };
    case 'toggleAddon': {
      const { [action.id]: selected, ...rest } = state.addons;
      return { ...state, addons: selected === undefined ? { ...state.addons, [action.id]: 1 } : rest };
    }
    case 'setQuantity':
      if (state.addons[action.id] === undefined) return state;
      return { ...state, addons: { ...state.addons, [action.id]: effectiveQuantity(action.quantity) } };
  }
}

/** Whether an add-on is charged per hour or per guest, and so asks for a quantity. */
export function hasQuantity(addon: Pick<VendorAddon, 'charging_type'>): boolean {
  return addonChargingType(addon.charging_type) !== 'per_event';
}

/** The selection resolved to rows: what 'Book Now' hands to the booking flow. */
export interface BookingSelection {
  vendor: ProfileVendor;
  pkg: VendorPackage;
  addons: { addon: VendorAddon; quantity: number }[];
}

export interface SelectionSummary {
  pkg: VendorPackage | null;
  addons: { addon: VendorAddon; quantity: number; lineCents: number }[];
  /** The 'Starting at' estimate (1 hour, 1 guest, minimum spend as a floor) before the 5% fee; null without a package. */
  startingAtCents: number | null;
  /** What the estimate assumes, in words (see `estimateNote`). */
  estimateNote: string;
}

const FEE_NOTE = 'a 5% processing fee is added at checkout.';

/**
 * The line under 'Starting at', saying what the estimate counts so it never contradicts the price:
 * 'Party Starter' ($150/h, minimum 3 h) → 'Estimate for 3 hours (the minimum) and 1 guest; a 5% …';
 * 'Wedding Deluxe' (6 h fixed) → 'Estimate for 6 hours and 1 guest; …'; a per-guest package → 'Estimate
 * for 1 guest; …'; no package → 'A 5% processing fee is added at checkout.'
 */
export function estimateNote(pkg: VendorPackage | null): string {
  if (!pkg) return `A ${FEE_NOTE.slice(2)}`;
  const { hours, fixedDuration } = quoteBooking({ pkg });
  if (packageChargingType(pkg.charging_type) === 'per_hour') {
    const min = minimumHours(pkg);
    return `Estimate for ${formatDuration(min)}${min > 1 ? ' (the minimum)' : ''} and 1 guest; ${FEE_NOTE}`;
  }
  return fixedDuration
    ? `Estimate for ${formatDuration(hours)} and 1 guest; ${FEE_NOTE}`
    : `Estimate for 1 guest; ${FEE_NOTE}`;
}

/**
 * The 'Your Selection' numbers, priced by shared-domain's quoteBooking.
 * Worked example (DJ Nova): 'Party Starter' $150/h minimum 3 h → $450.00; with 'Fog machine' $75 flat and
 * 'Extra speaker' $40/h × 2 → $450 + $75 + $80 = $605.00.
 */
export function summarizeSelection(
  state: SelectionState,
  packages: readonly VendorPackage[],
  addons: readonly VendorAddon[],
  /** The event date searched on the home page: the estimate includes that day's daytime extra charge. */
  date?: CalendarDate | null,
): SelectionSummary {
  const pkg = packages.find((p) => p.id === state.packageId) ?? null;
  const chosen = addons
    .filter((addon) => state.addons[addon.id] !== undefined)
    .map((addon) => {
      const quantity = hasQuantity(addon) ? (state.addons[addon.id] ?? 1) : 1;
      return { addon, quantity, lineCents: addonLineTotalCents(addon, quantity) };
    });
  return {
    pkg,
    addons: chosen,
    startingAtCents: pkg ? quoteBooking({ pkg, addons: chosen, date }).subtotalCents : null,
    estimateNote: date && pkg ? `${estimateNote(pkg)} ${datedNote(date)}` : estimateNote(pkg),
  };
}

/** 'Sat, Dec 5, 2026' (the calendar date itself, whatever the visitor's time zone). */
export function formatProfileDate(date: CalendarDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** 'Priced for Sat, Dec 5, 2026, starting before 6 PM.' (a later start adds the package's night charge). */
export function datedNote(date: CalendarDate): string {
  return `Priced for ${formatProfileDate(date)}, starting before 6 PM.`;
}
