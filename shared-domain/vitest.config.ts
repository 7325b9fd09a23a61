import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Dates are checked in three zones: UTC, one behind it and one ahead of it across the date line. */
const ZONES = ['UTC', 'America/Chicago', 'Pacific/Auckland'];

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle, which is one worker on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One run for the three zones: each project's workers start with its TZ (Node reads it when set).
    projects: ZONES.map((zone) => ({
      extends: true,
      test: { name: zone, include: ['src/**/*.test.ts'], env: { TZ: zone } },
    })),
  },
});
