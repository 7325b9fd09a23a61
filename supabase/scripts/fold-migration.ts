/**
 * Folds a migration into supabase/schemas: each statement's object gets its new definition where the schema
 * files define it (or a place in the file its tables live in), so the schema files stay the one current
 * definition of every object.
 *
 *   pnpm --filter @partyeasy/supabase fold:migration migrations/20261128000100_x.sql [more.sql …]
 *   pnpm --filter @partyeasy/supabase check:schemas     # then prove that migrations and schemas match
 *
 * It edits the schema files in place (review the change with git diff) and prints what it did with each
 * statement, and what is left to do by hand:
 *   create [or replace] function/view, create index, create [or replace] trigger, create policy, comment on:
 *     replace the object's definition (keeping the schema's comment above it), or add it with the migration's
 *     comment (new objects go to the latest schema file whose tables or functions they name, a function that
 *     names none to 00_extensions_and_helpers.sql; a new function goes before the first statement of its file
 *     that calls it, and a SQL function or view moves below what it calls);
 *   drop function/view/index/trigger/policy: remove it (a drop followed by a create of the same object is a
 *     replacement in place);
 *   create table: added to the Tables of the latest file whose tables it references;
 *   alter table: `add column` goes into the create table (columns at the end), `add constraint` is kept as an
 *     alter statement after the table (the migration's NOT VALID included), `drop constraint` removes such a
 *     statement, `enable row level security` is kept once; any other action is reported for folding by hand;
 *   grant/revoke: added to the Privileges of the object's file unless there already;
 *   insert/update/delete/do blocks: data, left in the migration (declarative schemas hold no data).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaFiles } from './check-schemas.ts';

/** One SQL statement of a file: its text with the comment lines right above it, and where it is. */
export interface Statement {
  /** Start of the leading comment (or of the statement when it has none). */
  start: number;
  /** Start of the statement itself. */
  body: number;
  /** Just after the terminating semicolon. */
  end: number;
  comment: string;
  sql: string;
}

/** Splits SQL into statements (quotes, dollar quotes and comments respected). */
export function splitSql(text: string): Statement[] {
  const out: Statement[] = [];
  let i = 0;
  let start = 0;
  const n = text.length;
  const push = (endAt: number) => {
    const chunk = text.slice(start, endAt);
    // leading blank lines and comment lines form the comment; the statement starts at its first other line
    const lines = chunk.split('\n');
    let offset = start;
    let k = 0;
    let commentStart = -1;
    while (k < lines.length - 1 && /^\s*(--.*)?$/.test(lines[k]!)) {
      if (/^\s*$/.test(lines[k]!)) commentStart = -1;
      else if (commentStart < 0) commentStart = offset;
      offset += lines[k]!.length + 1;
      k++;
    }
    const sql = text.slice(offset, endAt).trim();
    if (sql) {
      const from = commentStart < 0 ? offset : commentStart;
      out.push({ start: from, body: offset, end: endAt, comment: text.slice(from, offset).trimEnd(), sql });
    }
    start = endAt;
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '-' && text[i + 1] === '-') {
      const e = text.indexOf('\n', i);
      i = e < 0 ? n : e + 1;
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 2;
    } else if (c === "'" || c === '"') {
      i++;
      while (i < n && !(text[i] === c && text[i + 1] !== c)) i += text[i] === c ? 2 : 1;
      i++;
    } else if (c === '$' && /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(text.slice(i, i + 64))) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i, i + 64))![0];
      i = text.indexOf(tag, i + tag.length) + tag.length;
    } else if (c === ';') {
      push(i + 1);
      i++;
    } else i++;
  }
  if (text.slice(start).trim()) push(n);
  return out;
}

