import { defineConfig } from '@playwright/test';
import { chooseDevstackPorts, devstackRuntimeConfig } from './support/devstack-urls';

await chooseDevstackPorts();

/** The four production builds, served by `rsbuild preview` on their fixed ports. */
const apps = [
  { pkg: 'shell', port: 3000 },
  { pkg: 'host-app', port: 3001 },
  { pkg: 'vendor-app', port: 3002 },
  { pkg: 'admin-app', port: 3003 },
];

export default defineConfig({
  testDir: './tests',
  // Runs started side by side on one machine must not clear each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: on 2 busy cores a first visit compiles a lot of JavaScript.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // The app honours reduced motion (antd's motion off), so dialogs and menus open without animating: less
    // work for 2 busy cores. The specs of motion itself (the hero's word, the testimonials, layout shift on a
    // first visit) ask for motion back with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's chromium: `playwright install` cannot download browsers here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: apps.map(({ pkg, port }) => ({
    command: `pnpm --filter @partyeasy/${pkg} preview`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // The shell's Content-Security-Policy names this run's devstack (the values env.js is patched with).
    env: {
      ...(process.env as Record<string, string>),
      PARTYEASY_CSP_CONFIG: JSON.stringify(devstackRuntimeConfig()),
    },
  })),
});
