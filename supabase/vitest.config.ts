import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    // supabase-js 2.119 needs a global WebSocket, which Node 20 only has behind this flag.
    pool: 'forks',
    execArgv: ['--experimental-websocket'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
