/**
 * `node --import tsx --import @partyeasy/mf-config/css-modules build/first-screen.ts` (the end of the
 * vendor-app's `build`): writes `dist/first-screen.json`, the static first screens of this app's public pages
 * (`src/prerender.tsx`) with their antd styles and the rules of the CSS modules their markup uses. It is a
 * build artifact of this app, released with it; the shell's build reads it
 * (`@partyeasy/vendor-app/first-screen.json`, format in `@partyeasy/mf-config/first-screen`) and serves each
 * screen as the page of its address. `pnpm dev` has no static copy.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cssModuleRules,
  FIRST_SCREEN_FORMAT,
  type FirstScreenPages,
} from '@partyeasy/mf-config/first-screen';
import { prerenderPages } from '../src/prerender';

const file = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist/first-screen.json');
const pages = prerenderPages().map((page) => ({ ...page, style: page.style + cssModuleRules(page.html) }));
const screens: FirstScreenPages = { format: FIRST_SCREEN_FORMAT, pages };
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(screens));
for (const page of screens.pages)
  console.log(
    `prerendered ${page.path} (${page.html.length} bytes of HTML, ${page.style.length} bytes of CSS) into ${file}`,
  );
