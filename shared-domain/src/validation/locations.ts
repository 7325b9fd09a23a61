import { isBlank, text } from './input.ts';

export const LOCATION_MESSAGES = {
  atLeastOne: 'Please add at least one location.',
  missingVendorId: 'Missing vendor ID. Please restart onboarding.',
} as const;

/** Adds a place, trimmed; blanks and exact duplicates (after trimming) are ignored. */
export function addLocation(list: readonly string[], place: unknown): string[] {
  const value = text(place);
  return value === '' || list.includes(value) ? [...list] : [...list, value];
}

/**
 * The location step's save check: no location → 'Please add at least one location.'; then a missing
 * vendor id → 'Missing vendor ID. Please restart onboarding.' (the order is this package's choice:
 * the one the vendor can fix on the page comes first).
 */
export function validateLocations(locations: unknown, vendorId: unknown): string | undefined {
  const list = Array.isArray(locations) ? locations.filter((l) => !isBlank(l)) : [];
  if (list.length === 0) return LOCATION_MESSAGES.atLeastOne;
  if (isBlank(vendorId)) return LOCATION_MESSAGES.missingVendorId;
  return undefined;
}
