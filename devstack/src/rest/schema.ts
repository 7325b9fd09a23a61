import type { Db } from '../context.js';

export interface Column {
  name: string;
  type: string;
}

export interface ForeignKey {
  name: string;
  /** The referencing table and its columns. */
  table: string;
  columns: string[];
  /** The referenced table and its columns. */
  refTable: string;
  refColumns: string[];
}

export interface Table {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface FnArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Fn {
  name: string;
  args: FnArg[];
  returnType: string;
  returnsSet: boolean;
  /** Returns rows of a table or composite type (rather than a scalar). */
  returnsComposite: boolean;
  returnsVoid: boolean;
  /** For composite results: the table it returns, when it is one (for embedding). */
  returnTable: string | null;
}

export interface SchemaCache {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, Fn[]>;
}

/** Reads tables, views, foreign keys and functions of schema public from pg_catalog. */
export async function loadSchema(db: Db): Promise<SchemaCache> {
  const cols = await db.query<{ table: string; kind: string; column: string | null; type: string | null }>(`
    select c.relname as table, c.relkind::text as kind, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
    order by c.relname, a.attnum`);
  const tables = new Map<string, Table>();
  for (const r of cols.rows) {
    let t = tables.get(r.table);
    if (!t) {
      t = {
        name: r.table,
        kind: r.kind === 'r' || r.kind === 'p' ? 'table' : 'view',
        columns: new Map(),
        primaryKey: [],
      };
      tables.set(r.table, t);
    }
    if (r.column) t.columns.set(r.column, { name: r.column, type: r.type ?? 'text' });
  }
  const cons = await db.query<{
    name: string;
    type: string;
    table: string;
    columns: string[];
    ref_table: string | null;
    ref_columns: string[] | null;
  }>(`
    select con.conname as name, con.contype::text as type, c.relname as table,
      array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
      rc.relname as ref_table,
      case when con.contype = 'f' then array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) end as ref_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class rc on rc.oid = con.confrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where n.nspname = 'public' and con.contype in ('p', 'f') and (con.contype = 'p' or rn.nspname = 'public')`);
  const foreignKeys: ForeignKey[] = [];
  for (const r of cons.rows) {
    if (r.type === 'p') {
      const t = tables.get(r.table);
      if (t) t.primaryKey = r.columns;
    } else if (r.ref_table && r.ref_columns) {
      foreignKeys.push({
        name: r.name,
        table: r.table,
        columns: r.columns,
        refTable: r.ref_table,
        refColumns: r.ref_columns,
      });
    }
  }
  const fns = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[] | null;
    arg_modes: string[] | null;
    n_defaults: number;
    return_type: string;
    returns_set: boolean;
    composite: boolean;
    return_table: string | null;
  }>(`
    select p.proname as name, p.proargnames::text[] as arg_names,
      array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as arg_types,
      p.proargmodes::text[] as arg_modes, p.pronargdefaults as n_defaults,
      format_type(p.prorettype, null) as return_type, p.proretset as returns_set,
      (rt.typtype = 'c' or p.prorettype = 'record'::regtype) as composite,
      (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
        where rc.oid = rt.typrelid and rn.nspname = 'public' and rc.relkind in ('r', 'v', 'm', 'p')) as return_table
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f'`);
  const functions = new Map<string, Fn[]>();
  for (const r of fns.rows) {
    const types = r.arg_types ?? [];
    const modes = r.arg_modes ?? types.map(() => 'i');
    const inputs: FnArg[] = [];
    types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        inputs.push({ name: r.arg_names?.[i] ?? '', type, hasDefault: false });
      }
    });
    for (let i = inputs.length - r.n_defaults; i < inputs.length; i++) {
      const arg = inputs[i];
      if (arg) arg.hasDefault = true;
    }
    const fn: Fn = {
      name: r.name,
      args: inputs,
      returnType: r.return_type,
      returnsSet: r.returns_set,
      returnsComposite: r.composite,
      returnsVoid: r.return_type === 'void',
      returnTable: r.return_table,
    };
    functions.set(r.name, [...(functions.get(r.name) ?? []), fn]);
  }
  return { tables, foreignKeys, functions };
}
