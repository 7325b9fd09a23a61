import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstScreenScripts,
  PRERENDERED_ID,
  PROFILE_TEMPLATE_ID,
  prerenderHome,
  prerenderProfile,
} from '../../prerender';
import { FIRST_VENDOR_KEY, takeFirstVendor } from './first-screen';

/**
 * The static first screen's scripts as `index.html` runs them: their source text (from
 * `firstScreenScripts`), evaluated in the page, against a stubbed backend response. The real request, photo
 * and hand-over are covered end to end in `e2e/tests/vendor-profile.spec.ts`.
 */

const ID = '00000000-0000-4000-8000-00000000d001';
const ROW = {
  id: ID,
  name: 'DJ Nova',
  servicetype: 'DJ',
  experience: '8 years',
  qualifications: null,
  bio: 'High-energy DJ.',
  cities_served: ['Austin'],
  photos: ['v1/one.webp', 'v1/two photo.webp'],
};

function loadPage(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="${PRERENDERED_ID}">${prerenderHome()}</div><template id="${PROFILE_TEMPLATE_ID}">${prerenderProfile()}</template>`;
  (window as unknown as Record<string, unknown>).__PARTYEASY_CONFIG__ = {
    supabaseUrl: 'http://api.test/',
    supabaseAnonKey: 'anon-key',
  };
  const { place, fill } = firstScreenScripts();
  new Function(place)();
  new Function(fill)();
}

const holder = () => document.getElementById(PRERENDERED_ID);
const slot = (name: string) => holder()?.querySelector(`[data-slot="${name}"]`) as HTMLElement;

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[FIRST_VENDOR_KEY];
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the static first screen', () => {
  it('keeps the home hero on / and asks for nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    loadPage('/');
    expect(holder()?.querySelector('h1')?.textContent).toBe('Book your next party in one click');
    expect(document.getElementById(PROFILE_TEMPLATE_ID)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is gone on any other page', () => {
    vi.stubGlobal('fetch', vi.fn());
    loadPage('/about');
    expect(holder()).toBeNull();
    loadPage('/vendor/not-an-id');
    expect(holder()).toBeNull();
  });

  it('on a profile asks for the approved vendor as anon and shows its first photo, name and service type', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify([ROW]), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    loadPage(`/vendor/${ID.toUpperCase()}`);
    expect(holder()?.hidden).toBe(true);

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const request = new URL(url);
    expect(`${request.origin}${request.pathname}`).toBe('http://api.test/rest/v1/vendor_profiles');
    expect(request.searchParams.get('select')).toBe(
      'id,name,servicetype,experience,qualifications,bio,cities_served,photos',
    );
    expect(request.searchParams.get('id')).toBe(`eq.${ID}`);
    expect(request.searchParams.has('status')).toBe(false);
    // The key in the query string and no custom header: a request the browser sends without a CORS preflight.
    expect(request.searchParams.get('apikey')).toBe('anon-key');
    expect(init.headers).toEqual({ Accept: 'application/json' });

    await vi.waitFor(() => expect(holder()?.hidden).toBe(false));
    const photo = slot('photo') as HTMLImageElement;
    // The URL supabase-js's getPublicUrl gives, so that the live page finds the photo in the cache.
    expect(photo.src).toBe('http://api.test/storage/v1/object/public/vendor-photos/v1/one.webp');
    expect(photo.alt).toBe('DJ Nova, photo 1 of 2');
    expect(slot('name').textContent).toBe('DJ Nova');
    expect(slot('servicetype').textContent).toBe('DJ');
    expect(slot('dots').hidden).toBe(false);

    // The shell waits for the photo before it starts the app's code.
    const settled = vi.fn();
    holder()?.addEventListener('settled', settled);
    expect(holder()?.hasAttribute('data-pending')).toBe(true);
    photo.dispatchEvent(new Event('load'));
    expect(settled).toHaveBeenCalledTimes(1);
    expect(holder()?.hasAttribute('data-pending')).toBe(false);

    // The page's first fetch of this vendor takes the same row, once.
    await expect(takeFirstVendor(ID)).resolves.toEqual(ROW);
    await expect(takeFirstVendor(ID)).resolves.toBeUndefined();
  });

  it('goes when the vendor is not approved, has no photo, or the request fails; the page then asks itself', async () => {
    for (const response of [
      async () => new Response('[]', { status: 200 }),
      async () => new Response(JSON.stringify([{ ...ROW, photos: [] }]), { status: 200 }),
      async () => new Response('{"message":"down"}', { status: 503 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      vi.stubGlobal('fetch', vi.fn(response));
      loadPage(`/vendor/${ID}`);
      const settled = vi.fn();
      holder()?.addEventListener('settled', settled);
      await vi.waitFor(() => expect(holder()).toBeNull());
      expect(settled).toHaveBeenCalledTimes(1);
    }
    // A failed request hands nothing over: the page asks the backend.
    await expect(takeFirstVendor(ID)).resolves.toBeUndefined();
  });

  it('hands over nothing for another vendor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([ROW]), { status: 200 })),
    );
    loadPage(`/vendor/${ID}`);
    await expect(takeFirstVendor('00000000-0000-4000-8000-00000000d002')).resolves.toBeUndefined();
  });
});