const norm = (s: string) =>
  s
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
/** public.x, x and "X" name the same object: its lower-cased, unquoted, schema-qualified form. */
const qualified = (name: string) => {
  const n = name.replace(/"/g, '').toLowerCase();
  return n.includes('.') ? n : `public.${n}`;
};
const NAME = String.raw`((?:"[^"]+"|[\w]+)(?:\.(?:"[^"]+"|[\w]+))?)`;

const TYPE_ALIASES: Record<string, string> = {
  int: 'integer',
  int4: 'integer',
  int8: 'bigint',
  int2: 'smallint',
  bool: 'boolean',
  float8: 'double precision',
  float4: 'real',
  varchar: 'character varying',
  timestamptz: 'timestamp with time zone',
  timetz: 'time with time zone',
  'timestamp without time zone': 'timestamp',
  'time without time zone': 'time',
};
/** Words a type can start with that are not a parameter's name. */
const TYPE_STARTS = new Set([
  'double',
  'character',
  'timestamp',
  'time',
  'bit',
  'interval',
  'national',
  'setof',
]);

/** The argument types of `(…)` at the start of `rest` (a function's parameter list), comma-separated. */
export function argumentTypes(rest: string): string {
  if (!rest.startsWith('(')) return '';
  let depth = 0;
  let end = 0;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '(') depth++;
    else if (rest[i] === ')' && --depth === 0) {
      end = i;
      break;
    }
  }
  const inner = rest.slice(1, end);
  const args: string[] = [];
  depth = 0;
  let from = 0;
  for (let i = 0; i <= inner.length; i++) {
    const c = inner[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if ((c === ',' && depth === 0) || i === inner.length) {
      args.push(inner.slice(from, i));
      from = i + 1;
    }
  }
  return args
    .map((a) => a.replace(/\s(default\s|=).*$/, '').trim())
    .filter(Boolean)
    .filter((a) => !/^out\s/.test(a))
    .map((a) => {
      const tokens = a.replace(/^(in|inout|variadic)\s+/, '').split(/\s+/);
      if (tokens.length > 1 && !TYPE_STARTS.has(tokens[0]!.replace(/\[\]$/, ''))) tokens.shift();
      const type = tokens
        .join(' ')
        .replace(/^public\./, '')
        .replace(/"/g, '');
      return TYPE_ALIASES[type] ?? type;
    })
    .join(',');
}

type Kind =
  | 'function'
  | 'view'
  | 'table'
  | 'index'
  | 'trigger'
  | 'policy'
  | 'comment'
  | 'grant'
  | 'extension'
  | 'alter table'
  | 'alter policy'
  | 'data';

export interface Parsed {
  kind: Kind;
  action: 'create' | 'drop' | 'other';
  /** The object's identity (e.g. `function public.f`, `policy public.t "p"`), '' for data. */
  key: string;
  /** The table it belongs to (index, trigger, policy, alter), or the object a grant or comment is on. */
  on?: string;
}

/** What a statement creates, drops or changes. */
export function parse(sql: string): Parsed {
  const s = norm(sql);
  const fn = (name: string, rest: string) => `${qualified(name)}(${argumentTypes(rest)})`;
  const rules: [string, (m: RegExpExecArray, rest: string) => Parsed][] = [
    [
      `create (?:or replace )?function ${NAME}\\s*`,
      (m, r) => ({ kind: 'function', action: 'create', key: `function ${fn(m[1]!, r)}` }),
    ],
    [
      `drop function (?:if exists )?${NAME}\\s*`,
      (m, r) => ({ kind: 'function', action: 'drop', key: `function ${fn(m[1]!, r)}` }),
    ],
    [
      `create (?:or replace )?view ${NAME}`,
      (m) => ({ kind: 'view', action: 'create', key: `view ${qualified(m[1]!)}` }),
    ],
    [
      `drop view (?:if exists )?${NAME}`,
      (m) => ({ kind: 'view', action: 'drop', key: `view ${qualified(m[1]!)}` }),
    ],
    [
      `create table (?:if not exists )?${NAME}`,
      (m) => ({ kind: 'table', action: 'create', key: `table ${qualified(m[1]!)}` }),
    ],
    [
      `alter table (?:if exists )?(?:only )?${NAME}`,
      (m) => ({
        kind: 'alter table',
        action: 'other',
        key: `table ${qualified(m[1]!)}`,
        on: qualified(m[1]!),
      }),
    ],
    [
      `create (?:unique )?index (?:concurrently )?(?:if not exists )?${NAME} on (?:only )?${NAME}`,
      (m) => ({ kind: 'index', action: 'create', key: `index ${qualified(m[1]!)}`, on: qualified(m[2]!) }),
    ],
    [
      `drop index (?:concurrently )?(?:if exists )?${NAME}`,
      (m) => ({ kind: 'index', action: 'drop', key: `index ${qualified(m[1]!)}` }),
    ],
    [
      `create (?:or replace )?(?:constraint )?trigger ([\\w"]+) .*? on ${NAME}`,
      (m) => ({
        kind: 'trigger',
        action: 'create',
        key: `trigger ${qualified(m[2]!)} ${m[1]}`,
        on: qualified(m[2]!),
      }),
    ],
    [
      `drop trigger (?:if exists )?([\\w"]+) on ${NAME}`,
      (m) => ({
        kind: 'trigger',
        action: 'drop',
        key: `trigger ${qualified(m[2]!)} ${m[1]}`,
        on: qualified(m[2]!),
      }),
    ],
    [
      `create policy ("[^"]+"|\\w+) on ${NAME}`,
      (m) => ({
        kind: 'policy',
        action: 'create',
        key: `policy ${qualified(m[2]!)} ${m[1]}`,
        on: qualified(m[2]!),
      }),
    ],
    [
      `drop policy (?:if exists )?("[^"]+"|\\w+) on ${NAME}`,
      (m) => ({
        kind: 'policy',
        action: 'drop',
        key: `policy ${qualified(m[2]!)} ${m[1]}`,
        on: qualified(m[2]!),
      }),
    ],
    [
      `alter policy ("[^"]+"|\\w+) on ${NAME}`,
      (m) => ({
        kind: 'alter policy',
        action: 'other',
        key: `policy ${qualified(m[2]!)} ${m[1]}`,
        on: qualified(m[2]!),
      }),
    ],
    [
      'comment on (column|table|view|function|trigger|policy|index) (.+?) is ',
      (m) => {
        const target = m[2]!.replace(/\(.*$/, '');
        const on =
          m[1] === 'function'
            ? fn(target, m[2]!.slice(target.length))
            : m[1] === 'column'
              ? qualified(target.split('.').slice(0, -1).join('.'))
              : qualified(target.split(' on ').pop()!);
        return { kind: 'comment', action: 'create', key: `comment on ${m[1]} ${m[2]}`, on };
      },
    ],
    [
      `(?:grant|revoke) .*? on function ${NAME}\\s*`,
      (m, r) => ({ kind: 'grant', action: 'other', key: '', on: fn(m[1]!, r) }),
    ],
    [
      `(?:grant|revoke) .*? on (?:(?:table|sequence|all tables in schema) )?${NAME}`,
      (m) => ({ kind: 'grant', action: 'other', key: '', on: qualified(m[1]!) }),
    ],
    [
      `create extension (?:if not exists )?${NAME}`,
      (m) => ({ kind: 'extension', action: 'create', key: `extension ${m[1]}` }),
    ],
  ];
  for (const [pattern, build] of rules) {
    const m = new RegExp(`^${pattern}`).exec(s);
    if (m) return build(m, s.slice(m[0].length));
  }
  return { kind: 'data', action: 'other', key: '' };
}

/** The top-level comma-separated actions of `alter table x <actions>`. */
function alterActions(sql: string): { table: string; actions: string[] } {
  const m = new RegExp(String.raw`^\s*alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${NAME}\s+`, 'i').exec(
    sql,
  )!;
  const rest = sql.slice(m[0].length).replace(/;\s*$/, '');
  const actions: string[] = [];
  let depth = 0;
  let from = 0;
  let quote: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      actions.push(rest.slice(from, i).trim());
      from = i + 1;
    }
  }
  actions.push(rest.slice(from).trim());
  return { table: m[1]!, actions };
}

