import { PLACE_SUGGESTION_CACHE_SECONDS } from '../constants.ts';

/**
 * Place suggestions for the location step: the pure parts (query normalising, the offline US index and
 * its search, the maps service's request and answer, the 24-hour session cache). The providers that
 * fetch or load data live in the vendor-app's onboarding feature.
 */

/** A US city as the offline dataset gives it: one row per ZIP code. */
export interface UsPlaceRecord {
  city: string;
  state: string;
  country?: string;
  /** How many ZIP codes the record stands for (1 when it is one ZIP code's row). */
  zipCount?: number;
}

/** One suggestion-able place: 'Austin, TX', weighted by how many ZIP codes it has (a size proxy). */
export interface UsPlace {
  label: string;
  city: string;
  state: string;
  weight: number;
}

/** Military "states" of the postal system; not places a vendor serves. */
const NON_PLACE_STATES = new Set(['AA', 'AE', 'AP']);

/** Lower-cased, trimmed, inner spaces collapsed: '  Austin,  TX ' → 'austin, tx'. */
export function normalizePlaceQuery(query: unknown): string {
  return String(query ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .toLowerCase();
}

/**
 * One entry per US city and state, weighted by its number of records (ZIP codes), non-US rows and
 * military codes dropped: [Austin TX ×3, Austin MN ×1, Toronto ON (CA)] → Austin, TX (3); Austin, MN (1).
 */
export function buildUsPlaceIndex(records: Iterable<UsPlaceRecord>): UsPlace[] {
  const byLabel = new Map<string, UsPlace>();
  for (const record of records) {
    if (record.country !== undefined && record.country !== 'US') continue;
    const city = String(record.city ?? '').trim();
    const state = String(record.state ?? '')
      .trim()
      .toUpperCase();
    if (city === '' || state.length !== 2 || NON_PLACE_STATES.has(state)) continue;
    const label = `${city}, ${state}`;
    const found = byLabel.get(label);
    const weight = record.zipCount ?? 1;
    if (found) found.weight += weight;
    else byLabel.set(label, { label, city, state, weight });
  }
  return [...byLabel.values()];
}

/**
 * Up to `limit` places for what the vendor typed. 'aus' matches cities starting with 'aus'; 'austin, t'
 * also narrows the state code ('TX'). Exact city names first, then bigger places (more ZIP codes), then
 * alphabetical: 'austin' → 'Austin, TX' (many ZIPs) before 'Austin, MN', and both before 'Austinburg, OH'.
 * Fewer than 2 characters give nothing.
 */
export function searchUsPlaces(index: readonly UsPlace[], query: unknown, limit = 8): string[] {
  const q = normalizePlaceQuery(query);
  if (q.replace(/[^a-z0-9]/g, '').length < 2) return [];
  const [cityPart = '', statePart = ''] = q.split(',').map((s) => s.trim());
  const matches = index.filter((place) => {
    const city = place.city.toLowerCase();
    return city.startsWith(cityPart) && place.state.toLowerCase().startsWith(statePart);
  });
  matches.sort((a, b) => {
    const exactA = a.city.toLowerCase() === cityPart ? 0 : 1;
    const exactB = b.city.toLowerCase() === cityPart ? 0 : 1;
    return exactA - exactB || b.weight - a.weight || a.label.localeCompare(b.label);
  });
  return matches.slice(0, limit).map((place) => place.label);
}

/** The maps service's autocomplete request: regions only, US only. */
export function mapsAutocompleteRequest(query: string): {
  input: string;
  includedRegionCodes: string[];
  includedPrimaryTypes: string[];
} {
  return { input: query.trim(), includedRegionCodes: ['us'], includedPrimaryTypes: ['(regions)'] };
}

/**
 * Labels from the maps service's autocomplete answer, without the country suffix:
 * { suggestions: [{ placePrediction: { text: { text: 'Austin, TX, USA' } } }] } → ['Austin, TX'].
 * Anything malformed gives [].
 */
export function parseMapsAutocomplete(body: unknown): string[] {
  const suggestions = (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(suggestions)) return [];
  const labels: string[] = [];
  for (const s of suggestions) {
    const text = (s as { placePrediction?: { text?: { text?: unknown } } })?.placePrediction?.text?.text;
    if (typeof text !== 'string') continue;
    const label = text.replace(/,\s*(USA|United States)$/i, '').trim();
    if (label !== '' && !labels.includes(label)) labels.push(label);
  }
  return labels;
}

/** Session-storage key of a cached answer: provider kind + normalised query. */
export function placeCacheKey(provider: string, query: unknown): string {
  return `partyeasy:places:${provider}:${normalizePlaceQuery(query)}`;
}

/** The part of the Web Storage API the cache uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface CacheEntry {
  savedAt: number;
  suggestions: string[];
}

/**
 * A cached answer younger than 24 hours (86 400 s), else undefined (an expired or unreadable entry is
 * removed). Saved at 10:00 → still served at 09:59:59 the next day, gone at 10:00:00.
 */
export function readCachedSuggestions(
  storage: KeyValueStorage,
  key: string,
  now: number,
  maxAgeSeconds = PLACE_SUGGESTION_CACHE_SECONDS,
): string[] | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as CacheEntry;
    if (
      typeof entry.savedAt === 'number' &&
      Array.isArray(entry.suggestions) &&
      entry.suggestions.every((s) => typeof s === 'string') &&
      now - entry.savedAt < maxAgeSeconds * 1000 &&
      now >= entry.savedAt
    ) {
      return entry.suggestions;
    }
  } catch {
    // unreadable: dropped below
  }
  try {
    storage.removeItem(key);
  } catch {
    // storage unavailable
  }
  return undefined;
}

/** Saves an answer with its time; a full or unavailable storage is ignored (suggestions still work). */
export function writeCachedSuggestions(
  storage: KeyValueStorage,
  key: string,
  suggestions: readonly string[],
  now: number,
): void {
  try {
    storage.setItem(
      key,
      JSON.stringify({ savedAt: now, suggestions: [...suggestions] } satisfies CacheEntry),
    );
  } catch {
    // quota exceeded or storage disabled
  }
}
