/**
 * Removes the static first screen of `/` that `index.html` shows before any script has run
 * (`shell/build/prerender.ts`). Called in the frame in which a page or an error takes its place.
 */
export function dropPrerendered() {
  document.getElementById('prerendered')?.remove();
}
