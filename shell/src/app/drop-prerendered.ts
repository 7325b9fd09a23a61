/**
 * The static first screen of `/` that `index.html` shows before any script has run
 * (the host-app's build artifact `first-screen.json`; its id is `PRERENDERED_ID` of `host-app/src/prerender.tsx`), if still there.
 */
export function prerendered(): HTMLElement | null {
  return document.getElementById('prerendered');
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
 * they arrive, while the page is still being parsed: that cost `/` about half a second of LCP in Lighthouse).
 * (Only inline arrow functions: a transpiler may wrap named ones in a helper this text does not carry.)
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
