import { prerendered } from './app/drop-prerendered';
import { warmConnections } from './app/warm-connections';

warmConnections(window.__PARTYEASY_CONFIG__);

/** Lets the browser run other work (input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The shared modules every page's first render needs, asked for one group per task before the app itself:
 * asking the federation runtime for all of them at once (each one's chunks, version checks and script
 * tags) and running them all when the last arrives were two of the longest tasks of the first visit. The
 * requests still go out together; only the main-thread work is spread out.
 */
const SHARED_FIRST = [
  () => import('@partyeasy/shared-domain/backend'),
  () => import('@partyeasy/shared-ui/router'),
  () => import('@partyeasy/shared-ui/theme-provider'),
  () => import('antd/es/button'),
];

// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
async function start() {
  for (const load of SHARED_FIRST) {
    load().catch(() => undefined); // a failure shows when the app imports it
    await nextTask();
  }
  await import('./bootstrap');
}

// With a static first screen in the page (the host-app's `first-screen.json`, see build/first-screens.ts), let the browser paint it before the app's
// code starts loading and running: on a slow phone that code keeps the network and the main thread busy for
// a while. (On a profile, this entry itself was asked for after the screen's photo: `loadEntryAfterFirstScreen`.)
if (prerendered() && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
