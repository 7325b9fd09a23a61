/**
 * Checks supabase/config.toml (CI: `pnpm --filter @partyeasy/supabase check:config`):
 *
 * 1. The Supabase CLI reads it: `supabase start` parses the file before it looks for Docker, so with Docker
 *    pointed at a socket that does not exist it stops at Docker when the file is valid, and at "failed to read
 *    config" when a value has the wrong type. Nothing is started.
 * 2. Every key is one the CLI knows: the CLI 2.117 accepts unknown keys silently (a misspelt `verfy_jwt` would
 *    be ignored), so each key must appear (set or commented) in the template `supabase init` writes, or be a
 *    documented [functions.<name>] key.
 * 3. Every folder of supabase/functions except _shared has its [functions.<name>] section with verify_jwt, its
 *    index.ts as entrypoint and its own deno.json as import map (Supabase's recommended layout), and no section
 *    names a missing function.
 * 4. The functions' deno.json files agree on each npm package's version, and with supabase/package.json (the
 *    version the Node tests and the devstack run).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { supabaseCli } from './gen-types.ts';

const run = promisify(execFile);
const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.dirname(supabaseDir);
const cliEnv = { ...process.env, DO_NOT_TRACK: '1', SUPABASE_TELEMETRY_DISABLED: '1' };

/** Documented keys of a [functions.<name>] section (https://supabase.com/docs/guides/local-development/cli/config). */
const FUNCTION_KEYS = ['enabled', 'verify_jwt', 'import_map', 'entrypoint', 'static_files'];

interface Entry {
  section: string;
  key: string;
  value: string;
}

/** `[section]` headers and `key = value` lines, commented ones too when asked (enough for this file). */
export function tomlEntries(text: string, withComments = false): Entry[] {
  const entries: Entry[] = [];
  let section = '';
  for (const raw of text.split('\n')) {
    const line = withComments ? raw.replace(/^\s*#\s?/, '') : raw;
    const header = /^\s*\[([A-Za-z0-9_.-]+)\]\s*$/.exec(line);
    if (header) section = header[1]!;
    const kv = /^\s*([A-Za-z0-9_]+)\s*=\s*(.*)$/.exec(line);
    if (kv && !raw.trimStart().startsWith('#')) entries.push({ section, key: kv[1]!, value: kv[2]!.trim() });
    else if (kv && withComments) entries.push({ section, key: kv[1]!, value: kv[2]!.trim() });
  }
  return entries;
}

/** functions.<name> → functions.*, auth.external.<provider> → auth.external.* (the template shows one). */
const generic = (section: string) =>
  section.replace(/^functions\.[^.]+$/, 'functions.*').replace(/^auth\.external\.[^.]+$/, 'auth.external.*');

export function functionFolders(functionsDir = path.join(supabaseDir, 'functions')): string[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort();
}

async function cliParses(): Promise<string | null> {
  try {
    await run(supabaseCli, ['start', '--workdir', repoDir], {
      env: { ...cliEnv, DOCKER_HOST: 'unix:///nonexistent/partyeasy-no-docker.sock' },
      timeout: 60_000,
    });
    return 'supabase start succeeded although Docker was pointed at nothing';
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    const out = `${e.stdout ?? ''}${e.stderr ?? ''}`;
    if (/failed to read config|config/i.test(out) && !/docker/i.test(out)) return out.trim();
    if (!/docker/i.test(out)) return `unexpected answer of supabase start:\n${out.trim()}`;
    return null;
  }
}

async function knownKeys(): Promise<Set<string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partyeasy-supabase-init-'));
  try {
    await run(supabaseCli, ['init', '--workdir', dir], { env: cliEnv, timeout: 60_000 });
    const template = readFileSync(path.join(dir, 'supabase/config.toml'), 'utf8');
    const keys = new Set(tomlEntries(template, true).map((e) => `${generic(e.section)}:${e.key}`));
    for (const k of FUNCTION_KEYS) keys.add(`functions.*:${k}`);
    return keys;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** npm:<name>@<range> entries of the functions' deno.json that disagree with each other or with package.json. */
function npmVersionProblems(folders: string[]): string[] {
  const pkg = JSON.parse(readFileSync(path.join(supabaseDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const node = { ...pkg.devDependencies, ...pkg.dependencies };
  const problems: string[] = [];
  for (const name of folders) {
    const file = path.join(supabaseDir, 'functions', name, 'deno.json');
    if (!existsSync(file)) continue;
    const imports =
      (JSON.parse(readFileSync(file, 'utf8')) as { imports?: Record<string, string> }).imports ?? {};
    for (const target of Object.values(imports)) {
      const m = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)\/?$/.exec(target);
      if (!m) continue;
      const [, pkgName, range] = m;
      if (node[pkgName!] !== range) {
        problems.push(
          `supabase/functions/${name}/deno.json: ${pkgName}@${range}, but supabase/package.json has ${node[pkgName!] ?? 'none'}`,
        );
      }
    }
  }
  return problems;
}

export async function checkConfig(): Promise<string[]> {
  const problems: string[] = [];
  const text = readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
  const parse = await cliParses();
  if (parse) problems.push(`the Supabase CLI refuses supabase/config.toml: ${parse}`);

  const known = await knownKeys();
  const entries = tomlEntries(text);
  for (const e of entries) {
    if (!known.has(`${generic(e.section)}:${e.key}`)) {
      problems.push(`[${e.section || 'top level'}] ${e.key}: not a key the Supabase CLI knows`);
    }
  }

  const sections = new Set(entries.filter((e) => e.section.startsWith('functions.')).map((e) => e.section));
  const folders = functionFolders();
  for (const name of folders) {
    const section = `functions.${name}`;
    const own = entries.filter((e) => e.section === section);
    const value = (key: string) => own.find((e) => e.key === key)?.value.replace(/^"(.*)"$/, '$1');
    if (!own.length) {
      problems.push(`supabase/functions/${name} has no [${section}] section in supabase/config.toml`);
      continue;
    }
    if (!value('verify_jwt'))
      problems.push(`[${section}] must say verify_jwt (true, or false for a webhook)`);
    const expected = {
      entrypoint: `./functions/${name}/index.ts`,
      import_map: `./functions/${name}/deno.json`,
    };
    for (const [key, file] of Object.entries(expected)) {
      if (value(key) !== file) problems.push(`[${section}] ${key} must be "${file}"`);
      else if (!existsSync(path.resolve(supabaseDir, file)))
        problems.push(`[${section}] ${key} ${file} is missing`);
    }
  }
  problems.push(...npmVersionProblems(folders));
  for (const section of sections) {
    const name = section.slice('functions.'.length);
    if (!folders.includes(name)) problems.push(`[${section}]: there is no supabase/functions/${name}`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = await checkConfig();
  if (problems.length) {
    for (const p of problems) console.error(`✖ ${p}`);
    process.exitCode = 1;
  } else {
    console.log(
      `supabase/config.toml: read by the Supabase CLI, known keys only, ${functionFolders().length} functions declared`,
    );
  }
}
