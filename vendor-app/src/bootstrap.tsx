import { renderStandalone } from '@partyeasy/shared-ui/standalone';
import { routes } from './app/routes';

// This app on its own, for its team: the same routes and providers as inside the shell, without the shell.
renderStandalone(routes);
