import { registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import { prepareTheme } from '@partyeasy/shared-ui/theme-provider';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { dropPrerendered } from './app/drop-prerendered';
import evaluateSharedInTurns, { yieldToBrowser } from './app/evaluate-in-turns';
import { remoteDefinitions } from './app/remotes/remote-definitions';
import { sharedVersionGuard } from './app/remotes/shared-version-guard';
import { StartupErrorPage } from './components/startup-error-page';

const root = createRoot(document.getElementById('root')!);

/**
 * Configuration and remotes; the shell's own modules (layout, route table) and the opened page's requests;
 * the router; antd's theme tokens; the auth client; the first render: each in a task of its own, so that no
 * one of them holds the main thread for long (docs/adr/0011-start-up-in-small-tasks.md). The app's modules
 * come with this chunk (`eager`): no request is added between the steps.
 */
async function start() {
  const config = getRuntimeConfig();
  document.title = config.productName;
  // Before any remote loads: a remote built against shared versions the shell lacks is refused (its fallback).
  registerPlugins([sharedVersionGuard()]);
  // The remotes' own instances run the shared modules their pages import one per task too.
  registerGlobalPlugins([evaluateSharedInTurns()]);
  registerRemotes(remoteDefinitions(config));
  await yieldToBrowser();
  const { App, preloadOpenedPage, prepareRouter } = await import(/* webpackMode: "eager" */ './app/app');
  preloadOpenedPage();
  await yieldToBrowser();
  prepareRouter();
  await yieldToBrowser();
  prepareTheme();
  await yieldToBrowser();
  getSupabase(); // the auth client, which the header's session watch asks for in its render
  await yieldToBrowser();
  // The first render as a transition: React draws it in slices and lets the browser in between, instead of
  // one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  dropPrerendered();
  root.render(<StartupErrorPage error={error} />);
});
