import type { ChargingType } from '../constants.ts';

/** A decimal column as the backend or a form gives it: number, numeric string or blank. */
export type DecimalInput = number | string | null | undefined;

/** The Packages columns that pricing reads (a Packages row fits). */
export interface PricedPackage {
  price: DecimalInput;
  charging_type?: string | null;
  minimum_hours?: DecimalInput;
  minimum_spend?: DecimalInput;
  duration_hours?: DecimalInput;
  extra_charge_weekday_night?: DecimalInput;
  extra_charge_weekend_night?: DecimalInput;
  extra_charge_weekend?: DecimalInput;
  /** Most guests the package takes; blank → GUESTS_MAX_DEFAULT. */
  max_guests?: DecimalInput;
  /** Most hours a host may choose (per_hour packages); blank → BOOKING_HOURS_MAX_DEFAULT. */
  max_hours?: DecimalInput;
}

/** The addons columns that pricing reads (an addons row fits). */
export interface PricedAddon {
  price: DecimalInput;
  charging_type?: string | null;
}

export interface AddonSelection<A extends PricedAddon = PricedAddon> {
  addon: A;
  /** Chosen by the customer, minimum 1; blank counts as 1. */
  quantity?: DecimalInput;
}

/**
 * Charging type of a package: null/blank is the column default per_hour; an unknown value is charged
 * flat like per_event (the spec's rule for add-ons, applied to packages too).
 */
export function packageChargingType(value: string | null | undefined): ChargingType {
  if (value === null || value === undefined || value === '') return 'per_hour';
  return value === 'per_hour' || value === 'per_guest' ? value : 'per_event';
}

/** Charging type of an add-on: per_hour and per_guest as given, anything else flat (per_event). */
export function addonChargingType(value: string | null | undefined): ChargingType {
  return value === 'per_hour' || value === 'per_guest' ? value : 'per_event';
}

/** A number from a form or column; blank and non-numeric give undefined. */
export function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
