import type { KeyValueStorage } from '@partyeasy/shared-domain';
import { describe, expect, it, vi } from 'vitest';
import {
  cachedPlacesProvider,
  httpPlacesProvider,
  loadUsPlaces,
  MAPS_AUTOCOMPLETE_URL,
  mapsPlacesProvider,
  offlinePlacesProvider,
  placesProviderFor,
} from './places-provider';

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('maps service provider', () => {
  it('posts a US-regions autocomplete with the key and reads the labels', async () => {
    const fetchStub = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ suggestions: [{ placePrediction: { text: { text: 'Austin, TX, USA' } } }] }),
          { status: 200 },
        ),
    );
    const provider = mapsPlacesProvider('key-123', fetchStub as unknown as typeof fetch);
    await expect(provider.suggest('Aus')).resolves.toEqual(['Austin, TX']);
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe(MAPS_AUTOCOMPLETE_URL);
    expect(init?.method).toBe('POST');
    expect((init?.headers ?? {}) as Record<string, string>).toHaveProperty('X-Goog-Api-Key', 'key-123');
    expect(JSON.parse(String(init?.body))).toEqual({
      input: 'Aus',
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['(regions)'],
    });
  });

  it('fails on an error answer', async () => {
    const fetchStub = vi.fn(async () => new Response('{}', { status: 403 }));
    const provider = mapsPlacesProvider('bad', fetchStub as unknown as typeof fetch);
    await expect(provider.suggest('Aus')).rejects.toThrow('Place suggestions failed (403)');
  });
});

describe('http provider', () => {
  it('asks {url}?q= and accepts a list or { suggestions }', async () => {
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(['Reno, NV'])))
      .mockResolvedValueOnce(new Response(JSON.stringify({ suggestions: ['Reno, NV', 3] })));
    const provider = httpPlacesProvider('https://places.example/suggest', fetchStub);
    await expect(provider.suggest(' Reno ')).resolves.toEqual(['Reno, NV']);
    await expect(provider.suggest('Reno')).resolves.toEqual(['Reno, NV']);
    expect(fetchStub.mock.calls[0]?.[0]).toBe('https://places.example/suggest?q=Reno');
  });
});

describe('session cache', () => {
  it('asks the provider once per query for 24 hours', async () => {
    const inner = { kind: 'fake', suggest: vi.fn(async (q: string) => [`${q} City, TX`]) };
    let now = Date.UTC(2026, 10, 22, 10);
    const storage = memoryStorage();
    const provider = cachedPlacesProvider(
      inner,
      () => storage,
      () => now,
    );
    expect(await provider.suggest('Aus')).toEqual(['Aus City, TX']);
    now += 23 * 3600 * 1000;
    expect(await provider.suggest(' aus ')).toEqual(['Aus City, TX']);
    expect(inner.suggest).toHaveBeenCalledTimes(1);
    now += 3600 * 1000;
    await provider.suggest('aus');
    expect(inner.suggest).toHaveBeenCalledTimes(2);
  });

  it('does not keep failures', async () => {
    const inner = {
      kind: 'fake',
      suggest: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(['Waco, TX']),
    };
    const provider = cachedPlacesProvider(inner, () => memoryStorage());
    await expect(provider.suggest('waco')).rejects.toThrow('offline');
    await expect(provider.suggest('waco')).resolves.toEqual(['Waco, TX']);
  });
});

describe('offline provider', () => {
  it('suggests US cities with their state from the bundled dataset, biggest first', async () => {
    const provider = offlinePlacesProvider(loadUsPlaces);
    const austin = await provider.suggest('Austin');
    expect(austin[0]).toBe('Austin, TX');
    expect(austin).toContain('Austin, MN');
    expect(await provider.suggest('san francisco, c')).toEqual(['San Francisco, CA']);
    expect(await provider.suggest('Toronto')).toContain('Toronto, OH');
    expect(await provider.suggest('Vancouver, BC')).toEqual([]);
  });

  it('is the default without a maps key, the maps service with one', () => {
    expect(placesProviderFor({ kind: 'none' }).kind).toBe('offline');
    expect(placesProviderFor(undefined).kind).toBe('offline');
    expect(placesProviderFor({ kind: 'google', apiKey: 'k' }).kind).toBe('maps');
    expect(placesProviderFor({ kind: 'http', url: 'https://x.example' }).kind).toBe('http');
  });
});
