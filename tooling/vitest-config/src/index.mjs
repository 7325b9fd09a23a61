// Plain JavaScript: Vitest loads a config's workspace imports with Node itself, which runs no TypeScript.
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * The jsdom test setup shared by the shell, the remotes and shared-ui: tests in `src/`, the package's own
 * `vitest.setup.ts`, a timeout for a busy 2-core machine. A package's vitest.config.ts passes only what
 * differs; arrays (include, setupFiles) are added to the base, not put in its place.
 */
export function defineJsdomConfig(test = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        // Vitest's default leaves a core idle, which is one worker on a 2-core machine.
        maxWorkers: Math.max(2, availableParallelism() - 1),
        environment: 'jsdom',
        testTimeout: 20_000,
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['./vitest.setup.ts'],
      },
    }),
    defineConfig({ test }),
  );
}
