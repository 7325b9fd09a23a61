// No imports: the shell's entry runs this before the shared modules (React…) are set up, and the page
// scripts below are serialized into the page.

/**
 * The static first screen that the page shows before any script has run, if still there: in `index.html`
 * the home hero or a profile's (the host-app's build artifact `first-screen.json`; its id is `PRERENDERED_ID`
 * of `host-app/src/prerender.tsx`), in an address's own page (`login.html`…) that address's screen, marked
 * with `data-path` (see `@partyeasy/mf-config/first-screen`).
 */
export function prerendered(): HTMLElement | null {
  return document.getElementById('prerendered');
}

/** The static first screen if it was made for `pathname` (the home hero for `/`). */
export function prerenderedFor(pathname: string): HTMLElement | null {
  const holder = prerendered();
  return holder && (holder.dataset.path ?? '/') === pathname ? holder : null;
}

/**
 * A module script of every page (serialized by `build/first-screens.ts`, after `env.js`): puts the runtime
 * configuration's values into the static screen's `data-config` slots, e.g. the product name of the
 * deployment into "Log In to …" (the build drew the default one). (Only inline arrow functions, as below.)
 */
export function fillConfigText(holderId: string): void {
  const config = (window as unknown as { __PARTYEASY_CONFIG__?: Record<string, unknown> })
    .__PARTYEASY_CONFIG__;
  const holder = document.getElementById(holderId);
  if (!config || !holder) return;
  for (const slot of holder.querySelectorAll<HTMLElement>('[data-config]')) {
    const value = config[slot.dataset.config ?? ''];
    if (typeof value === 'string' && slot.textContent !== value) slot.textContent = value;
  }
}

/**
 * The inline script at the end of the shell's `<head>` (serialized by `build/first-screens.ts`, called with the
 * entry's script URLs by `@partyeasy/mf-config`) that asks for the shell's entry scripts (React and the
 * federation runtime). On a vendor profile's address (`profilePath`) it waits until the static first screen
 * has drawn its photo (the holder has `data-pending` until then and fires `settled`, see host-app's
 * `vendor-profile/first-screen.ts`), or `limitMs` after the page was parsed at most, so that the app's code
 * does not take the photo's bandwidth on a slow connection. On any other address it writes the
 * `<script defer>` tags the build would have put there: the parser then finds them as early and runs them
 * after the page has been parsed and after `env.js`, in order (scripts added from script run as soon as
 * they arrive, while the page is still being parsed, and would delay the first paint;
 * docs/adr/0008-static-first-screens.md). (Only inline arrow functions: a transpiler may wrap named ones in a
 * helper this text does not carry.)
 */
export function loadEntryAfterFirstScreen(
  sources: string[],
  profilePath: string,
  holderId: string,
  limitMs: number,
): void {
  if (!new RegExp(profilePath, 'i').test(location.pathname)) {
    document.write(sources.map((src) => `<script defer src="${src}"></script>`).join(''));
    return;
  }
  new Promise<void>((resolve) => {
    document.addEventListener('DOMContentLoaded', () => {
      const holder = document.getElementById(holderId);
      if (!holder?.hasAttribute('data-pending')) {
        resolve();
        return;
      }
      holder.addEventListener('settled', () => resolve(), { once: true });
      setTimeout(resolve, limitMs);
    });
  }).then(() => {
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.append(script);
    }
  });
}

/** Removes the static first screen; called in the frame in which a page or an error takes its place. */
export function dropPrerendered() {
  prerendered()?.remove();
}

/** Drops the static first screen unless it was made for `pathname`: the page drawn there drops it itself. */
export function dropPrerenderedUnlessFor(pathname: string) {
  if (!prerenderedFor(pathname)) dropPrerendered();
}
