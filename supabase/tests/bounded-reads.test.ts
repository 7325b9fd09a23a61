/**
 * Every read the apps make of a table is bounded: the API returns at most [api] max_rows rows
 * (supabase/config.toml), so a read that could grow past it would silently stop there. A `.from('…')`
 * query that selects must end in .range(), .limit(), .single(), .maybeSingle() or be a count (head: true);
 * lists that grow are paged and filtered in SQL (booking_search, admin_vendor_search, browse_vendors) and
 * their totals are aggregates (booking_summary).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP_SOURCES = [
  'shell/src',
  'host-app/src',
  'vendor-app/src',
  'admin-app/src',
  'shared-domain/src',
  'shared-ui/src',
];
const SKIP = /(\.test\.tsx?|\.stories\.tsx?|\/test\/|\/test-utils\.tsx?)$|\/test\//;
const BOUNDED = /\.(range|limit|single|maybeSingle)\(|head:\s*true/;
const WRITE = /\.(insert|update|upsert|delete)\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !SKIP.test(full) ? [full] : [];
  });
}

/** Each table query: from `.from('name')` to the end of its statement. */
export function tableReads(source: string): { table: string; chain: string; bounded: boolean }[] {
  const reads = [];
  for (const match of source.matchAll(/(?<!storage)\.from\(\s*['"`]([^'"`]+)['"`]\s*\)/g)) {
    const rest = source.slice(match.index);
    const end = rest.search(/;\s*(\n|$)/);
    const chain = end === -1 ? rest : rest.slice(0, end);
    if (WRITE.test(chain) || !chain.includes('.select(')) continue;
    reads.push({ table: match[1]!, chain, bounded: BOUNDED.test(chain) });
  }
  return reads;
}

describe('bounded reads', () => {
  it('finds unbounded reads (the rule itself)', () => {
    const reads = tableReads(`
      const a = await db().from('bookings').select('*').eq('vendor_id', id).order('created_at');
      const b = await db().from('bookings').select('*').order('created_at').range(0, 19);
      const c = await db().from('vendors').select('id').eq('id', id).single();
      const d = await db().from('bookings').select('*', { count: 'exact', head: true });
      const e = await db().from('bookings').delete().eq('id', id).select('id');
      const f = client.storage.from('vendor-photos').getPublicUrl(path);
    `);
    expect(reads.map((r) => [r.table, r.bounded])).toEqual([
      ['bookings', false],
      ['bookings', true],
      ['vendors', true],
      ['bookings', true],
    ]);
  });

  it('every table read in the apps is paged, limited, single or a count', () => {
    const unbounded = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repo, dir))).flatMap((file) =>
      tableReads(readFileSync(file, 'utf8'))
        .filter((r) => !r.bounded)
        .map((r) => `${path.relative(repo, file)}: .from('${r.table}')`),
    );
    expect(unbounded).toEqual([]);
  });
});
