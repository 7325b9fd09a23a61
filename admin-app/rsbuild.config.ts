import { defineAppConfig } from '../shell/build/app-config';

export default defineAppConfig({
  name: 'adminApp',
  title: 'PartyEasy admin',
  exposes: { './routes': './src/app/routes.tsx' },
});
