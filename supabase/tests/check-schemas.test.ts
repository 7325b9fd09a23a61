import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { testServerUrl } from '@partyeasy/devstack/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemas, formatDifferences, lineDiff, schemaFiles } from '../scripts/check-schemas.js';

const run = promisify(execFile);
const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Copies of the schema files, each passed through `edit`, listed by a config.toml of their own. */
function editedSchemas(edit: (file: string, text: string) => string): { config: string; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partyeasy-schemas-'));
  const files = schemaFiles().map((file) => {
    const copy = path.join(dir, path.basename(file));
    copyFileSync(file, copy);
    writeFileSync(copy, edit(path.basename(file), readFileSync(copy, 'utf8')));
    return copy;
  });
  const config = path.join(dir, 'config.toml');
  writeFileSync(
    config,
    `[db.migrations]\nschema_paths = [\n${files.map((f) => `  "${f}",`).join('\n')}\n]\n\n[db.seed]\n`,
  );
  return { config, dir };
}

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`not found: ${from}`);
  return text.replace(from, to);
}

describe('check:schemas', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('finds that supabase/migrations and supabase/schemas build the same database', async () => {
    const differences = await checkSchemas({ server: await testServerUrl() });
    expect(formatDifferences(differences)).toBe('');
  });

  it('exits 1 and names each object the schema files define differently', async () => {
    const { config, dir } = editedSchemas((file, text) => {
      if (file === '00_extensions_and_helpers.sql')
        return replaceOnce(text, `->> 'role') = 'admin', false)`, `->> 'role') = 'owner', false)`);
      if (file === '10_profiles.sql') {
        const withColumn = replaceOnce(
          text,
          '  phone_number text,\n',
          '  phone_number text,\n  nickname text,\n',
        );
        return replaceOnce(
          withColumn,
          `create policy "users: admins delete profiles" on public.users\n  for delete to authenticated using ((select public.is_admin()));`,
          '',
        );
      }
      return text;
    });
    dirs.push(dir);
    const result = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-schemas.ts', '--config', config],
      {
        cwd: supabaseDir,
        env: { ...process.env, TEST_PG_URL: await testServerUrl() },
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '✖ function public.is_admin(): defined differently (- migrations, + schemas)',
    );
    expect(result.stderr).toContain(
      `-   select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)`,
    );
    expect(result.stderr).toContain(
      `+   select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'owner', false)`,
    );
    expect(result.stderr).toContain(
      '✖ policy "users: admins delete profiles" on public.users: made by the migrations, missing from supabase/schemas',
    );
    expect(result.stderr).toContain(
      '✖ column public.users.nickname: in supabase/schemas, not made by the migrations',
    );
    // the columns after it moved one place
    expect(result.stderr).toContain('✖ column public.users.type: defined differently');
    expect(result.stderr).toMatch(/\d+ object\(s\) differ between supabase\/migrations/);
  });

  it('shows a changed definition as a line diff', () => {
    expect(lineDiff('a\nb\nc', 'a\nx\nc')).toEqual(['  a', '- b', '+ x', '  c']);
  });
});
