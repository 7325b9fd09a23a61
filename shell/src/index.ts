import { prerendered } from './app/drop-prerendered';
import { warmConnections } from './app/warm-connections';

warmConnections(window.__PARTYEASY_CONFIG__);

// The async boundary lets Module Federation negotiate the shared singletons before any of them runs (each of
// them then runs in a task of its own: app/evaluate-in-turns.ts).
function start() {
  import('./bootstrap');
}

// With a static first screen in the page (the host-app's `first-screen.json`, see build/first-screens.ts), let the browser paint it before the app's
// code starts loading and running: on a slow phone that code keeps the network and the main thread busy for
// a while. (On a profile, this entry itself was asked for after the screen's photo: `loadEntryAfterFirstScreen`.)
if (prerendered() && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
