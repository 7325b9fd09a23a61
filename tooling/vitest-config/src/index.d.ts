import type { ViteUserConfig } from 'vitest/config';

/**
 * The jsdom Vitest config of the shell, the remotes and shared-ui with `test` merged in: arrays (include,
 * setupFiles) are added to the base's (`src/**` tests, `./vitest.setup.ts`), other options replace its own.
 */
export function defineJsdomConfig(test?: NonNullable<ViteUserConfig['test']>): ViteUserConfig;
