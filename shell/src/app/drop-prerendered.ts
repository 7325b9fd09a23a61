/**
 * The static first screen of `/` that `index.html` shows before any script has run
 * (`shell/build/prerender.ts`; its id is `PRERENDERED_ID` of `host-app/src/prerender.tsx`), if still there.
 */
export function prerendered(): HTMLElement | null {
  return document.getElementById('prerendered');
}

/** Removes the static first screen; called in the frame in which a page or an error takes its place. */
export function dropPrerendered() {
  prerendered()?.remove();
}