/** The create table statement without its table constraint `name` (and the comment lines above it), or null. */
function withoutTableConstraint(createTable: string, name: string): string | null {
  const m = new RegExp(String.raw`\n([ \t]*--[^\n]*\n)*[ \t]*constraint "?${name}"? `, 'i').exec(createTable);
  if (!m) return null;
  const clause = m.index + m[0].length;
  let depth = 0;
  let quote: string | null = null;
  for (let i = clause; i < createTable.length; i++) {
    const c = createTable[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (c === ',' && depth === 0) return createTable.slice(0, m.index) + createTable.slice(i + 1);
    else if (c === ')' && depth === 0) {
      // the last clause: drop the comma that ends the clause before it
      const comma = createTable.lastIndexOf(',', m.index);
      if (comma < 0) return null;
      return `${createTable.slice(0, comma)}\n${createTable.slice(i)}`;
    }
  }
  return null;
}

const SECTIONS = ['Tables', 'Views', 'Functions', 'Indexes', 'Triggers', 'Policies', 'Privileges'] as const;
type Section = (typeof SECTIONS)[number];
const sectionOf: Partial<Record<Kind, Section>> = {
  table: 'Tables',
  view: 'Views',
  function: 'Functions',
  index: 'Indexes',
  trigger: 'Triggers',
  policy: 'Policies',
  grant: 'Privileges',
};
const header = (s: Section) => `-- ${s} ${'-'.repeat(100 - s.length)}`;

/** The schema files in memory, edited statement by statement and written back at the end. */
class Schemas {
  readonly texts = new Map<string, string>();
  constructor(readonly files: string[]) {
    for (const f of files) this.texts.set(f, readFileSync(f, 'utf8'));
  }

  statements(): { file: string; st: Statement; parsed: Parsed }[] {
    return this.files.flatMap((file) =>
      splitSql(this.texts.get(file)!).map((st) => ({ file, st, parsed: parse(st.sql) })),
    );
  }

  find(key: string) {
    return this.statements().filter((x) => x.parsed.key === key);
  }

  /** The file that creates table or view `name` (schema-qualified). */
  fileOf(name: string): string | undefined {
    return this.statements().find((x) => x.parsed.key === `table ${name}` || x.parsed.key === `view ${name}`)
      ?.file;
  }

  /** The latest file (in schema_paths order) that defines a table, view or function the SQL names. */
  latestFileNamedIn(sql: string, self?: string): string | undefined {
    const defined = this.statements().filter(
      (x) =>
        (x.parsed.kind === 'table' || x.parsed.kind === 'view' || x.parsed.kind === 'function') &&
        x.parsed.key.replace(/\(.*$/, '') !== self,
    );
    const text = norm(sql);
    let best: string | undefined;
    for (const d of defined) {
      const name = d.parsed.key.replace(/^(table|view|function) /, '').replace(/\(.*$/, '');
      const bare = name.replace(/^public\./, '');
      if (
        new RegExp(
          String.raw`(^|[^\w.])(public\.)?"?${bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?([^\w]|$)`,
        ).test(text)
      ) {
        if (!best || this.files.indexOf(d.file) > this.files.indexOf(best)) best = d.file;
      }
    }
    return best;
  }

  replace(file: string, st: Statement, text: string, keepComment: boolean) {
    const t = this.texts.get(file)!;
    const from = keepComment ? st.body : st.start;
    this.texts.set(file, t.slice(0, from) + text + t.slice(st.end));
  }

  remove(file: string, st: Statement) {
    const t = this.texts.get(file)!;
    const end = t[st.end] === '\n' ? st.end + 1 : st.end;
    this.texts.set(file, t.slice(0, st.start) + t.slice(end));
  }

  insertAt(file: string, at: number, text: string) {
    const t = this.texts.get(file)!;
    this.texts.set(file, `${t.slice(0, at)}${text}${t.slice(at)}`);
  }

  /** Appends at the end of `section` of `file` (creating the section in its place when missing). */
  appendToSection(file: string, section: Section, text: string) {
    const t = this.texts.get(file)!;
    const heads = SECTIONS.map((s) => ({ s, at: t.indexOf(header(s)) })).filter((h) => h.at >= 0);
    const own = heads.find((h) => h.s === section);
    if (own) {
      const next = heads.filter((h) => h.at > own.at).sort((a, b) => a.at - b.at)[0];
      const at = next ? next.at : t.length;
      const before = t.slice(0, at).replace(/\s*$/, '');
      this.texts.set(file, `${before}\n\n${text.trim()}\n${next ? `\n${t.slice(at)}` : ''}`);
      return;
    }
    const later = heads
      .filter((h) => SECTIONS.indexOf(h.s) > SECTIONS.indexOf(section))
      .sort((a, b) => a.at - b.at)[0];
    const at = later ? later.at : t.length;
    const before = t.slice(0, at).replace(/\s*$/, '');
    this.texts.set(
      file,
      `${before}\n\n${header(section)}\n\n${text.trim()}\n${later ? `\n${t.slice(at)}` : ''}`,
    );
  }

  write() {
    for (const [f, t] of this.texts) if (readFileSync(f, 'utf8') !== t) writeFileSync(f, t);
  }
}

/** The statement with its comment, section rulers of the migration ("-- 2. Holds -----") left out. */
const withComment = (st: Statement) => {
  const comment = st.comment
    .split('\n')
    .filter((l) => !/-{6,}\s*$/.test(l))
    .join('\n');
  return comment ? `${comment}\n${st.sql}` : st.sql;
};

interface FoldReport {
  done: string[];
  byHand: string[];
  data: string[];
}

/** Folds the statements of `migration` (SQL text) into the schema files; `write` saves them. */
export function foldMigration(migration: string, files = schemaFiles(), write = true): FoldReport {
  const schemas = new Schemas(files);
  const rel = (f: string) => path.basename(f);
  const report: FoldReport = { done: [], byHand: [], data: [] };
  const statements = splitSql(migration);
  // A dropped object leaves this line where it stood, so a create of the same object later in the migration
  // takes its place; lines left at the end are removed.
  const marker = (key: string) => `-- fold: dropped ${key}\n`;
  const helpers = files.find((f) => path.basename(f).startsWith('00_')) ?? files[0]!;
  const home = (sql: string, fallback = files[files.length - 1]!) =>
    schemas.latestFileNamedIn(sql) ?? fallback;

  for (const st of statements) {
    const p = parse(st.sql);
    const short = st.sql.replace(/\s+/g, ' ').slice(0, 90);
    if (p.kind === 'data') {
      report.data.push(short);
      continue;
    }
    if (p.kind === 'alter policy') {
      const at = schemas.find(p.key)[0];
      report.byHand.push(
        `${short}: change the policy where it is defined (${at ? rel(at.file) : 'not found'})`,
      );
      continue;
    }
    if (p.kind === 'extension') {
      if (!schemas.find(p.key).length) {
        schemas.appendToSection(helpers, 'Tables', st.sql);
        report.done.push(`${p.key}: added to ${rel(helpers)}`);
      }
      continue;
    }
    if (p.kind === 'grant') {
      const file = schemas.fileOf(p.on!) ?? schemas.find(`function ${p.on}`)[0]?.file;
      if (!file) {
        report.byHand.push(`${short}: no schema file defines ${p.on}`);
        continue;
      }
      if (!schemas.statements().some((x) => x.file === file && norm(x.st.sql) === norm(st.sql))) {
        schemas.appendToSection(file, 'Privileges', withComment(st));
        report.done.push(`${short}: added to ${rel(file)}`);
      }
      continue;
    }
    if (p.kind === 'alter table') {
      const { table, actions } = alterActions(st.sql);
      const name = qualified(table);
      const create = schemas.find(`table ${name}`)[0];
      if (!create) {
        report.byHand.push(`${short}: no schema file creates table ${name}`);
        continue;
      }
      for (const action of actions) {
        const a = norm(action);
        const addColumn = /^add (?:column )?(?:if not exists )?([\w"]+) /.exec(a);
        const dropConstraint = /^drop constraint (?:if exists )?([\w"]+)/.exec(a);
        const addConstraint = /^add constraint ([\w"]+) /.exec(a);
        const tableStatements = () => schemas.statements().filter((x) => x.parsed.key === `table ${name}`);
        if (/^enable row level security$/.test(a)) {
          const has = tableStatements().some((x) => /enable row level security/i.test(x.st.sql));
          if (!has) {
            const c = schemas.find(`table ${name}`).find((x) => x.parsed.kind === 'table')!;
            schemas.insertAt(c.file, c.st.end, `\nalter table ${table} enable row level security;`);
            report.done.push(`${name}: row level security enabled in ${rel(c.file)}`);
          }
        } else if (addColumn && !/^add (constraint|primary|unique|check|foreign|exclude)/.test(a)) {
          const column = addColumn[1]!.replace(/"/g, '');
          const c = schemas.find(`table ${name}`).find((x) => x.parsed.kind === 'table')!;
          if (new RegExp(String.raw`\n\s+"?${column}"? `, 'i').test(c.st.sql)) {
            report.byHand.push(
              `${name}.${column}: already in the create table of ${rel(c.file)}; change it there`,
            );
            continue;
          }
          const def = action.replace(/^add\s+(column\s+)?(if\s+not\s+exists\s+)?/i, '');
          const close = c.st.sql.lastIndexOf('\n)');
          const lastLine = c.st.sql.slice(0, close).split('\n').pop()!;
          if (close < 0 || lastLine.includes('--')) {
            report.byHand.push(
              `${name}: add the column ${column} at the end of its create table in ${rel(c.file)}`,
            );
            continue;
          }
          schemas.insertAt(c.file, c.st.body + close, `,\n  ${def}`);
          report.done.push(
            `${name}.${column}: column added at the end of the create table in ${rel(c.file)}`,
          );
        } else if (dropConstraint) {
          const constraint = dropConstraint[1]!.replace(/"/g, '');
          const stmt = tableStatements().find(
            (x) =>
              x.parsed.kind === 'alter table' &&
              new RegExp(`add constraint "?${constraint}"? `, 'i').test(x.st.sql),
          );
          const c = schemas.find(`table ${name}`).find((x) => x.parsed.kind === 'table')!;
          if (stmt) {
            // the constraint comes back with the add constraint that follows in the migration, or is gone
            if (alterActions(stmt.st.sql).actions.length === 1) schemas.remove(stmt.file, stmt.st);
            else report.byHand.push(`${name}: remove constraint ${constraint} from ${rel(stmt.file)}`);
          } else if (new RegExp(`constraint "?${constraint}"? `, 'i').test(c.st.sql)) {
            const without = withoutTableConstraint(c.st.sql, constraint);
            if (without === null)
              report.byHand.push(
                `${name}: remove the constraint ${constraint} from the create table in ${rel(c.file)}`,
              );
            else {
              schemas.replace(c.file, c.st, without, true);
              report.done.push(
                `${name}: constraint ${constraint} removed from the create table in ${rel(c.file)}`,
              );
            }
          }
        } else if (addConstraint) {
          const constraint = addConstraint[1]!.replace(/"/g, '');
          const c = schemas.find(`table ${name}`).find((x) => x.parsed.kind === 'table')!;
          if (new RegExp(`constraint "?${constraint}"? `, 'i').test(c.st.sql)) {
            report.byHand.push(
              `${name}: change the constraint ${constraint} in the create table in ${rel(c.file)}`,
            );
            continue;
          }
          // after the table and the statements that follow it directly (row level security, comments, alters)
          const texts = schemas.texts.get(c.file)!;
          let at = c.st.end;
          for (const x of splitSql(texts)) {
            if (x.start < at) continue;
            if (texts.slice(at, x.start).includes('\n\n')) break;
            at = x.end;
          }
          schemas.insertAt(c.file, at, `\nalter table ${table} ${action};`);
          report.done.push(`${name}: constraint ${constraint} added after the table in ${rel(c.file)}`);
        } else {
          report.byHand.push(`alter table ${table} ${action}: fold into ${rel(create.file)} by hand`);
        }
      }
      continue;
    }
    // objects with an identity: function, view, table, index, trigger, policy, comment
    const existing = schemas.find(p.key).filter((x) => x.parsed.kind === p.kind);
    if (p.action === 'drop') {
      for (const x of existing.reverse()) {
        schemas.remove(x.file, x.st);
        schemas.insertAt(x.file, x.st.start, marker(p.key));
      }
      if (p.kind === 'function' || p.kind === 'view') {
        const target = p.key.replace(/^\w+ /, '');
        for (const x of schemas.statements().reverse()) {
          if ((x.parsed.kind === 'grant' || x.parsed.kind === 'comment') && x.parsed.on === target)
            schemas.remove(x.file, x.st);
        }
      }
      report.done.push(
        `${p.key}: ${existing.length ? `removed from ${rel(existing[0]!.file)}` : 'not in the schema files'}`,
      );
      continue;
    }
    if (existing.length) {
      const x = existing[0]!;
      // the schema's comment stays (a migration's comment often tells the change, not the object)
      schemas.replace(x.file, x.st, st.sql, true);
      report.done.push(
        `${p.key}: replaced in ${rel(x.file)}${st.comment ? ' (its comment kept: review it)' : ''}`,
      );
      continue;
    }
    const was = files.find((f) => schemas.texts.get(f)!.includes(marker(p.key)));
    if (was) {
      // a function as replacement: a SQL body's $$ must not be read as a replacement pattern
      schemas.texts.set(
        was,
        schemas.texts.get(was)!.replace(marker(p.key), () => `${withComment(st)}\n`),
      );
      report.done.push(`${p.key}: replaced in ${rel(was)}`);
      continue;
    }
    if (p.kind === 'comment') {
      const target = schemas
        .statements()
        .find((x) => x.parsed.kind !== 'comment' && x.parsed.key.replace(/^\w+ /, '') === p.on);
      if (!target) {
        report.byHand.push(`${short}: no schema file defines ${p.on}`);
        continue;
      }
      schemas.insertAt(target.file, target.st.end, `\n${st.sql}`);
      report.done.push(`${p.key}: added after ${p.on} in ${rel(target.file)}`);
      continue;
    }
    const file =
      p.on && (p.kind === 'index' || p.kind === 'trigger' || p.kind === 'policy')
        ? [schemas.fileOf(p.on), home(st.sql)]
            .filter(Boolean)
            .sort((a, b) => files.indexOf(a!) - files.indexOf(b!))
            .pop()!
        : p.kind === 'function'
          ? (schemas.latestFileNamedIn(st.sql, p.key.replace(/\(.*$/, '')) ?? helpers)
          : home(st.sql);
    if (p.kind === 'function') {
      // before the first statement of its file that calls it (a SQL function's body is checked when created)
      const bare = p.key
        .replace(/^function /, '')
        .replace(/\(.*$/, '')
        .replace(/^public\./, '');
      const calls = new RegExp(String.raw`(^|[^\w.])(public\.)?${bare}\s*\(`);
      const text = schemas.texts.get(file)!;
      const functionsAt = text.indexOf(header('Functions'));
      const caller = schemas
        .statements()
        .find(
          (x) =>
            x.file === file &&
            functionsAt >= 0 &&
            x.st.start > functionsAt &&
            !(x.parsed.kind === 'function' && x.parsed.key.startsWith(`function public.${bare}(`)) &&
            calls.test(norm(x.st.sql)),
        );
      if (caller) {
        schemas.insertAt(file, caller.st.start, `${withComment(st)}\n\n`);
        report.done.push(`${p.key}: added to ${rel(file)}, before its first caller`);
        continue;
      }
    }
    schemas.appendToSection(file, sectionOf[p.kind]!, withComment(st));
    report.done.push(`${p.key}: added to ${rel(file)}`);
  }
  for (const f of files) {
    schemas.texts.set(f, schemas.texts.get(f)!.replace(/-- fold: dropped [^\n]*\n(\n(?=\n))?/g, ''));
  }
  report.byHand.push(...orderCalls(schemas));
  if (write) schemas.write();
  return report;
}

/**
 * A SQL function's or view's body is checked when it is created, so what it calls must come first: a callee
 * defined later in the same file moves up to just before its first such caller; one in a later file is
 * reported.
 */
function orderCalls(schemas: Schemas): string[] {
  const problems: string[] = [];
  for (let round = 0; round < 200; round++) {
    const all = schemas.statements();
    const functions = all.filter((x) => x.parsed.kind === 'function' && x.parsed.action === 'create');
    let moved = false;
    for (const caller of all) {
      const checked =
        caller.parsed.kind === 'view' ||
        (caller.parsed.kind === 'function' &&
          /\blanguage\s+sql\b/i.test(caller.st.sql.split(/\bas\s+\$/i)[0]!));
      if (!checked) continue;
      const body = norm(caller.st.sql);
      for (const callee of functions) {
        if (callee === caller) continue;
        const bare = callee.parsed.key.replace(/^function public\./, '').replace(/\(.*$/, '');
        if (caller.parsed.key.startsWith(`function public.${bare}(`)) continue;
        if (!new RegExp(String.raw`(^|[^\w.])(public\.)?${bare}\s*\(`).test(body)) continue;
        const fi = schemas.files.indexOf(callee.file);
        const ci = schemas.files.indexOf(caller.file);
        if (fi > ci) {
          const problem = `${caller.parsed.key} (${path.basename(caller.file)}) calls ${callee.parsed.key}, defined later in ${path.basename(callee.file)}: move one of them`;
          if (!problems.includes(problem)) problems.push(problem);
        } else if (fi === ci && callee.st.start > caller.st.start) {
          const text = schemas.texts.get(callee.file)!;
          const piece = text.slice(callee.st.start, callee.st.end);
          schemas.remove(callee.file, callee.st);
          schemas.insertAt(caller.file, caller.st.start, `${piece}\n\n`);
          moved = true;
          break;
        }
      }
      if (moved) break;
    }
    if (!moved) return problems;
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (!args.length) throw new Error('usage: fold-migration.ts <migration.sql> [more.sql …]');
  let byHand = 0;
  for (const file of args) {
    const report = foldMigration(readFileSync(file, 'utf8'));
    console.log(`${file}:`);
    for (const d of report.done) console.log(`  ✔ ${d}`);
    for (const d of report.data) console.log(`  · data, stays in the migration: ${d}`);
    for (const d of report.byHand) console.log(`  ✖ by hand: ${d}`);
    byHand += report.byHand.length;
  }
  console.log(
    `\nReview the schema files (git diff supabase/schemas), ${byHand ? `fold the ${byHand} statement(s) marked ✖ by hand, ` : ''}then: pnpm --filter @partyeasy/supabase check:schemas`,
  );
}
