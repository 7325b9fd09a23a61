/**
 * The row cap of supabase/config.toml ([api] max_rows), applied like PostgREST's db-max-rows: every read
 * of a table, view or set-returning function returns at most max_rows rows, whatever limit or Range it
 * asks for; Content-Range and 200/206/416 follow PostgREST
 * (https://docs.postgrest.org/en/latest/references/api/pagination_count.html).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../src/config.js';
import { readSupabaseLimits } from '../src/supabase-config.js';
import type { TestStack } from '../src/testing.js';
import { clientFor, DATABASES, FIXTURES, startFixtureStack } from './helpers.js';

const MAX_ROWS = 5;

describe('supabase/config.toml', () => {
  it('gives the devstack the deployed cap, [api] max_rows = 1000', async () => {
    expect(readSupabaseLimits().maxRows).toBe(1000);
    expect((await buildConfig()).maxRows).toBe(1000);
  });

  it('reads another file, no cap without max_rows, and names a bad value', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'max-rows-'));
    const file = (body: string) => {
      const f = path.join(dir, `${Math.random()}.toml`);
      writeFileSync(f, body);
      return f;
    };
    expect(readSupabaseLimits(file('project_id = "x"\n[api]\nmax_rows = 25\n')).maxRows).toBe(25);
    expect(readSupabaseLimits(file('project_id = "x"\n[api]\nport = 1\n')).maxRows).toBeNull();
    expect(() => readSupabaseLimits(file('[api]\nmax_rows = "many"\n'))).toThrow(
      /\[api\] max_rows must be a positive integer, got "many"/,
    );
    expect(() => readSupabaseLimits(file('[api\n'))).toThrow();
  });
});

describe.each(DATABASES)('max_rows on %s', (database) => {
  let stack: TestStack;
  let anon: SupabaseClient;
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/rest/v1/${query}`, { headers: { apikey: stack.anonKey, ...headers } });
  const ids = async (res: Response) => ((await res.json()) as { id: number }[]).map((r) => r.id);

  beforeAll(async () => {
    stack = await startFixtureStack(database, {
      migrationsDir: path.join(FIXTURES, 'max-rows'),
      config: { maxRows: MAX_ROWS },
    });
    anon = clientFor(stack);
  });
  afterAll(() => stack?.stop());

  it('a read without a limit gets the first max_rows rows, 200 and 0-4/*', async () => {
    const res = await get('items?select=id&order=id');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-4/*');
    expect(await ids(res)).toEqual([1, 2, 3, 4, 5]);
  });

  it('count=exact: 206 with the real total; a larger limit or Range is cut to max_rows', async () => {
    const counted = await get('items?select=id&order=id', { Prefer: 'count=exact' });
    expect(counted.status).toBe(206);
    expect(counted.headers.get('content-range')).toBe('0-4/12');
    const limited = await get('items?select=id&order=id&limit=100&offset=4', { Prefer: 'count=exact' });
    expect(limited.headers.get('content-range')).toBe('4-8/12');
    expect(await ids(limited)).toEqual([5, 6, 7, 8, 9]);
    const ranged = await get('items?select=id&order=id', {
      'Range-Unit': 'items',
      Range: '9-',
      Prefer: 'count=exact',
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('9-11/12');
    expect(await ids(ranged)).toEqual([10, 11, 12]);
  });

  it('a smaller limit stands; a page that holds every row is 200', async () => {
    const small = await anon.from('items').select('id', { count: 'exact' }).order('id').range(10, 11);
    expect(small.data).toEqual([{ id: 11 }, { id: 12 }]);
    expect(small.count).toBe(12);
    const res = await get('even_items?select=id&order=id&id=lte.8', { Prefer: 'count=exact' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-3/4');
  });

  it('views and set-returning functions are capped too; a scalar function is not a set', async () => {
    expect((await anon.from('even_items').select('id').order('id')).data).toHaveLength(5);
    const fromRpc = await anon.rpc('items_from', { p_first: 2 }, { count: 'exact' });
    expect(fromRpc.data?.map((r: { id: number }) => r.id)).toEqual([2, 3, 4, 5, 6]);
    expect(fromRpc.count).toBe(11);
    expect((await anon.rpc('item_ids')).data).toEqual([1, 2, 3, 4, 5]);
    expect((await anon.rpc('item_count')).data).toBe(12);
  });

  it('416 for an offset past the total and for a reversed Range, with PostgREST messages', async () => {
    const past = await get('items?select=id&offset=13', { Prefer: 'count=exact' });
    expect(past.status).toBe(416);
    expect(await past.json()).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 13 was requested, but there are only 12 rows.',
    });
    const end = await get('items?select=id&offset=12', { Prefer: 'count=exact' });
    expect(end.status).toBe(206);
    expect(end.headers.get('content-range')).toBe('*/12');
    const reversed = await get('items?select=id', { Range: '5-2' });
    expect(reversed.status).toBe(416);
    expect((await reversed.json()).details).toMatch(/lower boundary must be lower than or equal/);
  });

  it('paging with range() reaches the last row', async () => {
    const seen: number[] = [];
    for (let from = 0; ; from += MAX_ROWS) {
      const page = await anon
        .from('items')
        .select('id')
        .order('id')
        .range(from, from + MAX_ROWS - 1);
      seen.push(...(page.data ?? []).map((r) => r.id));
      if ((page.data ?? []).length < MAX_ROWS) break;
    }
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
