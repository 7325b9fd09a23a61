import {
  BOOKING_HOURS_MAX_LIMIT,
  type ChargingType,
  GUESTS_MAX_LIMIT,
  NAME_MAX_LENGTH,
  PACKAGE_PRICE_MAX,
} from '../constants.ts';
import { formatMoney } from '../format/money.ts';
import { packageChargingType } from '../pricing/types.ts';
import { field, isBlank, numeric, text } from './input.ts';
import { USER_TEXT_MESSAGES, userTextProblem } from './user-text.ts';

export const packageRequiredFieldsMessage = (n: number) =>
  `Please fill in all required fields for Package ${n}`;
export const packageDurationMessage = (n: number) => `Please specify duration for Package ${n}`;
export const packageMinimumHoursMessage = (n: number) => `Please specify minimum hours for Package ${n}`;
export const packageMinimumSpendMessage = (n: number) => `Please specify minimum spend for Package ${n}`;
export const packageNameTooLongMessage = (n: number) =>
  `Package ${n}: the name must be at most ${NAME_MAX_LENGTH} characters`;
export const packageAmountMessage = (n: number) =>
  `Package ${n}: prices and charges must be from $0 to ${formatMoney(PACKAGE_PRICE_MAX * 100)}`;
export const packageHoursMessage = (n: number) =>
  `Package ${n}: hours must be whole numbers from 1 to ${BOOKING_HOURS_MAX_LIMIT}`;
export const packageMaxGuestsMessage = (n: number) =>
  `Package ${n}: maximum guests must be a whole number from 1 to ${GUESTS_MAX_LIMIT.toLocaleString('en-US')}`;
export const packageMaxBelowMinimumMessage = (n: number) =>
  `Package ${n}: maximum hours can't be below the minimum hours`;
export const PACKAGES_MESSAGES = { atLeastOne: 'Please add at least one package.' } as const;

/** A package as the form holds it (numbers may still be strings or blank). */
export interface PackageForm {
  name?: unknown;
  description?: unknown;
  price?: unknown;
  charging_type?: unknown;
  duration_hours?: unknown;
  minimum_hours?: unknown;
  minimum_spend?: unknown;
  extra_charge_weekday_night?: unknown;
  extra_charge_weekend_night?: unknown;
  extra_charge_weekend?: unknown;
  max_guests?: unknown;
  max_hours?: unknown;
}

const missing = (value: unknown) => isBlank(value) || numeric(value) === undefined;

/**
 * The alert for one package (1-based number), checked in the spec's order: name, description and price
 * → duration (per_guest, per_event) → minimum hours (per_hour) → minimum spend (per_guest).
 * A blank charging type is per_hour (the column default). 0 counts as filled in; text that is not a
 * number counts as missing. Then the ranges the database keeps (README gaps list): the name at most
 * 200 characters; price, minimum spend and surcharges from $0 to $1,000,000 (-50 → the amount
 * message); duration, minimum and maximum hours whole from 1 to 24; maximum guests (optional) whole
 * from 1 to 100,000; maximum hours not below the minimum.
 * A name or description with control or text-direction characters →
 * 'Package 2 contains text-direction characters, which are not allowed.'
 */
