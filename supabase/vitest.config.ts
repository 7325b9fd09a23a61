import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle, which is one worker on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // functions/<name>/*.test.ts: the edge functions' own unit tests (no database).
    include: ['tests/**/*.test.ts', 'functions/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    // supabase-js 2.119 needs a global WebSocket, which Node 20 only has behind this flag.
    pool: 'forks',
    execArgv: ['--experimental-websocket'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
