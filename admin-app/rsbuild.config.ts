import { defineAppConfig } from '@partyeasy/mf-config';

export default defineAppConfig({
  name: 'adminApp',
  title: 'PartyEasy admin',
  exposes: { './routes': './src/app/routes.tsx' },
});
