import { defineAppConfig } from '../shell/build/app-config';

export default defineAppConfig({
  name: 'hostApp',
  title: 'PartyEasy hosts',
  exposes: { './routes': './src/app/routes.tsx' },
});
