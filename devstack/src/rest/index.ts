import { Hono } from 'hono';
import type { Db, DevstackContext, Tx } from '../context.js';
import { MAX_JSON_DEPTH, tooDeep } from '../json-depth.js';
import { AuthError, keyFromQuery, type RequestRole, resolveRole, runAsRole } from '../request-role.js';
import { fromPgError, parseError, RestError, unsupported } from './errors.js';
import {
  type FilterNode,
  parseLogic,
  parseNonNegativeInt,
  parseOperation,
  parseOrder,
  parseSelect,
  type SelectItem,
} from './grammar.js';
import { type Fn, loadSchema, type SchemaCache, type Table } from './schema.js';
import { emptyModifiers, type Modifiers, q, qt, SqlBuilder } from './sql.js';

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** Parsed Prefer header (supabase-js may send several, comma-separated or repeated). */
interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
}

function parsePrefer(header: string | null): Prefer {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const [k, v] = part.trim().split('=');
    if (k && v) out[k.trim()] = v.trim();
  }
  return out as Prefer;
}

function pathOf(key: string): { path: string; last: string } {
  const parts = key.split('.');
  const last = parts.pop()!;
  return { path: parts.join('.'), last };
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T) {
  map.set(key, [...(map.get(key) ?? []), value]);
}

/** Reads filters, order and paging from the query string (skipping names consumed elsewhere). */
function readModifiers(params: URLSearchParams, skip: Set<string> = new Set()): Modifiers {
  const mods = emptyModifiers();
  for (const [key, value] of params) {
    if (RESERVED.has(key) || skip.has(key)) continue;
    const { path, last } = pathOf(key);
    if (last === 'order') mods.orders.set(path, parseOrder(value));
    else if (last === 'limit' || last === 'offset') {
      const entry = mods.limits.get(path) ?? {};
      entry[last] = parseNonNegativeInt(value, last);
      mods.limits.set(path, entry);
    } else if (last === 'or' || last === 'and') {
      const negated = path === 'not' || path.endsWith('.not');
      const realPath = negated ? path.replace(/\.?not$/, '') : path;
      pushTo(mods.filters, realPath, parseLogic(last, negated, value));
    } else if (key === 'not.or' || key === 'not.and') {
      pushTo(mods.filters, '', parseLogic(last as 'and' | 'or', true, value));
    } else {
      pushTo<FilterNode>(mods.filters, path, parseOperation(last, value));
    }
  }
  for (const k of ['order', 'limit', 'offset']) {
    const v = params.get(k);
    if (v === null) continue;
    if (k === 'order') mods.orders.set('', parseOrder(v));
    else {
      const entry = mods.limits.get('') ?? {};
      entry[k as 'limit' | 'offset'] = parseNonNegativeInt(v, k);
      mods.limits.set('', entry);
    }
  }
  return mods;
}

/**
 * The Range header (`Range: 0-24`, unit items, with or without `Range-Unit: items`) as limit/offset; the
 * limit and offset query parameters win over it, as in PostgREST.
 */
function applyRangeHeader(mods: Modifiers, range: string | null) {
  if (!range) return;
  const m = range.match(/^(?:items=)?(\d+)-(\d*)$/);
  if (!m)
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `Invalid Range header "${range}"`,
    );
  const from = Number(m[1]);
  if (m[2] !== '' && Number(m[2]) < from) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  const entry = mods.limits.get('') ?? {};
  entry.offset ??= from;
  if (m[2] !== '') entry.limit ??= Number(m[2]) - from + 1;
  mods.limits.set('', entry);
}

/**
 * PostgREST's db-max-rows ([api] max_rows): the top-level limit of every read, table, view or function
 * returning a set, is at most maxRows, whether the request asked for no limit or for more. Embedded
 * resources and writes are not capped.
 */
function capRows(mods: Modifiers, maxRows: number | null) {
  if (maxRows === null) return;
  const entry = mods.limits.get('') ?? {};
  entry.limit = Math.min(entry.limit ?? maxRows, maxRows);
  mods.limits.set('', entry);
}

type Accept = 'array' | 'object';

