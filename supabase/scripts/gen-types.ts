/**
 * Generates supabase/types/database.ts (the Supabase `Database` type: Tables Row/Insert/Update/Relationships,
 * Views, Functions Args/Returns, Enums, CompositeTypes) from the public schema of a migrated database.
 *
 *   pnpm --filter @partyeasy/supabase gen:types            # write the file
 *   pnpm --filter @partyeasy/supabase gen:types --check    # exit 1 when the committed file is stale (CI)
 *
 * Without DATABASE_URL it applies the devstack bootstrap and every migration to an in-memory PGlite;
 * with DATABASE_URL it introspects that database as it is (already migrated).
 * Differences from `supabase gen types`: columns of RETURNS TABLE functions are typed `T | null`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../devstack/src/context.js';
import { createDb, prepareDatabase } from '../../devstack/src/db/index.js';

const outFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../types/database.ts');

interface ColumnInfo {
  table: string;
  kind: string;
  name: string;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
  type: string;
  elem: string | null;
}

interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  ref_table: string;
  ref_columns: string[];
  one_to_one: boolean;
}

interface FunctionArg {
  name: string;
  mode: string;
  type: string;
  elem: string | null;
  typtype: string;
  relname: string | null;
  relschema: string | null;
}

interface FunctionInfo {
  name: string;
  retset: boolean;
  ret_type: string;
  ret_elem: string | null;
  ret_typtype: string;
  ret_rel: string | null;
  ret_rel_schema: string | null;
  ndefaults: number;
  args: FunctionArg[] | null;
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};
const STRINGS = new Set([
  'text',
  'varchar',
  'bpchar',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'name',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'tsrange',
  'tstzrange',
  'daterange',
  'int4range',
  'int8range',
  'numrange',
  'tsvector',
]);

function tsType(type: string, elem: string | null): string {
  if (elem) return `${tsType(elem, null)}[]`;
  if (type in SCALARS) return SCALARS[type] as string;
  if (STRINGS.has(type)) return 'string';
  return 'unknown';
}

const key = (name: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : JSON.stringify(name));

async function introspect(db: Db) {
  const columns = (
    await db.query<ColumnInfo>(`
      select c.relname as table, c.relkind::text as kind, a.attname as name, not a.attnotnull as nullable,
             a.atthasdef as has_default, a.attidentity::text as identity, a.attgenerated::text as generated,
             t.typname as type, case when t.typcategory = 'A' then et.typname end as elem
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_type t on t.oid = a.atttypid
        left join pg_type et on et.oid = t.typelem
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`)
  ).rows;
  const foreignKeys = (
    await db.query<ForeignKey>(`
      select con.conname as name, c.relname as table,
             to_json(array(select a.attname from unnest(con.conkey) with ordinality k(n, o)
                             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o)) as columns,
             fc.relname as ref_table,
             to_json(array(select a.attname from unnest(con.confkey) with ordinality k(n, o)
                             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o)) as ref_columns,
             exists (select 1 from pg_index i
                      where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                        and i.indkey::int2[] @> con.conkey and con.conkey @> i.indkey::int2[]) as one_to_one
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_class fc on fc.oid = con.confrelid
        join pg_namespace fn on fn.oid = fc.relnamespace
       where con.contype = 'f' and n.nspname = 'public' and fn.nspname = 'public'
       order by c.relname, con.conname`)
  ).rows;
  const functions = (
    await db.query<FunctionInfo>(`
      select p.proname as name, p.proretset as retset, rt.typname as ret_type,
             case when rt.typcategory = 'A' then ret.typname end as ret_elem, rt.typtype::text as ret_typtype,
             rc.relname as ret_rel, rn.nspname as ret_rel_schema, p.pronargdefaults::int as ndefaults,
             (select json_agg(json_build_object(
                       'name', coalesce(p.proargnames[a.o], ''), 'mode', coalesce(p.proargmodes[a.o]::text, 'i'),
                       'type', t.typname, 'elem', case when t.typcategory = 'A' then et.typname end,
                       'typtype', t.typtype::text, 'relname', tc.relname, 'relschema', tn.nspname) order by a.o)
                from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(oid, o)
                join pg_type t on t.oid = a.oid
                left join pg_type et on et.oid = t.typelem
                left join pg_class tc on tc.oid = t.typrelid
                left join pg_namespace tn on tn.oid = tc.relnamespace) as args
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        join pg_type rt on rt.oid = p.prorettype
        left join pg_type ret on ret.oid = rt.typelem
        left join pg_class rc on rc.oid = rt.typrelid
        left join pg_namespace rn on rn.oid = rc.relnamespace
       where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       order by p.proname, p.oid`)
  ).rows;
  return { columns, foreignKeys, functions };
}

function render({ columns, foreignKeys, functions }: Awaited<ReturnType<typeof introspect>>): string {
  const relations = new Map<string, ColumnInfo[]>();
  for (const c of columns) relations.set(c.table, [...(relations.get(c.table) ?? []), c]);
  const tables = [...relations].filter(([, cols]) => ['r', 'p'].includes(cols[0]?.kind ?? ''));
  const views = [...relations].filter(([, cols]) => ['v', 'm'].includes(cols[0]?.kind ?? ''));
  const sorted = <T extends [string, unknown]>(list: T[]) =>
    list.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  const out: string[] = [];
  const line = (indent: number, text: string) => out.push(`${'  '.repeat(indent)}${text}`);

  const relationships = (table: string, indent: number) => {
    const fks = foreignKeys.filter((f) => f.table === table);
    if (fks.length === 0) {
      line(indent, 'Relationships: []');
      return;
    }
    line(indent, 'Relationships: [');
    for (const fk of fks) {
      line(indent + 1, '{');
      line(indent + 2, `foreignKeyName: ${JSON.stringify(fk.name)}`);
      line(indent + 2, `columns: ${JSON.stringify(fk.columns)}`);
      line(indent + 2, `isOneToOne: ${fk.one_to_one}`);
      line(indent + 2, `referencedRelation: ${JSON.stringify(fk.ref_table)}`);
      line(indent + 2, `referencedColumns: ${JSON.stringify(fk.ref_columns)}`);
      line(indent + 1, '},');
    }
    line(indent, ']');
  };

  const relationType = (name: string) =>
    relations.get(name)?.[0]?.kind === 'v'
      ? `Database["public"]["Views"][${JSON.stringify(name)}]["Row"]`
      : `Database["public"]["Tables"][${JSON.stringify(name)}]["Row"]`;

  out.push('// Generated by supabase/scripts/gen-types.ts from the migrations. Do not edit by hand.');
  out.push(
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]',
    '',
    'export type Database = {',
  );
  line(1, 'public: {');
  line(2, 'Tables: {');
  for (const [name, cols] of sorted(tables)) {
    line(3, `${key(name)}: {`);
    line(4, 'Row: {');
    for (const c of cols) line(5, `${key(c.name)}: ${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`);
    line(4, '}');
    for (const mode of ['Insert', 'Update'] as const) {
      line(4, `${mode}: {`);
      for (const c of cols) {
        if (c.generated !== '' || c.identity === 'a') {
          line(5, `${key(c.name)}?: never`);
          continue;
        }
        const optional = mode === 'Update' || c.nullable || c.has_default || c.identity !== '';
        line(
          5,
          `${key(c.name)}${optional ? '?' : ''}: ${tsType(c.type, c.elem)}${c.nullable ? ' | null' : ''}`,
        );
      }
      line(4, '}');
    }
    relationships(name, 4);
    line(3, '}');
  }
  line(2, '}');
  line(2, 'Views: {');
  if (views.length === 0) line(3, '[_ in never]: never');
  for (const [name, cols] of sorted(views)) {
    line(3, `${key(name)}: {`);
    line(4, 'Row: {');
    for (const c of cols) line(5, `${key(c.name)}: ${tsType(c.type, c.elem)} | null`);
    line(4, '}');
    relationships(name, 4);
    line(3, '}');
  }
  line(2, '}');

  line(2, 'Functions: {');
  const byName = new Map<string, FunctionInfo[]>();
  for (const f of functions) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  if (byName.size === 0) line(3, '[_ in never]: never');
  for (const [name, overloads] of sorted([...byName])) {
    const variants = overloads.map((f) => {
      const args = f.args ?? [];
      const inputs = args.filter((a) => ['i', 'b', 'v'].includes(a.mode));
      const outputs = args.filter((a) => ['t', 'o', 'b'].includes(a.mode));
      const argType = (a: FunctionArg) =>
        a.typtype === 'c' && a.relschema === 'public' && a.relname && relations.has(a.relname)
          ? relationType(a.relname)
          : tsType(a.type, a.elem);
      const firstOptional = inputs.length - f.ndefaults;
      const argsText =
        inputs.length === 0 || inputs.some((a) => a.name === '')
          ? 'never'
          : `{ ${inputs.map((a, i) => `${key(a.name)}${i >= firstOptional ? '?' : ''}: ${argType(a)}`).join('; ')} }`;
      let returns: string;
      if (outputs.length > 0 && (f.ret_type === 'record' || f.ret_typtype !== 'c')) {
        // The catalog does not say which RETURNS TABLE columns can be null, so each may be.
        returns = `{ ${outputs.map((a) => `${key(a.name)}: ${tsType(a.type, a.elem)} | null`).join('; ')} }`;
      } else if (
        f.ret_typtype === 'c' &&
        f.ret_rel &&
        f.ret_rel_schema === 'public' &&
        relations.has(f.ret_rel)
      ) {
        returns = relationType(f.ret_rel);
      } else {
        returns = tsType(f.ret_type, f.ret_elem);
      }
      if (f.retset) returns = `${returns}[]`;
      return { argsText, returns };
    });
    if (variants.length === 1) {
      const v = variants[0] as { argsText: string; returns: string };
      line(3, `${key(name)}: { Args: ${v.argsText}; Returns: ${v.returns} }`);
    } else {
      line(3, `${key(name)}:`);
      for (const v of variants) line(4, `| { Args: ${v.argsText}; Returns: ${v.returns} }`);
    }
  }
  line(2, '}');
  line(2, 'Enums: {');
  line(3, '[_ in never]: never');
  line(2, '}');
  line(2, 'CompositeTypes: {');
  line(3, '[_ in never]: never');
  line(2, '}');
  line(1, '}');
  out.push('}', '');
  out.push(HELPERS);
  return `${out.join('\n')}\n`;
}

const HELPERS = `type DefaultSchema = Database["public"]

export type Tables<T extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])> =
  (DefaultSchema["Tables"] & DefaultSchema["Views"])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof DefaultSchema["Tables"]> =
  DefaultSchema["Tables"][T] extends { Insert: infer I } ? I : never

export type TablesUpdate<T extends keyof DefaultSchema["Tables"]> =
  DefaultSchema["Tables"][T] extends { Update: infer U } ? U : never

export type Enums<T extends keyof DefaultSchema["Enums"]> = DefaultSchema["Enums"][T]

export type CompositeTypes<T extends keyof DefaultSchema["CompositeTypes"]> = DefaultSchema["CompositeTypes"][T]

export type FunctionArgs<T extends keyof DefaultSchema["Functions"]> = DefaultSchema["Functions"][T]["Args"]

export type FunctionReturns<T extends keyof DefaultSchema["Functions"]> = DefaultSchema["Functions"][T]["Returns"]

export const Constants = {
  public: {
    Enums: {},
  },
} as const`;

/** The file's content for a migrated database. */
export async function generateTypes(db: Db): Promise<string> {
  return render(await introspect(db));
}

async function main() {
  const check = process.argv.includes('--check');
  const url = process.env.DATABASE_URL;
  const db = await createDb(url ? { databaseUrl: url } : {});
  try {
    if (!url) await prepareDatabase(db, { seed: false });
    const text = await generateTypes(db);
    if (check) {
      const current = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
      if (current !== text) {
        console.error(
          `${path.relative(process.cwd(), outFile)} is stale: run pnpm --filter @partyeasy/supabase gen:types`,
        );
        process.exitCode = 1;
      } else {
        console.log('database types are current');
      }
    } else {
      writeFileSync(outFile, text);
      console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
    }
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
