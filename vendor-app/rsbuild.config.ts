import { defineAppConfig } from '../shell/build/app-config';

export default defineAppConfig({
  name: 'vendorApp',
  title: 'PartyEasy vendors',
  exposes: { './routes': './src/app/routes.tsx' },
});
