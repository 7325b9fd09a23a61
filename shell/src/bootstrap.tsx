import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadOpenedPage } from './app/app';
import { dropPrerendered } from './app/drop-prerendered';
import { remoteDefinitions } from './app/remotes/remote-definitions';
import { StartupErrorPage } from './components/startup-error-page';

const root = createRoot(document.getElementById('root')!);

try {
  const config = getRuntimeConfig();
  document.title = config.productName;
  registerRemotes(remoteDefinitions(config));
  preloadOpenedPage();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  dropPrerendered();
  root.render(<StartupErrorPage error={error} />);
}
