/**
 * `node --import tsx build/prerender.ts` (part of the shell's `build`): writes the static first screens that
 * `index.html` shows before any script runs, drawn by the host-app's own components
 * (`host-app/src/prerender.tsx`): the home hero, and the template of a vendor profile's first screen with
 * the inline scripts that place and fill it; and the antd styles of those screens (`antd-first-styles.tsx`).
 * `app-config.ts` puts them into the shell's page. On any other path the placing script drops the holder
 * before the first paint; on `/` and a profile the shell drops it in the frame in which the live page takes
 * its place (`src/app/drop-prerendered.ts`). Without this file (e.g. `pnpm dev`), `index.html` simply has no
 * static copy.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  firstScreenScripts,
  PRERENDERED_ID,
  PROFILE_PATH,
  PROFILE_TEMPLATE_ID,
  pageScript,
  prerenderedStyle,
  prerenderHome,
  prerenderProfile,
} from '../../host-app/src/prerender';
import { loadEntryAfterFirstScreen } from '../src/app/drop-prerendered';
import { antdFirstStyles } from './antd-first-styles';

const file = join(dirname(fileURLToPath(import.meta.url)), 'generated/first-screens.json');
const home = prerenderHome();
const profile = prerenderProfile();
const antdStyle = antdFirstStyles();

mkdirSync(dirname(file), { recursive: true });
writeFileSync(
  file,
  JSON.stringify({
    id: PRERENDERED_ID,
    style: prerenderedStyle,
    home,
    profileTemplateId: PROFILE_TEMPLATE_ID,
    profile,
    scripts: { ...firstScreenScripts(), loadEntry: pageScript(loadEntryAfterFirstScreen) },
    profilePath: PROFILE_PATH,
    antdStyle,
  }),
);
console.log(
  `prerendered / (${home.length} bytes of HTML), a profile's first screen and their antd styles (${antdStyle.length} bytes) into ${file}`,
);
