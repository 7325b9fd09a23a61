/**
 * `node --import tsx --import @partyeasy/mf-config/css-modules build/first-screens.ts` (the start of the shell's
 * production `build`): the static first screens of the shell's pages (format: `@partyeasy/mf-config/first-screen`).
 * The host-app's and the vendor-app's are their build artifacts (`first-screen.json`), read from their
 * packages or from `PARTYEASY_FIRST_SCREEN` / `PARTYEASY_VENDOR_FIRST_SCREEN` (a released app's copy); the
 * shell's own pages' are drawn here by its own components (`src/prerender.tsx`), with the rules of the CSS
 * modules they use. The shell adds its page scripts (`loadEntryAfterFirstScreen` and `fillConfigText` of
 * `src/app/drop-prerendered.ts`) and writes `build/generated/first-screens.json`, which `rsbuild.config.ts`
 * hands to `defineAppConfig`: `index.html` and a page per address of `pages` (`login.html`…). The shell
 * compiles none of the other apps' source.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localPublicDir } from '@partyeasy/mf-config';
import {
  cssModuleRules,
  type FirstScreens,
  readFirstScreenPages,
  readHostFirstScreen,
} from '@partyeasy/mf-config/first-screen';
import { pageScript } from '@partyeasy/mf-config/page-script';
import { fillConfigText, loadEntryAfterFirstScreen } from '../src/app/drop-prerendered';
import { prerenderPages } from '../src/prerender';
import { readRuntimeConfig } from './csp';

const firstScreensFile = join(dirname(fileURLToPath(import.meta.url)), 'generated/first-screens.json');
const resolve = (file: string) => createRequire(import.meta.url).resolve(file);

const hostSource = process.env.PARTYEASY_FIRST_SCREEN || resolve('@partyeasy/host-app/first-screen.json');
const vendorSource =
  process.env.PARTYEASY_VENDOR_FIRST_SCREEN || resolve('@partyeasy/vendor-app/first-screen.json');
const host = readHostFirstScreen(hostSource);
const vendor = readFirstScreenPages(
  vendorSource,
  "build the vendor-app first (pnpm --filter @partyeasy/vendor-app build) or set PARTYEASY_VENDOR_FIRST_SCREEN to a released vendor-app's first-screen.json",
);

// The shell's pages, in the name of the runtime configuration this build ships (a deployment's own name is
// put in by `fillConfigText`); with the rules of the CSS modules whose classes their markup uses.
const own = prerenderPages(readRuntimeConfig(join(localPublicDir, 'env.js')).productName).map((page) => ({
  ...page,
  style: page.style + cssModuleRules(page.html),
}));

const pages = [...host.pages, ...vendor.pages, ...own];
const paths = pages.map((page) => page.path);
const repeated = paths.filter((path, i) => paths.indexOf(path) !== i);
if (repeated.length > 0) throw new Error(`first screens: more than one for ${repeated.join(', ')}`);

const screens: FirstScreens = {
  ...host,
  pages,
  loadEntry: pageScript(loadEntryAfterFirstScreen),
  fillConfig: pageScript(fillConfigText),
};
mkdirSync(dirname(firstScreensFile), { recursive: true });
writeFileSync(firstScreensFile, JSON.stringify(screens));
console.log(
  `first screens of ${hostSource} and ${vendorSource} (the apps' builds) and the shell's ${own.map((page) => page.path).join(', ')} into ${firstScreensFile}`,
);
for (const page of pages)
  console.log(`  ${page.path}: ${page.html.length} bytes of HTML, ${page.style.length} bytes of CSS`);
