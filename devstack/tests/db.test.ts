import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/context.js';
import { createDb, prepareDatabase } from '../src/db/index.js';
import { startTestStack, testServerUrl } from '../src/testing.js';

const VALUES_SQL = `select 1::int as i, 9007199254740991::bigint as b, 12.50::numeric(10,2) as n, 1.5::float8 as f,
  true as t, '2024-02-29'::date as d, '18:30'::time as tm, '2024-01-02 03:04:05.678+00'::timestamptz as ts,
  '2024-01-02 03:04:05'::timestamp as ts0, '{"a":[1,{"b":null}]}'::jsonb as j, '[1,2]'::json as js,
  array['a','b c','"q"',null] as arr, array[1,2]::int[] as ia, array[1.5]::numeric[] as na,
  '7b0c1c1e-1111-4222-8333-444455556666'::uuid as u, null::text as nul, $1::text[] as p_arr, $2::jsonb as p_json,
  $3::boolean as p_bool, $4::int + 1 as p_int`;
const PARAMS = [['x', 'y,z', 'q"uote'], { k: ['v'] }, false, 41];

describe('database adapter', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('returns identical JSON-friendly values on PGlite and PostgreSQL', async () => {
    const lite = await createDb();
    const stack = await startTestStack({ database: 'postgres', mailPort: null });
    try {
      const a = (await lite.query(VALUES_SQL, PARAMS)).rows[0];
      const b = (await stack.db.query(VALUES_SQL, PARAMS)).rows[0];
      expect(a).toEqual(b);
      expect(a).toEqual({
        i: 1,
        b: 9007199254740991,
        n: 12.5,
        f: 1.5,
        t: true,
        d: '2024-02-29',
        tm: '18:30:00',
        ts: '2024-01-02T03:04:05.678Z',
        ts0: '2024-01-02T03:04:05',
        j: { a: [1, { b: null }] },
        js: [1, 2],
        arr: ['a', 'b c', '"q"', null],
        ia: [1, 2],
        na: [1.5],
        u: '7b0c1c1e-1111-4222-8333-444455556666',
        nul: null,
        p_arr: ['x', 'y,z', 'q"uote'],
        p_json: { k: ['v'] },
        p_bool: false,
        p_int: 42,
      });
    } finally {
      await lite.close();
      await stack.stop();
    }
  });

  it('rolls back a failed transaction and serialises PGlite transactions', async () => {
    const db = await createDb();
    try {
      await db.exec('create table t (v int)');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into t values (1)');
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await Promise.all(
        [1, 2, 3].map((i) =>
          db.transaction(async (tx) => {
            const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from t');
            await tx.query('insert into t values ($1)', [rows[0]!.n + i]);
          }),
        ),
      );
      const { rows } = await db.query<{ v: number }>('select v from t order by v');
      expect(rows.map((r) => r.v)).toEqual([1, 3, 5]);
    } finally {
      await db.close();
    }
  });

  async function migrationsFixture() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pe-migrations-'));
    dirs.push(dir);
    await writeFile(path.join(dir, '0002_second.sql'), 'insert into public.log values (2);');
    await writeFile(
      path.join(dir, '0001_first.sql'),
      'create table public.log (v int); insert into public.log values (1);',
    );
    await mkdir(path.join(dir, 'seed'));
    await writeFile(path.join(dir, 'seed', 'seed.sql'), 'insert into public.log values (100);');
    return dir;
  }

  it('applies migrations in file-name order and the seed once, also across a restart of persistent PGlite', async () => {
    const migrations = await migrationsFixture();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pe-pglite-'));
    dirs.push(dataDir);
    const open = () => createDb({ dataDir });
    const opts = {
      seed: true,
      migrationsDir: migrations,
      seedFile: path.join(migrations, 'seed', 'seed.sql'),
    };
    let db: Db = await open();
    const first = await prepareDatabase(db, opts);
    expect(first).toEqual({ applied: ['0001_first.sql', '0002_second.sql'], seeded: true });
    await db.close();
    db = await open();
    const second = await prepareDatabase(db, opts);
    expect(second).toEqual({ applied: [], seeded: false });
    const { rows } = await db.query<{ v: number }>('select v from public.log order by v');
    expect(rows.map((r) => r.v)).toEqual([1, 2, 100]);
    await db.close();
  }, 120_000);

  it('refuses to apply migrations on a database built by migrations that were squashed away', async () => {
    const migrations = await migrationsFixture();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pe-pglite-'));
    dirs.push(dataDir);
    let db: Db = await createDb({ dataDir });
    await prepareDatabase(db, { seed: false, migrationsDir: migrations });
    await db.close();
    await rm(path.join(migrations, '0001_first.sql'));
    await rm(path.join(migrations, '0002_second.sql'));
    await writeFile(path.join(migrations, '0000_baseline.sql'), 'create table public.log (v int);');
    db = await createDb({ dataDir });
    try {
      await expect(prepareDatabase(db, { seed: false, migrationsDir: migrations })).rejects.toThrow(
        /built by migrations that no longer exist \(0001_first\.sql, 0002_second\.sql\): .*remove the data folder/,
      );
    } finally {
      await db.close();
    }
  }, 120_000);

  it('names the failing migration', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pe-bad-'));
    dirs.push(dir);
    await writeFile(path.join(dir, '0001_bad.sql'), 'create tabel oops ();');
    const db = await createDb({ databaseUrl: undefined });
    try {
      await expect(prepareDatabase(db, { seed: false, migrationsDir: dir })).rejects.toThrow(
        /migration 0001_bad\.sql/,
      );
    } finally {
      await db.close();
    }
  });

  it('the test PostgreSQL server is reachable', async () => {
    expect(await testServerUrl()).toMatch(/^postgres(ql)?:\/\//);
  });
});
