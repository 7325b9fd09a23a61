/**
 * The static first screen of `/` that `index.html` shows before any script has run
 * (`shell/build/prerender.ts`; its id is `PRERENDERED_ID` of `host-app/src/prerender.tsx`), if still there.
 */
export function prerendered(): HTMLElement | null {
  return document.getElementById('prerendered');
}

/**
 * The inline script at the end of the shell's `index.html` (serialized by `build/prerender.ts`, called with
 * the entry's script URLs by `build/app-config.ts`): asks for the shell's entry scripts (React and the
 * federation runtime) in order. On a vendor profile it waits until the static first screen has drawn its
 * photo (the holder has `data-pending` until then and fires `settled`, see host-app's
 * `vendor-profile/first-screen.ts`), or 1 s after the page was parsed at most, so that the app's code does
 * not take the photo's bandwidth on a slow connection; on any other page it asks once the page has been
 * parsed and `env.js`, which the entry needs, has run (what `<script defer>` tags would do).
 * (Only inline arrow functions: a transpiler may wrap named ones in a helper this text does not carry.)
 */
export function loadEntryAfterFirstScreen(sources: string[], holderId: string, limitMs: number): void {
  const holder = document.getElementById(holderId);
  const pending = holder?.hasAttribute('data-pending') ? holder : null;
  new Promise<void>((resolve) => {
    pending?.addEventListener('settled', () => resolve(), { once: true });
    document.addEventListener('DOMContentLoaded', () => {
      if (pending) setTimeout(resolve, limitMs);
      else resolve();
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
