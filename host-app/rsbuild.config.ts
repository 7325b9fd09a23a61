import { defineAppConfig } from '@partyeasy/mf-config';

export default defineAppConfig({
  name: 'hostApp',
  title: 'PartyEasy hosts',
  exposes: { './routes': './src/app/routes.tsx' },
});
