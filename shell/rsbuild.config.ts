import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { defineAppConfig, type FirstScreens, localPublicDir, type ServerSetup } from '@partyeasy/mf-config';
import { serverContentSecurityPolicy } from './build/csp';

/** Written by `build/first-screens.ts` from the host-app's build artifact before a production build. */
const firstScreensFile = join(import.meta.dirname, 'build/generated/first-screens.json');

function firstScreens(): FirstScreens | null {
  if (process.env.NODE_ENV !== 'production') return null;
  if (!existsSync(firstScreensFile))
    throw new Error(`${firstScreensFile} is missing: run \`pnpm build\` in shell/`);
  return JSON.parse(readFileSync(firstScreensFile, 'utf8')) as FirstScreens;
}

/**
 * The dev and preview servers send the policy of the env.js they serve (preview: the build's, with its
 * first screens' inline scripts hashed; dev: the local env.js, plus the remotes' hot-reload sockets).
 */
const sendContentSecurityPolicy: ServerSetup = ({ action, server }) => {
  const preview = action === 'preview';
  const dist = join(import.meta.dirname, 'dist');
  const policy = serverContentSecurityPolicy(
    join(preview ? dist : localPublicDir, 'env.js'),
    preview ? join(dist, 'index.html') : null,
    !preview,
  );
  server.middlewares.use((_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    res.setHeader('Content-Security-Policy', policy);
    next();
  });
};

export default defineAppConfig({
  name: 'shell',
  title: 'PartyEasy',
  firstScreens: firstScreens(),
  serverSetup: sendContentSecurityPolicy,
  runtimePlugins: [join(import.meta.dirname, 'src/app/evaluate-in-turns.ts')],
});
