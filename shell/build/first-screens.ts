/**
 * `node --import tsx build/first-screens.ts` (the start of the shell's production `build`): the static first
 * screens of the shell's page are the host-app's build artifact (`first-screen.json`, see
 * `@partyeasy/mf-config/first-screen`), read from the host-app's package or from `PARTYEASY_FIRST_SCREEN`
 * (a released host-app's copy); the shell adds its own entry loader (`loadEntryAfterFirstScreen` of
 * `src/app/drop-prerendered.ts`) and writes `build/generated/first-screens.json`, which `rsbuild.config.ts`
 * hands to `defineAppConfig`. The shell compiles none of the host-app's source.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FirstScreens, readHostFirstScreen } from '@partyeasy/mf-config/first-screen';
import { pageScript } from '@partyeasy/mf-config/page-script';
import { loadEntryAfterFirstScreen } from '../src/app/drop-prerendered';

const firstScreensFile = join(dirname(fileURLToPath(import.meta.url)), 'generated/first-screens.json');

const source =
  process.env.PARTYEASY_FIRST_SCREEN ||
  createRequire(import.meta.url).resolve('@partyeasy/host-app/first-screen.json');
const screens: FirstScreens = {
  ...readHostFirstScreen(source),
  loadEntry: pageScript(loadEntryAfterFirstScreen),
};
mkdirSync(dirname(firstScreensFile), { recursive: true });
writeFileSync(firstScreensFile, JSON.stringify(screens));
console.log(`first screens of ${source} (the host-app's build) into ${firstScreensFile}`);
