import type { ProfileVendor } from './model/types';

/**
 * A vendor profile's static first screen: `index.html` draws the first photo, the name and the service
 * type from one small request while the app's code is still loading (the page's largest paint is that
 * photo; without this it waits for the shell, the remote and the page code to run on a slow phone). The
 * markup comes from `src/prerender.tsx`; the two functions below run in `index.html` as their source text,
 * so they use nothing from outside their own bodies (no imports, no helpers).
 */

/** The window property through which the first screen hands its vendor row to the page. */
export const FIRST_VENDOR_KEY = '__PARTYEASY_FIRST_VENDOR__';

/** What the first screen leaves for the page: the vendor it asked for, or undefined if the request failed. */
export interface FirstVendor {
  id: string;
  vendor: Promise<ProfileVendor | null | undefined>;
}

/** A vendor profile's address (a regular expression's source, case-insensitive): `/vendor/<uuid>`. */
export const PROFILE_PATH = '^/vendor/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/?$';

/**
 * In the page's body, before the first paint: on a vendor profile's address (`profilePath`) the static
 * screen's holder takes the profile template (hidden until its data is there); on any other address but `/`
 * the holder goes. On `/` it keeps the home hero.
 */
export function placeFirstScreen(holderId: string, templateId: string, profilePath: string): void {
  const holder = document.getElementById(holderId);
  const template = document.getElementById(templateId) as HTMLTemplateElement | null;
  if (!holder || !template) return;
  if (new RegExp(profilePath, 'i').test(location.pathname)) {
    holder.hidden = true;
    holder.dataset.screen = 'profile';
    holder.dataset.pending = '';
    holder.replaceChildren(template.content.cloneNode(true));
  } else if (location.pathname !== '/') {
    holder.remove();
  }
  template.remove();
}

/**
 * After the runtime configuration (`env.js`) and before the app's code: asks the backend's REST API for
 * the vendor (as anon, like any visitor: row level security decides), fills the template and shows it, and
 * leaves the request under `window[key]` for the page, which then does not ask again. Any failure (not
 * approved, no photo, network) removes the static screen: the page shows its own states. The holder keeps
 * `data-pending` and fires `settled` once the photo has loaded or the screen is gone: the shell starts the
 * app's code after that (see `shell/src/app/drop-prerendered.ts`).
 */
export function fillProfileFirstScreen(holderId: string, key: string, columns: string, bucket: string): void {
  const holder = document.getElementById(holderId);
  const config = (window as unknown as { __PARTYEASY_CONFIG__?: Record<string, unknown> })
    .__PARTYEASY_CONFIG__;
  if (holder?.dataset.screen !== 'profile') return;
  if (!config) {
    holder.remove();
    holder.dispatchEvent(new Event('settled'));
    return;
  }
  const base = String(config.supabaseUrl ?? '').replace(/\/+$/, '');
  const anonKey = String(config.supabaseAnonKey ?? '');
  const id = location.pathname.split('/')[2]!.toLowerCase();
  const query = `select=${encodeURIComponent(columns.replace(/\s+/g, ''))}&id=eq.${id}`;
  // The key in the query string, as the API gateway also takes it, and no custom header: the browser sends
  // this GET at once instead of asking the API's CORS permission first (one round trip less before the photo).
  const vendor = fetch(`${base}/rest/v1/vendor_profiles?${query}&apikey=${encodeURIComponent(anonKey)}`, {
    headers: { Accept: 'application/json' },
  })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((rows) => (Array.isArray(rows) ? (rows[0] ?? null) : undefined))
    .catch(() => undefined);
  (window as unknown as Record<string, unknown>)[key] = { id, vendor };
  vendor.then((row) => {
    const photos = row?.photos;
    if (!row || !Array.isArray(photos) || photos.length === 0) {
      holder.remove();
      holder.dispatchEvent(new Event('settled'));
      return;
    }
    // (No local helper functions: a transpiler may wrap named ones in a helper this text does not carry.)
    const [photo, dots, name, servicetype] = ['photo', 'dots', 'name', 'servicetype'].map(
      (slot) => holder.querySelector(`[data-slot="${slot}"]`) as HTMLElement,
    ) as [HTMLImageElement, HTMLElement, HTMLElement, HTMLElement];
    photo.alt = `${row.name}, photo 1 of ${photos.length}`;
    photo.src = encodeURI(
      `${base}/storage/v1/object/public/${bucket}/${String(photos[0]).replace(/^\/+/, '')}`,
    );
    dots.hidden = photos.length < 2;
    name.textContent = row.name;
    servicetype.textContent = row.servicetype;
    holder.hidden = false;
    for (const type of ['load', 'error']) {
      photo.addEventListener(type, () => {
        delete holder.dataset.pending;
        holder.dispatchEvent(new Event('settled'));
      });
    }
  });
}

/**
 * The vendor the first screen asked for, once: the page's first fetch of this id takes it instead of asking
 * again (later fetches ask the backend). Undefined when there is none or its request failed.
 */
export async function takeFirstVendor(id: string): Promise<ProfileVendor | null | undefined> {
  const store = window as unknown as Record<string, FirstVendor | undefined>;
  const first = store[FIRST_VENDOR_KEY];
  if (!first || first.id !== id.toLowerCase()) return undefined;
  delete store[FIRST_VENDOR_KEY];
  return first.vendor;
}
