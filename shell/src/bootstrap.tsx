import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appRouter, preloadOpenedPage } from './app/app';
import { dropPrerendered } from './app/drop-prerendered';
import { nextTask } from './app/next-task';
import { remoteDefinitions } from './app/remotes/remote-definitions';
import { sharedVersionGuard } from './app/remotes/shared-version-guard';
import { StartupErrorPage } from './components/startup-error-page';

const root = createRoot(document.getElementById('root')!);

/**
 * The start, one step per task: the configuration and the remotes with the opened page's requests, then the
 * router (matching the opened address against the route table), then the first render. In one task they
 * were one of the longest tasks of a first visit (Chrome trace of 25 November: 16-29 ms of a desktop's main
 * thread, of which the router took about 12 ms; Lighthouse's calibrated phone is 6.2x slower).
 */
async function start() {
  try {
    const config = getRuntimeConfig();
    document.title = config.productName;
    // Before any remote loads: a remote built against shared versions the shell lacks is refused (its fallback).
    registerPlugins([sharedVersionGuard()]);
    registerRemotes(remoteDefinitions(config));
    preloadOpenedPage();
    await nextTask();
    appRouter();
    await nextTask();
    // The first render as a transition: React draws it in slices and lets the browser in between, instead of
    // one long task (measured with bench:lighthouse, median of 5 runs: total blocking time on / 755 -> 567 ms,
    // on a vendor profile 1,176 -> 654 ms).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  } catch (error) {
    dropPrerendered();
    root.render(<StartupErrorPage error={error} />);
  }
}

start();
