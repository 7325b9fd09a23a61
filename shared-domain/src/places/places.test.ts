import { describe, expect, it } from 'vitest';
import {
  buildUsPlaceIndex,
  type KeyValueStorage,
  mapsAutocompleteRequest,
  normalizePlaceQuery,
  parseMapsAutocomplete,
  placeCacheKey,
  readCachedSuggestions,
  searchUsPlaces,
  writeCachedSuggestions,
} from './places.ts';

const rows = [
  ...Array.from({ length: 40 }, () => ({ city: 'Austin', state: 'TX', country: 'US' })),
  { city: 'Austin', state: 'MN', country: 'US' },
  { city: 'Austin', state: 'MN', country: 'US' },
  { city: 'Austinburg', state: 'OH', country: 'US' },
  ...Array.from({ length: 90 }, () => ({ city: 'Dallas', state: 'TX', country: 'US' })),
  { city: 'Dallas', state: 'GA', country: 'US' },
  { city: 'Toronto', state: 'ON', country: 'CA' },
  { city: 'Apo', state: 'AE', country: 'US' },
  { city: 'Aurora', state: 'IL' },
];

describe('buildUsPlaceIndex', () => {
  it('keeps one weighted entry per US city and state, dropping other countries and military codes', () => {
    const index = buildUsPlaceIndex(rows);
    expect(index.map((p) => [p.label, p.weight])).toEqual([
      ['Austin, TX', 40],
      ['Austin, MN', 2],
      ['Austinburg, OH', 1],
      ['Dallas, TX', 90],
      ['Dallas, GA', 1],
      ['Aurora, IL', 1],
    ]);
  });

  it('adds up records that already stand for several ZIP codes (the compacted table of the build)', () => {
    const index = buildUsPlaceIndex([
      { city: 'Austin', state: 'TX', zipCount: 40 },
      { city: 'Austin', state: 'TX', zipCount: 2 },
      { city: 'Dallas', state: 'TX' },
    ]);
    expect(index.map((p) => [p.label, p.weight])).toEqual([
      ['Austin, TX', 42],
      ['Dallas, TX', 1],
    ]);
  });
});

describe('searchUsPlaces', () => {
  const index = buildUsPlaceIndex(rows);

  it('ranks exact city names first, then bigger places, then by name', () => {
    expect(searchUsPlaces(index, 'austin')).toEqual(['Austin, TX', 'Austin, MN', 'Austinburg, OH']);
    expect(searchUsPlaces(index, 'Aus')).toEqual(['Austin, TX', 'Austin, MN', 'Austinburg, OH']);
  });

  it('narrows by the state after a comma and ignores case and spacing', () => {
    expect(searchUsPlaces(index, '  dallas ,  g')).toEqual(['Dallas, GA']);
    expect(searchUsPlaces(index, 'AUSTIN, T')).toEqual(['Austin, TX']);
  });

  it('needs two characters, matches prefixes only and honours the limit', () => {
    expect(searchUsPlaces(index, 'a')).toEqual([]);
    expect(searchUsPlaces(index, 'ustin')).toEqual([]);
    expect(searchUsPlaces(index, 'toronto')).toEqual([]);
    expect(searchUsPlaces(index, 'au', 2)).toEqual(['Austin, TX', 'Austin, MN']);
  });
});

describe('maps service request and answer', () => {
  it('asks for US regions only', () => {
    expect(mapsAutocompleteRequest(' Austin ')).toEqual({
      input: 'Austin',
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['(regions)'],
    });
  });

  it('reads the labels without the country and skips malformed rows', () => {
    expect(
      parseMapsAutocomplete({
        suggestions: [
          { placePrediction: { text: { text: 'Austin, TX, USA' } } },
          { queryPrediction: { text: { text: 'austin food' } } },
          { placePrediction: { text: { text: 'Austin, MN, USA' } } },
          { placePrediction: { text: { text: 'Austin, TX, USA' } } },
        ],
      }),
    ).toEqual(['Austin, TX', 'Austin, MN']);
    expect(parseMapsAutocomplete({ error: { message: 'denied' } })).toEqual([]);
    expect(parseMapsAutocomplete(null)).toEqual([]);
  });
});

describe('24-hour session cache', () => {
  function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
  }
  const tenOClock = Date.UTC(2026, 10, 22, 10, 0, 0);

  it('keys by provider and normalised query', () => {
    expect(normalizePlaceQuery('  Austin,TX  ')).toBe('austin, tx');
    expect(placeCacheKey('offline', ' Austin,  TX')).toBe('partyeasy:places:offline:austin, tx');
  });

  it('serves an answer for just under 24 hours, then drops it', () => {
    const storage = memoryStorage();
    const key = placeCacheKey('offline', 'aus');
    writeCachedSuggestions(storage, key, ['Austin, TX'], tenOClock);
    expect(readCachedSuggestions(storage, key, tenOClock + 86_399_999)).toEqual(['Austin, TX']);
    expect(readCachedSuggestions(storage, key, tenOClock + 86_400_000)).toBeUndefined();
    expect(storage.data.has(key)).toBe(false);
  });

  it('drops unreadable entries and survives a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readCachedSuggestions(storage, 'k', tenOClock)).toBeUndefined();
    expect(storage.data.has('k')).toBe(false);
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => writeCachedSuggestions(broken, 'k', ['x'], tenOClock)).not.toThrow();
    expect(readCachedSuggestions(broken, 'k', tenOClock)).toBeUndefined();
  });
});