export function validatePackage(pkg: PackageForm | null | undefined, number: number): string | undefined {
  if (isBlank(field(pkg, 'name')) || isBlank(field(pkg, 'description')) || missing(field(pkg, 'price'))) {
    return packageRequiredFieldsMessage(number);
  }
  for (const key of ['name', 'description'] as const) {
    const problem = userTextProblem(text(field(pkg, key)));
    if (problem === 'control' || problem === 'direction')
      return USER_TEXT_MESSAGES[problem](`Package ${number}`);
  }
  const rawType = field(pkg, 'charging_type');
  const type = packageChargingType(typeof rawType === 'string' ? rawType : null);
  if ((type === 'per_guest' || type === 'per_event') && missing(field(pkg, 'duration_hours'))) {
    return packageDurationMessage(number);
  }
  if (type === 'per_hour' && missing(field(pkg, 'minimum_hours'))) return packageMinimumHoursMessage(number);
  if (type === 'per_guest' && missing(field(pkg, 'minimum_spend'))) return packageMinimumSpendMessage(number);
  if (text(field(pkg, 'name')).length > NAME_MAX_LENGTH) return packageNameTooLongMessage(number);
  const amounts = [
    'price',
    'minimum_spend',
    'extra_charge_weekday_night',
    'extra_charge_weekend_night',
    'extra_charge_weekend',
  ];
  if (amounts.some((key) => !optionalInRange(field(pkg, key), 0, PACKAGE_PRICE_MAX, false))) {
    return packageAmountMessage(number);
  }
  const hours = type === 'per_hour' ? ['minimum_hours', 'max_hours'] : ['duration_hours'];
  if (hours.some((key) => !optionalInRange(field(pkg, key), 1, BOOKING_HOURS_MAX_LIMIT, true))) {
    return packageHoursMessage(number);
  }
  if (!optionalInRange(field(pkg, 'max_guests'), 1, GUESTS_MAX_LIMIT, true))
    return packageMaxGuestsMessage(number);
  const minimum = numeric(field(pkg, 'minimum_hours'));
  const maximum = numeric(field(pkg, 'max_hours'));
  if (type === 'per_hour' && minimum !== undefined && maximum !== undefined && maximum < minimum) {
    return packageMaxBelowMinimumMessage(number);
  }
  return undefined;
}

/** Blank, or a number from min to max (whole when asked). */
function optionalInRange(value: unknown, min: number, max: number, whole: boolean): boolean {
  if (isBlank(value)) return true;
  const n = numeric(value);
  return n !== undefined && n >= min && n <= max && (!whole || Number.isInteger(n));
}

/**
 * The first package alert in list order, e.g. 'Please specify duration for Package 2'; undefined when all
 * pass. No package at all → 'Please add at least one package.'
 */
export function validatePackages(packages: unknown): string | undefined {
  if (!Array.isArray(packages) || packages.length === 0) return PACKAGES_MESSAGES.atLeastOne;
  for (const [i, pkg] of packages.entries()) {
    const message = validatePackage(pkg as PackageForm, i + 1);
    if (message) return message;
  }
  return undefined;
}

/** Changing the charging type clears minimum hours and minimum spend. */
export function changeChargingType<P extends PackageForm>(pkg: P, chargingType: ChargingType): P {
  return { ...pkg, charging_type: chargingType, minimum_hours: null, minimum_spend: null };
}

const decimal = (value: unknown) => numeric(value) ?? null;
const integer = (value: unknown) => {
  const n = numeric(value);
  return n === undefined ? null : Math.trunc(n);
};

/**
 * The Packages row to insert for a valid form: trimmed texts, price and money fields as decimals, hours
 * as integers (blank → null).
 */
export function toPackageRow(pkg: PackageForm, vendorId: string | number) {
  const rawType = pkg.charging_type;
  const type = packageChargingType(typeof rawType === 'string' ? rawType : null);
  return {
    vendor_id: vendorId,
    name: text(pkg.name),
    description: text(pkg.description),
    price: numeric(pkg.price) ?? 0,
    charging_type: type,
    duration_hours: integer(pkg.duration_hours),
    minimum_hours: integer(pkg.minimum_hours),
    minimum_spend: decimal(pkg.minimum_spend),
    extra_charge_weekday_night: decimal(pkg.extra_charge_weekday_night),
    extra_charge_weekend_night: decimal(pkg.extra_charge_weekend_night),
    extra_charge_weekend: decimal(pkg.extra_charge_weekend),
    max_guests: integer(pkg.max_guests),
    max_hours: type === 'per_hour' ? integer(pkg.max_hours) : null,
  };
}

/** Remove is offered only while more than one package (or add-on) exists. */
export function canRemoveRow(count: number): boolean {
  return count > 1;
}
