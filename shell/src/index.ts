import { prerendered } from './app/drop-prerendered';
import { warmConnections } from './app/warm-connections';

warmConnections(window.__PARTYEASY_CONFIG__);

// The async boundary lets Module Federation negotiate the shared singletons before any of them runs.
const start = () => import('./bootstrap');

// With the static first screen of `/` in the page (see build/prerender.ts), let the browser paint it before
// the app's code starts loading and running: on a slow phone that code keeps the main thread busy for a while.
if (prerendered() && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
