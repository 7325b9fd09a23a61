import { normalizePlaceQuery } from '../places/places.ts';
import { isBlank, text } from './input.ts';

export const LOCATION_MESSAGES = {
  atLeastOne: 'Please add at least one location.',
  missingVendorId: 'Missing vendor ID. Please restart onboarding.',
  pickSuggestion: 'Pick a city from the suggestions: a listing can only name the places we serve.',
} as const;

/**
 * The served place a typed entry stands for: the suggestion it spells (any case or spacing), else the
 * only suggestion there is; undefined when none or several could be meant.
 * 'austin,  tx' with ['Austin, TX', 'Austin, MN'] → 'Austin, TX'; 'Boise' with ['Boise, ID'] →
 * 'Boise, ID'; 'Austin' with ['Austin, TX', 'Austin, MN'] → undefined.
 */
export function matchServedPlace(typed: unknown, suggestions: readonly string[]): string | undefined {
  const wanted = normalizePlaceQuery(typed);
  if (wanted === '') return undefined;
  const exact = suggestions.find((s) => normalizePlaceQuery(s) === wanted);
  if (exact) return exact;
  return suggestions.length === 1 ? suggestions[0] : undefined;
}

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
