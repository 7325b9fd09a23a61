import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