function readAccept(header: string | null): Accept {
  const h = (header ?? '').toLowerCase();
  if (h.includes('nulls=stripped')) throw unsupported('Accept nulls=stripped');
  if (h.startsWith('application/vnd.pgrst.object')) return 'object';
  if (
    h === '' ||
    h.includes('application/json') ||
    h.includes('application/vnd.pgrst.array') ||
    h.includes('*/*')
  ) {
    return 'array';
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n === 0 ? `*/${t}` : `${offset}-${offset + n - 1}/${t}`;
}

function singleRow(rows: unknown[]): unknown {
  if (rows.length !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows.length} rows`,
    );
  }
  return rows[0];
}

export class RestService {
  private schema: SchemaCache | null = null;

  constructor(private readonly ctx: DevstackContext) {}

  private get db(): Db {
    return this.ctx.db;
  }

  /** Forget the cached catalog (after DDL). */
  reloadSchema() {
    this.schema = null;
  }

  private async getSchema(): Promise<SchemaCache> {
    this.schema ??= await loadSchema(this.db);
    return this.schema;
  }

  private async table(name: string): Promise<{ schema: SchemaCache; table: Table }> {
    let schema = await this.getSchema();
    let table = schema.tables.get(name);
    if (!table) {
      this.schema = null;
      schema = await this.getSchema();
      table = schema.tables.get(name);
    }
    if (!table) {
      throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    }
    return { schema, table };
  }

  async handle(req: Request, who: RequestRole): Promise<Response> {
    const url = new URL(req.url);
    const rest = url.pathname.replace(/^.*?\/rest\/v1\/?/, '');
    const profile = req.headers.get('accept-profile') ?? req.headers.get('content-profile');
    if (profile && profile !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
    if (rest === '') throw unsupported('the OpenAPI description at /rest/v1/');
    const segments = rest.split('/').map(decodeURIComponent);
    if (segments[0] === 'rpc' && segments.length === 2) return this.rpc(req, url, segments[1]!, who);
    if (segments.length !== 1) throw parseError(`Invalid path ${url.pathname}`);
    const name = segments[0]!;
    const method = req.method.toUpperCase();
    if (method === 'GET' || method === 'HEAD') return this.read(req, url, name, who);
    if (method === 'POST') return this.insert(req, url, name, who);
    if (method === 'PATCH') return this.update(req, url, name, who);
    if (method === 'DELETE') return this.remove(req, url, name, who);
    throw unsupported(`method ${method} on a table`);
  }

  private async read(req: Request, url: URL, name: string, who: RequestRole): Promise<Response> {
    const { schema, table } = await this.table(name);
    const select = parseSelect(url.searchParams.get('select') ?? '*');
    const mods = readModifiers(url.searchParams);
    applyRangeHeader(mods, req.headers.get('range'));
    capRows(mods, this.ctx.config.maxRows);
    const accept = readAccept(req.headers.get('accept'));
    const prefer = parsePrefer(req.headers.get('prefer'));
    const b = new SqlBuilder(schema, mods);
    b.checkPaths(select);
    const where = b.whereFor(table, 't0', '', select);
    const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
    const list = b.selectList(table, 't0', '', select);
    const inner = `select ${list} from ${qt(table.name)} t0${whereSql}${b.orderBy(mods.orders.get(''), 't0')}${b.paging('')}`;
    const countSql = prefer.count ? `(select count(*) from ${qt(table.name)} t0${whereSql})` : 'null::bigint';
    const sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, ${countSql} as total from (${inner}) _r`;
    const result = await this.run(who, req, b.params.values, sql);
    return this.respondRows(req, result, accept, mods);
  }

  /**
   * Status and Content-Range as PostgREST sets them: with a known total (Prefer: count=…) a response
   * with fewer rows than the total is 206 Partial Content and an offset past the total is 416; without
   * one it is 200 and the total is `*`.
   */
  private respondRows(
    req: Request,
    result: { body: string; total: number | null },
    accept: Accept,
    mods: Modifiers,
  ) {
    const rows = JSON.parse(result.body) as unknown[];
    const offset = mods.limits.get('')?.offset ?? 0;
    const total = result.total === null ? null : Number(result.total);
    if (total !== null && offset > total) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      );
    }
    const headers = { 'content-range': contentRange(offset, rows.length, total) };
    const payload = accept === 'object' ? singleRow(rows) : rows;
    const partial = total !== null && rows.length < total;
    const status = partial ? 206 : 200;
    if (req.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
    return json(status, payload, headers);
  }

  private async run(
    who: RequestRole,
    req: Request,
    params: unknown[],
    sql: string,
    check?: (row: { body: string; total: number | null }) => void,
  ): Promise<{ body: string; total: number | null }> {
    const prefer = parsePrefer(req.headers.get('prefer'));
    // PostgREST runs GET and HEAD (tables and rpc) in a read-only transaction: a function that writes fails
    // with 25006, answered 405, instead of writing through a link or a prefetch.
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    const run = async (tx: Tx) => {
      if (readOnly) await tx.query('set transaction read only');
      const r = await tx.query<{ body: string; total: number | null }>(sql, params);
      const row = r.rows[0] ?? { body: '[]', total: null };
      check?.(row);
      return row;
    };
    if (prefer.tx === 'rollback') {
      let out: { body: string; total: number | null } | undefined;
      const marker = new Error('rollback');
      try {
        await runAsRole(this.db, who, async (tx) => {
          out = await run(tx);
          throw marker;
        });
      } catch (err) {
        if (err !== marker) throw err;
      }
      return out!;
    }
    return runAsRole(this.db, who, run, { method: req.method, path: new URL(req.url).pathname });
  }

  private async readBody(req: Request): Promise<unknown> {
    const type = req.headers.get('content-type') ?? 'application/json';
    if (!type.includes('json')) throw unsupported(`request body of type ${type}`);
    const text = await req.text();
    if (tooDeep(text)) {
      throw new RestError(400, 'PGRST102', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    }
    try {
      return text === '' ? {} : JSON.parse(text);
    } catch {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
  }

  /** Columns written: ?columns or the body's keys (which must then match across rows). */
  private writeColumns(url: URL, rows: Record<string, unknown>[], table: Table): string[] {
    const param = url.searchParams.get('columns');
    let columns: string[];
    if (param !== null) {
      columns = param.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    } else {
      const first = Object.keys(rows[0] ?? {});
      for (const r of rows) {
        const keys = Object.keys(r);
        if (keys.length !== first.length || keys.some((k) => !first.includes(k))) {
          throw new RestError(400, 'PGRST102', 'All object keys must match');
        }
      }
      columns = first;
    }
    for (const c of columns) {
      if (!table.columns.has(c)) {
        throw new RestError(
          400,
          'PGRST204',
          `Could not find the '${c}' column of '${table.name}' in the schema cache`,
        );
      }
    }
    return columns;
  }

  private mutationSql(
    b: SqlBuilder,
    table: Table,
    mutation: string,
    select: SelectItem[],
    representation: boolean,
    returning = '*',
  ): string {
    if (!representation) {
      return `with pgrst_mut as (${mutation} returning 1) select '[]' as body, (select count(*) from pgrst_mut) as total`;
    }
    const list = b.selectList(table, 't0', '', select);
    // Like PostgREST, a select of plain columns returns only those columns, so a role granted only some
    // columns of the table (vendors, reviews) can insert or update with return=representation.
    if (select.length > 0 && select.every((item) => item.kind === 'column')) {
      const prefix = returning === 't0.*' ? 't0.' : '';
      const names = [...new Set(select.map((item) => (item.kind === 'column' ? item.name : '')))];
      returning = names.map((name) => `${prefix}${q(name)}`).join(', ');
    }
    return `with pgrst_mut as (${mutation} returning ${returning})
      select coalesce((select json_agg(_r) from (select ${list} from pgrst_mut t0) _r), '[]'::json)::text as body,
             (select count(*) from pgrst_mut) as total`;
  }

  private async respondWrite(
    req: Request,
    who: RequestRole,
    b: SqlBuilder,
    sql: string,
    representation: boolean,
    created: boolean,
  ): Promise<Response> {
    const accept = readAccept(req.headers.get('accept'));
    const prefer = parsePrefer(req.headers.get('prefer'));
    const result = await this.run(who, req, b.params.values, sql, (row) => {
      // a single-object request that touches zero or several rows is rolled back, as PostgREST does
      if (accept === 'object' && Number(row.total) !== 1) singleRow(new Array(Number(row.total)).fill(null));
    });
    const n = Number(result.total ?? 0);
    const headers: Record<string, string> = {};
    if (prefer.count) headers['content-range'] = n === 0 ? '*/0' : `0-${n - 1}/${n}`;
    else headers['content-range'] = n === 0 ? '*/*' : `0-${n - 1}/*`;
    if (!representation) return new Response(null, { status: created ? 201 : 204, headers });
    const rows = JSON.parse(result.body) as unknown[];
    return json(created ? 201 : 200, accept === 'object' ? rows[0] : rows, headers);
  }

  private async insert(req: Request, url: URL, name: string, who: RequestRole): Promise<Response> {
    const { schema, table } = await this.table(name);
    const body = await this.readBody(req);
    const prefer = parsePrefer(req.headers.get('prefer'));
    const rows = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
    if (rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) {
      throw new RestError(400, 'PGRST102', 'Body must be a JSON object or an array of objects');
    }
    const mods = readModifiers(url.searchParams);
    if (mods.filters.size || mods.orders.size || mods.limits.size)
      throw unsupported('filters, order or limit on insert');
    const select = parseSelect(url.searchParams.get('select') ?? '*');
    const b = new SqlBuilder(schema, mods);
    b.checkPaths(select);
    const columns = this.writeColumns(url, rows, table);
    const cols = columns.map(q).join(', ');
    let mutation: string;
    if (rows.length === 0) {
      mutation = `insert into ${qt(table.name)} select * from ${qt(table.name)} where false`;
    } else if (columns.length === 0) {
      if (rows.length > 1) throw unsupported('inserting several rows without columns');
      mutation = `insert into ${qt(table.name)} default values`;
    } else if (prefer.missing === 'default') {
      // a key missing from a row takes the column default (supabase-js insert(..., { defaultToNull: false }))
      const tuples = rows.map((row) => {
        const p = b.params.add(JSON.stringify(row));
        const cells = columns.map((c) =>
          c in row
            ? `(select ${q(c)} from json_populate_record(null::${qt(table.name)}, ${p}::json))`
            : 'default',
        );
        return `(${cells.join(', ')})`;
      });
      mutation = `insert into ${qt(table.name)} (${cols}) values ${tuples.join(', ')}`;
    } else {
      const payload = b.params.add(JSON.stringify(rows));
      mutation = `insert into ${qt(table.name)} (${cols}) select ${cols} from json_populate_recordset(null::${qt(table.name)}, ${payload}::json) _`;
    }
    if (prefer.resolution) {
      const onConflict = url.searchParams.get('on_conflict');
      const target = onConflict
        ? onConflict.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
        : table.primaryKey;
      if (target.length === 0) throw parseError(`Table '${table.name}' has no primary key; pass on_conflict`);
      if (prefer.resolution === 'ignore-duplicates' || columns.length === 0) {
        mutation += ` on conflict (${target.map(q).join(', ')}) do nothing`;
      } else {
        const sets = columns.map((c) => `${q(c)} = excluded.${q(c)}`).join(', ');
        mutation += ` on conflict (${target.map(q).join(', ')}) do update set ${sets}`;
      }
    } else if (url.searchParams.has('on_conflict')) {
      throw parseError(
        'on_conflict needs Prefer: resolution=merge-duplicates or resolution=ignore-duplicates',
      );
    }
    const representation = prefer.return === 'representation';
    return this.respondWrite(
      req,
      who,
      b,
      this.mutationSql(b, table, mutation, select, representation),
      representation,
      true,
    );
  }

  private requireFilters(mods: Modifiers, verb: string) {
    if (mods.orders.size || mods.limits.size) throw unsupported(`order or limit on ${verb}`);
    for (const path of mods.filters.keys()) {
      if (path !== '') throw unsupported(`filters on embedded resources in ${verb}`);
    }
    if (!mods.filters.size) {
      throw new RestError(400, '21000', `${verb.toUpperCase()} requires a WHERE clause`);
    }
  }

  private async update(req: Request, url: URL, name: string, who: RequestRole): Promise<Response> {
    const { schema, table } = await this.table(name);
    const body = await this.readBody(req);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new RestError(400, 'PGRST102', 'Update body must be a JSON object');
    }
    const prefer = parsePrefer(req.headers.get('prefer'));
    const mods = readModifiers(url.searchParams);
    this.requireFilters(mods, 'update');
    const select = parseSelect(url.searchParams.get('select') ?? '*');
    const b = new SqlBuilder(schema, mods);
    b.checkPaths(select);
    const columns = this.writeColumns(url, [body as Record<string, unknown>], table);
    const representation = prefer.return === 'representation';
    if (columns.length === 0) {
      // PostgREST answers an empty update with no rows touched
      const sql = `select '[]' as body, 0 as total`;
      return this.respondWrite(req, who, b, sql, representation, false);
    }
    const payload = b.params.add(JSON.stringify(body));
    const where = b.whereFor(table, 't0', '', []).join(' and ');
    const sets = columns.map((c) => `${q(c)} = _b.${q(c)}`).join(', ');
    const mutation = `update ${qt(table.name)} as t0 set ${sets} from json_populate_record(null::${qt(table.name)}, ${payload}::json) _b where ${where}`;
    const sql = this.mutationSql(b, table, mutation, select, representation, 't0.*');
    return this.respondWrite(req, who, b, sql, representation, false);
  }

  private async remove(req: Request, url: URL, name: string, who: RequestRole): Promise<Response> {
    const { schema, table } = await this.table(name);
    const prefer = parsePrefer(req.headers.get('prefer'));
    const mods = readModifiers(url.searchParams);
    this.requireFilters(mods, 'delete');
    const select = parseSelect(url.searchParams.get('select') ?? '*');
    const b = new SqlBuilder(schema, mods);
    b.checkPaths(select);
    const where = b.whereFor(table, 't0', '', []).join(' and ');
    const mutation = `delete from ${qt(table.name)} as t0 where ${where}`;
    const representation = prefer.return === 'representation';
    return this.respondWrite(
      req,
      who,
      b,
      this.mutationSql(b, table, mutation, select, representation),
      representation,
      false,
    );
  }

  private async findFunction(name: string, argNames: string[]): Promise<{ schema: SchemaCache; fn: Fn }> {
    let schema = await this.getSchema();
    if (!schema.functions.has(name)) {
      this.schema = null;
      schema = await this.getSchema();
    }
    const candidates = (schema.functions.get(name) ?? []).filter((f) => {
      const names = f.args.map((a) => a.name);
      return (
        argNames.every((a) => names.includes(a)) &&
        f.args.every((a) => a.hasDefault || argNames.includes(a.name))
      );
    });
    if (candidates.length !== 1) {
      throw new RestError(
        candidates.length === 0 ? 404 : 300,
        candidates.length === 0 ? 'PGRST202' : 'PGRST203',
        candidates.length === 0
          ? `Could not find the function public.${name}(${argNames.join(', ')}) in the schema cache`
          : `Could not choose the best candidate function between several overloads of public.${name}`,
      );
    }
    return { schema, fn: candidates[0]! };
  }

  private async rpc(req: Request, url: URL, name: string, who: RequestRole): Promise<Response> {
    const method = req.method.toUpperCase();
    let args: Record<string, unknown>;
    const consumed = new Set<string>();
    if (method === 'POST') {
      const body = await this.readBody(req);
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw unsupported('rpc with a body that is not a JSON object');
      }
      args = body as Record<string, unknown>;
    } else if (method === 'GET' || method === 'HEAD') {
      const all = (await this.getSchema()).functions.get(name) ?? [];
      const argNames = new Set(all.flatMap((f) => f.args.map((a) => a.name)));
      args = {};
      for (const [k, v] of url.searchParams) {
        if (argNames.has(k) && !RESERVED.has(k)) {
          args[k] = v;
          consumed.add(k);
        }
      }
    } else {
      throw unsupported(`method ${method} on rpc`);
    }
    const { schema, fn } = await this.findFunction(name, Object.keys(args));
    const prefer = parsePrefer(req.headers.get('prefer'));
    const accept = readAccept(req.headers.get('accept'));
    const mods = readModifiers(url.searchParams, consumed);
    applyRangeHeader(mods, req.headers.get('range'));
    if (fn.returnsSet) capRows(mods, this.ctx.config.maxRows);
    const b = new SqlBuilder(schema, mods);
    const provided = fn.args.filter((a) => a.name in args);
    let from: string;
    let call: string;
    if (method === 'POST') {
      const payload = b.params.add(JSON.stringify(args));
      const defs = provided.map((a) => `${q(a.name)} ${a.type}`).join(', ');
      call = `${qt(fn.name)}(${provided.map((a) => `${q(a.name)} := _a.${q(a.name)}`).join(', ')})`;
      from = provided.length ? `json_to_record(${payload}::json) as _a(${defs}) cross join lateral ` : '';
      if (!provided.length) b.params.values.pop();
    } else {
      call = `${qt(fn.name)}(${provided.map((a) => `${q(a.name)} := ${b.params.add(args[a.name])}::${a.type}`).join(', ')})`;
      from = '';
    }
    let sql: string;
    if (fn.returnsComposite) {
      const select = parseSelect(url.searchParams.get('select') ?? '*');
      b.checkPaths(select);
      const table = fn.returnTable ? (schema.tables.get(fn.returnTable) ?? null) : null;
      const where = b.whereFor(table, 't0', '', select);
      const whereSql = where.length ? ` where ${where.join(' and ')}` : '';
      const source = `${from}${call} t0`;
      const inner = `select ${b.selectList(table, 't0', '', select)} from ${source}${whereSql}${b.orderBy(mods.orders.get(''), 't0')}${b.paging('')}`;
      const countSql = prefer.count ? `(select count(*) from ${source}${whereSql})` : 'null::bigint';
      sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, ${countSql} as total from (${inner}) _r`;
      const result = await this.run(who, req, b.params.values, sql);
      if (!fn.returnsSet) {
        const rows = JSON.parse(result.body) as unknown[];
        if (method === 'HEAD') return new Response(null, { status: 200 });
        return json(200, rows[0] ?? null);
      }
      return this.respondRows(req, result, accept, mods);
    }
    if (mods.filters.size || mods.orders.size || url.searchParams.has('select')) {
      throw unsupported('filters, order or select on a function that returns scalars');
    }
    if (fn.returnsVoid) {
      sql = `select '' as body, null::bigint as total from ${from}${call} t0(v)`;
      await this.run(who, req, b.params.values, sql);
      return new Response(null, { status: 204 });
    }
    if (fn.returnsSet) {
      sql = `select coalesce(json_agg(_s.v), '[]'::json)::text as body, null::bigint as total from (select t0.v from ${from}${call} t0(v)${b.paging('')}) _s`;
      const result = await this.run(who, req, b.params.values, sql);
      return this.respondRows(req, result, accept, mods);
    }
    sql = `select to_json(t0.v)::text as body, null::bigint as total from ${from}${call} t0(v)`;
    const result = await this.run(who, req, b.params.values, sql);
    if (method === 'HEAD') return new Response(null, { status: 200 });
    return new Response(result.body ?? 'null', {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
}

/** Builds the /rest/v1 app. */
export function createRestApp(ctx: DevstackContext): { app: Hono; service: RestService } {
  const service = new RestService(ctx);
  const app = new Hono();
  app.all('*', async (c) => {
    let who: RequestRole | null = null;
    try {
      const request = keyFromQuery(c.req.raw);
      who = await resolveRole(request.headers, ctx.config);
      return await service.handle(request, who);
    } catch (err) {
      if (err instanceof AuthError) {
        return json(401, { code: err.code, message: err.message, details: null, hint: null });
      }
      const e = fromPgError(err, who?.role ?? 'anon');
      if (e.status >= 500 && !ctx.config.quiet) console.error('[rest]', err);
      return json(e.status, e.toJSON());
    }
  });
  return { app, service };
}
