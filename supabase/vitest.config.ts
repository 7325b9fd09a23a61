import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // functions/<name>/*.test.ts: the edge functions' own unit tests (no database).
    include: ['tests/**/*.test.ts', 'functions/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    // supabase-js 2.119 needs a global WebSocket, which Node 20 only has behind this flag.
    pool: 'forks',
    // Mostly waiting on PostgreSQL and HTTP: more files at once than the default one per spare core.
    maxWorkers: 3,
    execArgv: ['--experimental-websocket'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
