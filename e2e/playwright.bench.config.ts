import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * `pnpm --filter @partyeasy/e2e bench`: the harness of the e2e tests (production builds, a fresh seeded
 * devstack, the console gate) running the measurements: the first visit's JavaScript bytes (a test of
 * `npm test` too) and the booking flow's interactions at 4x CPU (bench/*.bench.ts, which only this config
 * runs: a measurement prints a missed target, it does not fail on it). One at a time, so that a measurement
 * does not share the CPU with another test.
 */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: [/tests\/first-visit\.spec\.ts$/, /bench\/[^/]+\.bench\.ts$/],
  fullyParallel: false,
  workers: 1,
});
