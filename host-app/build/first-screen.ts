/**
 * `node --import tsx build/first-screen.ts` (the end of the host-app's `build`): writes `dist/first-screen.json`,
 * the static first screens that the shell's `index.html` shows before any script runs, drawn by this app's
 * own components (`src/prerender.tsx`): the home hero, and the template of a vendor profile's first screen
 * with the inline scripts that place and fill it; and the antd styles of those screens
 * (`antd-first-styles.tsx`). It is a build artifact of this app, released with it; the shell's build reads
 * it (`@partyeasy/host-app/first-screen.json`, format in `@partyeasy/mf-config/first-screen`). On any other
 * path the placing script drops the holder before the first paint; on `/` and a profile the shell drops it in
 * the frame in which the live page takes its place. `pnpm dev` has no static copy.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_SCREEN_FORMAT, type HostFirstScreen } from '@partyeasy/mf-config/first-screen';
import {
  firstScreenScripts,
  PRERENDERED_ID,
  PROFILE_PATH,
  PROFILE_TEMPLATE_ID,
  prerenderedStyle,
  prerenderHome,
  prerenderProfile,
} from '../src/prerender';
import { antdFirstStyles } from './antd-first-styles';

const file = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist/first-screen.json');
const home = prerenderHome();
const profile = prerenderProfile();
const antdStyle = antdFirstStyles();

const screen: HostFirstScreen = {
  format: FIRST_SCREEN_FORMAT,
  // No address of this app has a page of its own yet: `/` and a profile are in `index.html`.
  pages: [],
  id: PRERENDERED_ID,
  style: prerenderedStyle,
  home,
  profileTemplateId: PROFILE_TEMPLATE_ID,
  profile,
  scripts: firstScreenScripts(),
  profilePath: PROFILE_PATH,
  antdStyle,
};
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(screen));
console.log(
  `prerendered / (${home.length} bytes of HTML), a profile's first screen and their antd styles (${antdStyle.length} bytes) into ${file}`,
);
