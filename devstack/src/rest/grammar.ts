/**
 * The PostgREST URL grammar that supabase-js produces: select lists with aliases, casts and embedded
 * resources; horizontal filters (also on embedded paths), or/and/not trees; order; limit/offset.
 */
import { parseError, unsupported } from './errors.js';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; select: SelectItem[] };

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'cond';
  column: string;
  op: Operator;
  negate: boolean;
  /** Raw value (for `in` the parsed list, for `is` the keyword). */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  items: (Condition | Logic)[];
}

export type FilterNode = Condition | Logic;

export interface OrderTerm {
  column: string;
  dir: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Splits on a separator at nesting depth 0, outside double quotes. */
export function splitTopLevel(input: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (ch === '\\' && quoted) {
      cur += ch + (input[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (!quoted && depth === 0 && ch === sep) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (depth !== 0 || quoted) throw parseError(`Unbalanced parentheses or quotes in "${input}"`);
  out.push(cur);
  return out;
}

const IDENT = /^[^\s.,:()!"]+$/;

function unquoteIdent(raw: string): string {
  const s = raw.trim();
  if (s.startsWith('"') && s.endsWith('"') && s.length >= 2) return s.slice(1, -1).replace(/""/g, '"');
  return s;
}

function checkIdent(name: string, what: string): string {
  if (!name || (!IDENT.test(name) && !/^[^"]+$/.test(name))) throw parseError(`Invalid ${what} "${name}"`);
  if (name.includes('->')) throw unsupported(`JSON path "${name}"`);
  return name;
}

const CAST = /^[a-z_][a-z0-9_ ]*(\[\])?$/i;

export function parseSelect(input: string): SelectItem[] {
  const text = input.trim() === '' ? '*' : input;
  return splitTopLevel(text).map((raw) => parseSelectItem(raw.trim()));
}

function parseSelectItem(raw: string): SelectItem {
  if (raw === '*') return { kind: 'star' };
  if (raw.startsWith('...')) throw unsupported(`spread embedding "${raw}"`);
  const paren = raw.indexOf('(');
  if (paren >= 0) {
    if (!raw.endsWith(')')) throw parseError(`Invalid select item "${raw}"`);
    let head = raw.slice(0, paren).trim();
    const inside = raw.slice(paren + 1, -1);
    let alias: string | undefined;
    const colon = head.indexOf(':');
    if (colon >= 0) {
      alias = unquoteIdent(head.slice(0, colon));
      head = head.slice(colon + 1).trim();
    }
    const [nameRaw, ...hints] = head.split('!');
    const name = checkIdent(unquoteIdent(nameRaw ?? ''), 'embedded resource');
    if (['count', 'sum', 'avg', 'min', 'max'].includes(name) && inside.trim() === '') {
      throw unsupported(`aggregate "${raw}"`);
    }
    let inner = false;
    let hint: string | undefined;
    for (const h of hints) {
      if (h === 'inner') inner = true;
      else if (h === 'left') inner = false;
      else if (hint === undefined) hint = h;
      else throw parseError(`Invalid embedding hints in "${raw}"`);
    }
    return { kind: 'embed', name, alias, hint, inner, select: parseSelect(inside) };
  }
  let body = raw;
  let cast: string | undefined;
  const castAt = body.indexOf('::');
  if (castAt >= 0) {
    cast = body.slice(castAt + 2).trim();
    body = body.slice(0, castAt);
    if (!CAST.test(cast)) throw parseError(`Invalid cast "${cast}"`);
  }
  let alias: string | undefined;
  const colon = body.indexOf(':');
  if (colon >= 0) {
    alias = unquoteIdent(body.slice(0, colon));
    body = body.slice(colon + 1);
  }
  if (/[.]/.test(body) && !body.trim().startsWith('"')) throw unsupported(`select item "${raw}"`);
  const name = checkIdent(unquoteIdent(body), 'column');
  return { kind: 'column', name, alias, cast };
}

function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError(`"in" needs a list in parentheses, got "${raw}"`);
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((v) => {
    const s = v.trim();
    if (s.startsWith('"') && s.endsWith('"') && s.length >= 2) return s.slice(1, -1).replace(/\\(.)/g, '$1');
    return s;
  });
}

/** `op.value` or `not.op.value` (the right-hand side of a filter). */
export function parseOperation(column: string, rhs: string): Condition {
  let rest = rhs;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opRaw = dot >= 0 ? rest.slice(0, dot) : rest;
  if (dot < 0) throw parseError(`Invalid filter "${column}=${rhs}": expected operator.value`);
  const value = rest.slice(dot + 1);
  if (/\(/.test(opRaw)) throw unsupported(`operator modifier "${opRaw}"`);
  if (!(OPERATORS as readonly string[]).includes(opRaw)) {
    if (['fts', 'plfts', 'phfts', 'wfts', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'isdistinct'].includes(opRaw)) {
      throw unsupported(`operator "${opRaw}"`);
    }
    throw parseError(`Unknown operator "${opRaw}" in filter "${column}=${rhs}"`);
  }
  const op = opRaw as Operator;
  if (op === 'in') return { kind: 'cond', column, op, negate, value: parseList(value) };
  if (op === 'is') {
    const kw = value.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(kw)) {
      throw parseError(`"is" accepts null, not_null, true, false or unknown, got "${value}"`);
    }
    return { kind: 'cond', column, op, negate, value: kw };
  }
  const v =
    value.startsWith('"') && value.endsWith('"') && value.length >= 2 && op !== 'cs' && op !== 'cd'
      ? value.slice(1, -1)
      : value;
  return { kind: 'cond', column, op, negate, value: v };
}

/** The inside of or=(...) / and=(...). */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string): Logic {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError(`"${op}" needs conditions in parentheses, got "${raw}"`);
  const items = splitTopLevel(raw.slice(1, -1)).map((part): FilterNode => {
    const s = part.trim();
    const m = s.match(/^(not\.)?(and|or)(\(.*\))$/s);
    if (m) return parseLogic(m[2] as 'and' | 'or', Boolean(m[1]), m[3]!);
    const dot = s.indexOf('.');
    if (dot < 0) throw parseError(`Invalid condition "${s}" in ${op}`);
    const column = checkIdent(unquoteIdent(s.slice(0, dot)), 'column');
    return parseOperation(column, s.slice(dot + 1));
  });
  return { kind: 'logic', op, negate, items };
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const t = term.trim();
    if (t.includes('(')) throw unsupported(`ordering by an embedded column "${t}"`);
    const parts = t.split('.');
    const column = checkIdent(unquoteIdent(parts.shift() ?? ''), 'order column');
    const out: OrderTerm = { column, dir: 'asc' };
    for (const p of parts) {
      if (p === 'asc' || p === 'desc') out.dir = p;
      else if (p === 'nullsfirst') out.nulls = 'first';
      else if (p === 'nullslast') out.nulls = 'last';
      else throw parseError(`Invalid order modifier "${p}" in "${t}"`);
    }
    return out;
  });
}

export function parseNonNegativeInt(raw: string, what: string): number {
  if (!/^\d+$/.test(raw)) throw parseError(`Invalid ${what} "${raw}"`);
  return Number(raw);
}
