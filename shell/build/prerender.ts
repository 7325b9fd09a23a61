/**
 * `node --import tsx build/prerender.ts` (part of the shell's `build`): writes the static first screen of
 * `/` that `index.html` shows before any script runs, drawn by the host-app's own `Hero`
 * (`host-app/src/prerender.tsx`); `app-config.ts` puts it at the start of the shell's `<body>`. On any other
 * path an inline script drops it before the first paint; on `/` the shell drops it in the frame in which
 * the live page takes its place (`src/app/drop-prerendered.ts`). Without this file (e.g. `pnpm dev`),
 * `index.html` simply has no static copy.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDERED_ID, prerenderedStyle, prerenderHome } from '../../host-app/src/prerender';

const file = join(dirname(fileURLToPath(import.meta.url)), 'generated/prerendered-home.json');
const html = prerenderHome();

mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify({ id: PRERENDERED_ID, style: prerenderedStyle, html }));
console.log(`prerendered / (${html.length} bytes of HTML) into ${file}`);
