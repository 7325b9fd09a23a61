/**
 * The static first screen of `/` that `index.html` shows before any script has run
 * (`shell/build/prerender.ts`; its id is `PRERENDERED_ID` of `host-app/src/prerender.tsx`), if still there.
 */
export function prerendered(): HTMLElement | null {
  return document.getElementById('prerendered');
}

/**
 * Resolves when the static first screen has drawn what it loads (a vendor profile's photo: its holder has
 * `data-pending` until then and fires `settled`, see host-app's `vendor-profile/first-screen.ts`), or
 * after `limitMs` at most: the app's code then does not take the photo's bandwidth on a slow connection.
 */
export function firstScreenSettled(limitMs = 1000): Promise<void> {
  const holder = prerendered();
  if (!holder?.hasAttribute('data-pending')) return Promise.resolve();
  return new Promise((resolve) => {
    holder.addEventListener('settled', () => resolve(), { once: true });
    setTimeout(resolve, limitMs);
  });
}

/** Removes the static first screen; called in the frame in which a page or an error takes its place. */
export function dropPrerendered() {
  prerendered()?.remove();
}
