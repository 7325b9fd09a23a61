import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineAppConfig, type FirstScreens } from '@partyeasy/mf-config';

/** Written by `build/first-screens.ts` from the host-app's build artifact before a production build. */
const firstScreensFile = join(import.meta.dirname, 'build/generated/first-screens.json');

function firstScreens(): FirstScreens | null {
  if (process.env.NODE_ENV !== 'production') return null;
  if (!existsSync(firstScreensFile))
    throw new Error(`${firstScreensFile} is missing: run \`pnpm build\` in shell/`);
  return JSON.parse(readFileSync(firstScreensFile, 'utf8')) as FirstScreens;
}

export default defineAppConfig({ name: 'shell', title: 'PartyEasy', firstScreens: firstScreens() });
