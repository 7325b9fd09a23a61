import {
  buildUsPlaceIndex,
  type KeyValueStorage,
  mapsAutocompleteRequest,
  parseMapsAutocomplete,
  placeCacheKey,
  readCachedSuggestions,
  searchUsPlaces,
  type UsPlace,
  writeCachedSuggestions,
} from '@partyeasy/shared-domain';
import {
  getRuntimeConfig,
  type PlacesProvider as PlacesProviderConfig,
} from '@partyeasy/shared-domain/backend';

/** Where the location step's suggestions come from: 'Austin, TX'-style labels, US places only. */
export interface PlacesProvider {
  /** Names the provider in the session cache key. */
  readonly kind: string;
  suggest(query: string, signal?: AbortSignal): Promise<string[]>;
}

export const MAPS_AUTOCOMPLETE_URL = 'https://places.googleapis.com/v1/places:autocomplete';

/** The maps service's place autocomplete (regions, US only), with the key from the runtime configuration. */
export function mapsPlacesProvider(apiKey: string, fetchImpl: typeof fetch = fetch): PlacesProvider {
  return {
    kind: 'maps',
    async suggest(query, signal) {
      const response = await fetchImpl(MAPS_AUTOCOMPLETE_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey },
        body: JSON.stringify(mapsAutocompleteRequest(query)),
        signal,
      });
      if (!response.ok) throw new Error(`Place suggestions failed (${response.status})`);
      return parseMapsAutocomplete(await response.json());
    },
  };
}

/** An endpoint of our own: GET {url}?q=… answering ['Austin, TX', …] or { suggestions: [...] }. */
export function httpPlacesProvider(url: string, fetchImpl: typeof fetch = fetch): PlacesProvider {
  return {
    kind: 'http',
    async suggest(query, signal) {
      const target = new URL(url);
      target.searchParams.set('q', query.trim());
      const response = await fetchImpl(target.toString(), { signal });
      if (!response.ok) throw new Error(`Place suggestions failed (${response.status})`);
      const body = (await response.json()) as unknown;
      const list = Array.isArray(body) ? body : (body as { suggestions?: unknown })?.suggestions;
      return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
    },
  };
}

let usPlaces: Promise<UsPlace[]> | undefined;

/**
 * The US ZIP-code table of the `zipcodes` package (city + state per ZIP), loaded on first use as its own
 * chunk so no other route downloads it, and folded into one entry per city and state.
 */
export function loadUsPlaces(): Promise<UsPlace[]> {
  usPlaces ??= import(/* webpackChunkName: "us-places" */ 'zipcodes/lib/codes.js')
    .then((module) => {
      const table = module.codes ?? (module as unknown as { default: typeof module }).default.codes;
      return buildUsPlaceIndex(Object.values(table));
    })
    .catch((error: unknown) => {
      usPlaces = undefined;
      throw error;
    });
  return usPlaces;
}

/** Offline default: US cities with their state from a dataset bundled with the app; needs no network. */
export function offlinePlacesProvider(
  load: () => Promise<readonly UsPlace[]> = loadUsPlaces,
): PlacesProvider {
  return {
    kind: 'offline',
    async suggest(query) {
      return searchUsPlaces(await load(), query);
    },
  };
}

/** Answers from session storage for 24 hours per provider and query; only successful answers are kept. */
export function cachedPlacesProvider(
  inner: PlacesProvider,
  storage: () => KeyValueStorage | undefined = () => window.sessionStorage,
  now: () => number = Date.now,
): PlacesProvider {
  return {
    kind: inner.kind,
    async suggest(query, signal) {
      const key = placeCacheKey(inner.kind, query);
      const store = storage();
      const cached = store ? readCachedSuggestions(store, key, now()) : undefined;
      if (cached) return cached;
      const fresh = await inner.suggest(query, signal);
      if (store) writeCachedSuggestions(store, key, fresh, now());
      return fresh;
    },
  };
}

/** The provider the runtime configuration asks for; without a maps key, the offline default. */
export function placesProviderFor(config: PlacesProviderConfig | undefined): PlacesProvider {
  if (config?.kind === 'google') return cachedPlacesProvider(mapsPlacesProvider(config.apiKey));
  if (config?.kind === 'http') return cachedPlacesProvider(httpPlacesProvider(config.url));
  return cachedPlacesProvider(offlinePlacesProvider());
}

let configured: PlacesProvider | undefined;

export function getPlacesProvider(): PlacesProvider {
  if (!configured) {
    let config: PlacesProviderConfig | undefined;
    try {
      config = getRuntimeConfig().placesProvider;
    } catch {
      config = undefined;
    }
    configured = placesProviderFor(config);
  }
  return configured;
}
