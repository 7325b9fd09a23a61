import { defineConfig } from 'vitest/config';

/** This function's unit tests (no database): `pnpm exec vitest run --root functions/vendor-status-email`. */
export default defineConfig({ test: { include: ['*.test.ts'] } });
