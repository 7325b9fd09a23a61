import { createRequire } from 'node:module';
import { defineAppConfig } from '@partyeasy/mf-config';
import { mergeRsbuildConfig } from '@rsbuild/core';

const require = createRequire(import.meta.url);

export default mergeRsbuildConfig(
  defineAppConfig({
    name: 'vendorApp',
    title: 'PartyEasy vendors',
    exposes: { './routes': './src/app/routes.tsx' },
  }),
  {
    tools: {
      rspack: {
        module: {
          // The offline place suggestions need city, state and a size per place, not 5 MB of ZIP rows.
          rules: [
            {
              test: /zipcodes[\\/]lib[\\/]codes\.js$/,
              loader: require.resolve('./build/us-places-loader.cjs'),
            },
          ],
        },
      },
    },
  },
);
