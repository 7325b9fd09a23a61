/**
 * Proves that supabase/schemas (the one current definition of every database object) and supabase/migrations
 * (what `supabase db push` applies) build the same database:
 *
 *   pnpm --filter @partyeasy/supabase check:schemas     # exit 1 and the differing objects when they differ
 *   … check:schemas --config other/config.toml --migrations other/migrations   # other schema files or migrations
 *
 * On a PostgreSQL server (DATABASE_URL's server, else TEST_PG_URL, else the devstack's throwaway test cluster)
 * it creates two fresh databases prepared like a Supabase project (the devstack's bootstrap.sql: roles, auth,
 * storage), applies every migration in file-name order to one and the schema files in the order of
 * config.toml's [db.migrations] schema_paths to the other, reads both catalogs (extensions, tables, views,
 * columns, constraints, indexes, policies, privileges, functions, triggers, types, comments; objects that
 * belong to an extension are left out) and prints every object that is missing on one side or defined
 * differently. Data (rows inserted by a migration) is not compared: declarative schemas hold no data.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEVSTACK_DIR } from '@partyeasy/devstack/db';
import { testServerUrl } from '@partyeasy/devstack/testing';
import pg from 'pg';

const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The schema files config.toml's [db.migrations] schema_paths lists, in that order, as absolute paths. */
export function schemaFiles(configFile = path.join(supabaseDir, 'config.toml')): string[] {
  const text = readFileSync(configFile, 'utf8');
  const section = /^\[db\.migrations\]\s*$([\s\S]*?)(?=^\[)/m.exec(text)?.[1] ?? '';
  const list = /^\s*schema_paths\s*=\s*\[([\s\S]*?)\]/m.exec(section.replace(/^\s*#.*$/gm, ''))?.[1];
  if (!list) throw new Error(`${configFile}: [db.migrations] has no schema_paths`);
  const dir = path.dirname(configFile);
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => path.resolve(dir, m[1]!));
}

/** Every .sql file of `dir` in file-name order (the order `supabase db push` applies migrations in). */
export function migrationFiles(dir = path.join(supabaseDir, 'migrations')): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** A new database on `server` with the devstack bootstrap and `files` applied one after another. */
async function databaseFrom(
  server: string,
  files: string[],
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pe_schemas_${randomBytes(6).toString('hex')}`;
  await withClient(server, (c) => c.query(`create database "${name}"`));
  const u = new URL(server);
  u.pathname = `/${name}`;
  const url = u.toString();
  const drop = async () => {
    await withClient(server, (c) => c.query(`drop database if exists "${name}" with (force)`));
  };
  try {
    await withClient(url, async (c) => {
      await c.query(readFileSync(path.join(DEVSTACK_DIR, 'sql/bootstrap.sql'), 'utf8'));
      for (const file of files) {
        try {
          await c.query(readFileSync(file, 'utf8'));
        } catch (err) {
          (err as Error).message = `${path.relative(supabaseDir, file)}: ${(err as Error).message}`;
          throw err;
        }
      }
    });
  } catch (err) {
    await drop();
    throw err;
  }
  return { url, drop };
}

/** Schemas whose objects are compared: everything but PostgreSQL's own and the devstack's bookkeeping. */
const IN_SCOPE = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'devstack_meta')
  and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;
/** Not created by an extension (those are compared as the extension itself). */
const notExtensionMember = (classTable: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${classTable}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

/** One line per catalog entry: [object, definition]. */
const CATALOG_QUERIES: string[] = [
  `select 'extension ' || e.extname, 'in schema ' || n.nspname
     from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname <> 'plpgsql'`,
  `select 'schema ' || n.nspname, coalesce(array_to_string(array(select unnest(n.nspacl)::text order by 1), ' '), '')
     from pg_namespace n where ${IN_SCOPE} and ${notExtensionMember('pg_namespace', 'n.oid')}`,
  // tables, views, sequences: kind, row level security, options, a view's query
  `select case c.relkind when 'r' then 'table ' when 'p' then 'table ' when 'v' then 'view ' when 'm' then 'materialized view '
            when 'S' then 'sequence ' when 'f' then 'foreign table ' end || c.oid::regclass::text,
          concat_ws(E'\\n',
            case when c.relrowsecurity then 'row level security' end,
            case when c.relforcerowsecurity then 'forced row level security' end,
            case when c.reloptions is not null then 'with (' || array_to_string(c.reloptions, ', ') || ')' end,
            case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${IN_SCOPE} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${notExtensionMember('pg_class', 'c.oid')}
      and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
                                             and d.objid = c.oid and d.deptype in ('i', 'a')))`,
  // columns: position among the live columns, type, null, default, identity, generation, collation
  `select 'column ' || c.oid::regclass::text || '.' || quote_ident(a.attname),
          concat_ws(' ', '#' || row_number() over (partition by c.oid order by a.attnum), format_type(a.atttypid, a.atttypmod),
            case when a.attnotnull then 'not null' end,
            case when a.attgenerated = 's' then 'generated always as (' || pg_get_expr(ad.adbin, ad.adrelid) || ') stored'
                 when ad.adbin is not null then 'default ' || pg_get_expr(ad.adbin, ad.adrelid) end,
            case a.attidentity when 'a' then 'generated always as identity' when 'd' then 'generated by default as identity' end,
            case when a.attcollation <> 0 and a.attcollation <> t.typcollation then 'collate ' || a.attcollation::regcollation::text end)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     join pg_type t on t.oid = a.atttypid
     left join pg_attrdef ad on ad.adrelid = c.oid and ad.adnum = a.attnum
    where ${IN_SCOPE} and c.relkind in ('r', 'p', 'v', 'm', 'f') and ${notExtensionMember('pg_class', 'c.oid')}`,
  `select 'constraint ' || quote_ident(co.conname) || ' on ' || co.conrelid::regclass::text, pg_get_constraintdef(co.oid)
     from pg_constraint co join pg_namespace n on n.oid = co.connamespace
    where ${IN_SCOPE} and co.conrelid <> 0 and ${notExtensionMember('pg_constraint', 'co.oid')}`,
  `select 'index ' || i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid)
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where ${IN_SCOPE} and ${notExtensionMember('pg_class', 'i.indrelid')}`,
  `select 'policy ' || quote_ident(p.polname) || ' on ' || p.polrelid::regclass::text,
          concat_ws(E'\\n',
            case when p.polpermissive then 'permissive' else 'restrictive' end || ' for '
              || case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update' when 'd' then 'delete' else 'all' end
              || ' to ' || coalesce((select string_agg(case when r = 0 then 'public' else r::regrole::text end, ', ' order by 1)
                                       from unnest(p.polroles) r), ''),
            'using (' || pg_get_expr(p.polqual, p.polrelid) || ')',
            'with check (' || pg_get_expr(p.polwithcheck, p.polrelid) || ')')
     from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
    where ${IN_SCOPE}`,
  // privileges of tables, views and sequences (the owner's default ones included), then of their columns
  `select 'privileges on ' || c.oid::regclass::text,
          array_to_string(array(select x::text from unnest(coalesce(c.relacl, acldefault(
            case when c.relkind = 'S' then 's' else 'r' end::"char", c.relowner))) x order by 1), E'\\n')
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${IN_SCOPE} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${notExtensionMember('pg_class', 'c.oid')}`,
  `select 'privileges on column ' || c.oid::regclass::text || '.' || quote_ident(a.attname),
          array_to_string(array(select x::text from unnest(a.attacl) x order by 1), E'\\n')
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attacl is not null
    where ${IN_SCOPE} and ${notExtensionMember('pg_class', 'c.oid')}`,
  `select 'function ' || p.oid::regprocedure::text, pg_get_functiondef(p.oid)
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${IN_SCOPE} and p.prokind in ('f', 'p') and ${notExtensionMember('pg_proc', 'p.oid')}`,
  `select 'privileges on function ' || p.oid::regprocedure::text,
          array_to_string(array(select x::text from unnest(coalesce(p.proacl, acldefault('f', p.proowner))) x order by 1), E'\\n')
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${IN_SCOPE} and ${notExtensionMember('pg_proc', 'p.oid')}`,
  `select 'trigger ' || quote_ident(t.tgname) || ' on ' || t.tgrelid::regclass::text,
          pg_get_triggerdef(t.oid) || case t.tgenabled when 'O' then '' else ' (enabled: ' || t.tgenabled::text || ')' end
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where ${IN_SCOPE} and not t.tgisinternal`,
  `select 'type ' || t.oid::regtype::text,
          case t.typtype
            when 'e' then 'enum (' || array_to_string(array(select quote_literal(e.enumlabel) from pg_enum e
                                                             where e.enumtypid = t.oid order by e.enumsortorder), ', ') || ')'
            when 'd' then 'domain ' || format_type(t.typbasetype, t.typtypmod)
                          || coalesce(' default ' || t.typdefault, '') || case when t.typnotnull then ' not null' else '' end
                          || coalesce(' ' || (select string_agg(pg_get_constraintdef(co.oid), ' ' order by co.conname)
                                               from pg_constraint co where co.contypid = t.oid), '')
            else 'composite (' || array_to_string(array(select quote_ident(a.attname) || ' ' || format_type(a.atttypid, a.atttypmod)
                                                          from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0
                                                            and not a.attisdropped order by a.attnum), ', ') || ')'
          end
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${IN_SCOPE} and ${notExtensionMember('pg_type', 't.oid')}
      and (t.typtype in ('e', 'd') or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))`,
  `select 'comment on ' || (pg_identify_object(d.classoid, d.objoid, d.objsubid)).type || ' '
            || (pg_identify_object(d.classoid, d.objoid, d.objsubid)).identity, d.description
     from pg_description d
    where coalesce((pg_identify_object(d.classoid, d.objoid, d.objsubid)).schema, '') not in
            ('pg_catalog', 'information_schema', 'pg_toast')
      and (pg_identify_object(d.classoid, d.objoid, d.objsubid)).type not in ('extension', 'language')
      and not exists (select 1 from pg_depend x where x.classid = d.classoid and x.objid = d.objoid and x.deptype = 'e')`,
  `select 'default privileges for ' || a.defaclrole::regrole::text || coalesce(' in schema ' || n.nspname, '') || ' on '
            || case a.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
                                    when 'T' then 'types' when 'n' then 'schemas' end,
          array_to_string(array(select x::text from unnest(a.defaclacl) x order by 1), E'\\n')
     from pg_default_acl a left join pg_namespace n on n.oid = a.defaclnamespace`,
];

type Catalog = Map<string, string>;

/** The catalog of the database at `url`: object → its definition. */
async function readCatalog(url: string): Promise<Catalog> {
  return withClient(url, async (c) => {
    const catalog: Catalog = new Map();
    // every name printed with its schema
    await c.query('set search_path = pg_catalog');
    for (const sql of CATALOG_QUERIES) {
      const { rows } = await c.query<{ object: string; definition: string | null }>({
        text: `select q.o as object, q.d as definition from (${sql}) as q(o, d)`,
      });
      for (const r of rows) catalog.set(r.object, r.definition ?? '');
    }
    return catalog;
  });
}

export interface Difference {
  object: string;
  /** The definition the migrations give, or null when only the schemas define the object. */
  migrations: string | null;
  /** The definition the schema files give, or null when only the migrations define the object. */
  schemas: string | null;
}

function compareCatalogs(migrations: Catalog, schemas: Catalog): Difference[] {
  const objects = [...new Set([...migrations.keys(), ...schemas.keys()])].sort();
  return objects
    .map((object) => ({
      object,
      migrations: migrations.get(object) ?? null,
      schemas: schemas.get(object) ?? null,
    }))
    .filter((d) => d.migrations !== d.schemas);
}

/** Lines of `a` and `b` as a line diff ('-' only in a, '+' only in b, ' ' both), by longest common subsequence. */
export function lineDiff(a: string, b: string): string[] {
  const x = a.split('\n');
  const y = b.split('\n');
  const lcs: number[][] = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      out.push(`  ${x[i++]}`);
      j++;
    } else if (i < x.length && (j === y.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!))
      out.push(`- ${x[i++]}`);
    else out.push(`+ ${y[j++]}`);
  }
  return out;
}

/** The differences as a reader wants them: what is missing where, and a line diff of what differs. */
export function formatDifferences(differences: Difference[]): string {
  const blocks = differences.map((d) => {
    if (d.schemas === null)
      return `✖ ${d.object}: made by the migrations, missing from supabase/schemas\n    ${d.migrations}`;
    if (d.migrations === null)
      return `✖ ${d.object}: in supabase/schemas, not made by the migrations\n    ${d.schemas}`;
    const diff = lineDiff(d.migrations, d.schemas);
    // only the changed lines and two lines of context around each
    const keep = diff.map((_, k) => diff.slice(Math.max(0, k - 2), k + 3).some((l) => !l.startsWith('  ')));
    const shown = diff.map((l, k) => (keep[k] ? `    ${l}` : null));
    const lines = shown.filter((l, k) => l !== null || shown[k - 1] !== null).map((l) => l ?? '    …');
    return `✖ ${d.object}: defined differently (- migrations, + schemas)\n${lines.join('\n')}`;
  });
  return blocks.join('\n\n');
}

export interface CheckOptions {
  server: string;
  migrations?: string[];
  schemas?: string[];
}

/** Builds both databases on `server`, compares them, drops them; the differences (empty when they match). */
export async function checkSchemas(options: CheckOptions): Promise<Difference[]> {
  const migrated = await databaseFrom(options.server, options.migrations ?? migrationFiles());
  try {
    const declared = await databaseFrom(options.server, options.schemas ?? schemaFiles());
    try {
      return compareCatalogs(await readCatalog(migrated.url), await readCatalog(declared.url));
    } finally {
      await declared.drop();
    }
  } finally {
    await migrated.drop();
  }
}

async function main() {
  // --config FILE / --migrations DIR: another config.toml's schema_paths or another migrations folder
  const { values } = parseArgs({ options: { config: { type: 'string' }, migrations: { type: 'string' } } });
  const given = process.env.DATABASE_URL;
  const server = given
    ? Object.assign(new URL(given), { pathname: '/postgres' }).toString()
    : await testServerUrl();
  const schemas = schemaFiles(values.config ? path.resolve(values.config) : undefined);
  const migrations = migrationFiles(values.migrations ? path.resolve(values.migrations) : undefined);
  const differences = await checkSchemas({ server, migrations, schemas });
  if (differences.length) {
    console.error(formatDifferences(differences));
    console.error(
      `\n${differences.length} object(s) differ between supabase/migrations (${migrations.length} files) and supabase/schemas (${schemas.length} files): change the schema file or write the migration (supabase/scripts/README.md)`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `supabase/migrations (${migrations.length} files) and supabase/schemas (${schemas.length} files) build the same database`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
