/**
 * `pnpm --filter @partyeasy/mf-config check:shared [--shell <manifest>] [<remote manifest>…]` (CI, after the
 * builds): the check the shell's runtime plugin makes when a remote loads, made on the built manifests, so that
 * a remote built against shared versions the shell does not provide fails CI instead of showing its fallback
 * in production. A manifest is a file or an http(s) URL: for a release, `--shell` names the deployed shell's
 * `mf-manifest.json` and the arguments the remote about to ship. Defaults: the four `dist/` folders.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
import { type SharedRequirement, unmetSharedRequirements } from '../src/shared-check.ts';

interface Manifest {
  name: string;
  shared: (SharedRequirement & { version: string })[];
}

const root = join(import.meta.dirname, '../../..');

async function read(source: string): Promise<Manifest> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    return (await response.json()) as Manifest;
  }
  return JSON.parse(readFileSync(source, 'utf8')) as Manifest;
}

const args = process.argv.slice(2);
const shellAt = args.indexOf('--shell');
const shellSource = shellAt >= 0 ? args.splice(shellAt, 2)[1] : join(root, 'shell/dist/mf-manifest.json');
const remoteSources =
  args.length > 0
    ? args
    : ['host-app', 'vendor-app', 'admin-app'].map((app) => join(root, app, 'dist/mf-manifest.json'));

if (!shellSource) throw new Error('--shell needs a manifest');
const shell = await read(shellSource);
const provided = new Map<string, string[]>();
for (const { name, version } of shell.shared) provided.set(name, [...(provided.get(name) ?? []), version]);

let failed = false;
for (const source of remoteSources) {
  const remote = await read(source);
  const unmet = unmetSharedRequirements(remote.shared, (name) => provided.get(name) ?? [], satisfy);
  if (unmet.length > 0) {
    failed = true;
    console.error(
      `✗ ${remote.name} (${source}) needs what the shell does not provide:\n  ${unmet.join('\n  ')}`,
    );
  } else {
    console.log(`✓ ${remote.name}: ${remote.shared.length} shared modules, every range met by the shell`);
  }
}
process.exitCode = failed ? 1 : 0;
