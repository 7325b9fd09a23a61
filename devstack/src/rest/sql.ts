/** Turns parsed PostgREST requests into one parameterised SQL statement each. Values are never spliced. */
import { toPgText } from '../db/values.js';
import { parseError, RestError, unsupported } from './errors.js';
import type { Condition, FilterNode, OrderTerm, SelectItem } from './grammar.js';
import type { ForeignKey, SchemaCache, Table } from './schema.js';

export const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;
export const qt = (table: string) => `"public".${q(table)}`;

export class Params {
  readonly values: (string | null)[] = [];
  add(value: unknown): string {
    this.values.push(toPgText(value));
    return `$${this.values.length}`;
  }
}

/** Filters, order and paging per embedding path ('' is the root, 'vendors' or 'a.b' embedded). */
export interface Modifiers {
  filters: Map<string, FilterNode[]>;
  orders: Map<string, OrderTerm[]>;
  limits: Map<string, { limit?: number; offset?: number }>;
}

export const emptyModifiers = (): Modifiers => ({ filters: new Map(), orders: new Map(), limits: new Map() });

interface Relationship {
  fk: ForeignKey;
  target: Table;
  /** true when the parent holds the foreign key (many-to-one / one-to-one). */
  toOne: boolean;
}

export class SqlBuilder {
  private aliasCounter = 0;
  readonly params = new Params();

  constructor(
    private readonly schema: SchemaCache,
    private readonly mods: Modifiers,
  ) {}

  nextAlias() {
    this.aliasCounter++;
    return `t${this.aliasCounter}`;
  }

  condition(c: Condition, alias: string): string {
    const col = `${alias}.${q(c.column)}`;
    let sql: string;
    const simple: Record<string, string> = {
      eq: '=',
      neq: '<>',
      gt: '>',
      gte: '>=',
      lt: '<',
      lte: '<=',
      match: '~',
      imatch: '~*',
      cs: '@>',
      cd: '<@',
      ov: '&&',
    };
    switch (c.op) {
      case 'like':
      case 'ilike':
        sql = `${col} ${c.op} ${this.params.add(String(c.value).replace(/\*/g, '%'))}`;
        break;
      case 'in':
        sql = `${col} = any(${this.params.add(c.value as string[])})`;
        break;
      case 'is': {
        const kw = c.value as string;
        sql = kw === 'not_null' ? `${col} is not null` : `${col} is ${kw}`;
        break;
      }
      default:
        sql = `${col} ${simple[c.op]} ${this.params.add(c.value)}`;
    }
    return c.negate ? `not (${sql})` : sql;
  }

  filterNode(node: FilterNode, alias: string): string {
    if (node.kind === 'cond') return this.condition(node, alias);
    if (node.items.length === 0) return node.negate ? 'false' : 'true';
    const inner = node.items.map((n) => `(${this.filterNode(n, alias)})`).join(` ${node.op} `);
    return node.negate ? `not (${inner})` : `(${inner})`;
  }

  orderBy(terms: OrderTerm[] | undefined, alias: string): string {
    if (!terms?.length) return '';
    const parts = terms.map((t) => {
      let s = `${alias}.${q(t.column)} ${t.dir}`;
      if (t.nulls) s += ` nulls ${t.nulls}`;
      return s;
    });
    return ` order by ${parts.join(', ')}`;
  }

  paging(path: string): string {
    const l = this.mods.limits.get(path);
    let s = '';
    if (l?.limit !== undefined) s += ` limit ${this.params.add(l.limit)}::bigint`;
    if (l?.offset !== undefined) s += ` offset ${this.params.add(l.offset)}::bigint`;
    return s;
  }

  relationship(parent: Table, item: Extract<SelectItem, { kind: 'embed' }>): Relationship {
    const fks = this.schema.foreignKeys;
    const target = this.schema.tables.get(item.name);
    let candidates: Relationship[] = [];
    if (target) {
      for (const fk of fks) {
        if (fk.table === parent.name && fk.refTable === target.name)
          candidates.push({ fk, target, toOne: true });
        if (fk.refTable === parent.name && fk.table === target.name && fk.table !== fk.refTable) {
          candidates.push({ fk, target, toOne: false });
        }
      }
    } else {
      // embedding by foreign key column or constraint name: vendor_id(name) or vendors_fkey(name)
      for (const fk of fks) {
        if (fk.table !== parent.name) continue;
        if (fk.name === item.name || (fk.columns.length === 1 && fk.columns[0] === item.name)) {
          const t = this.schema.tables.get(fk.refTable);
          if (t) candidates.push({ fk, target: t, toOne: true });
        }
      }
    }
    if (item.hint) {
      const h = item.hint;
      candidates = candidates.filter(
        (r) =>
          r.fk.name === h ||
          (r.fk.columns.length === 1 && (r.fk.columns[0] === h || r.fk.refColumns[0] === h)),
      );
    }
    if (candidates.length === 0) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parent.name}' and '${item.name}' in the schema cache`,
        `Searched for a foreign key relationship between '${parent.name}' and '${item.name}'${item.hint ? ` using the hint '${item.hint}'` : ''} in the schema 'public', but no matches were found.`,
      );
    }
    if (candidates.length > 1) {
      throw new RestError(
        300,
        'PGRST201',
        `Could not embed because more than one relationship was found for '${parent.name}' and '${item.name}'`,
        candidates.map((c) => c.fk.name).join(', '),
        `Try changing '${item.name}' to one of: ${candidates.map((c) => `'${item.name}!${c.fk.name}'`).join(', ')}`,
      );
    }
    return candidates[0]!;
  }

  private joinCondition(rel: Relationship, parentAlias: string, childAlias: string): string {
    const { fk } = rel;
    return fk.columns
      .map((col, i) => {
        const ref = fk.refColumns[i]!;
        return rel.toOne
          ? `${childAlias}.${q(ref)} = ${parentAlias}.${q(col)}`
          : `${childAlias}.${q(col)} = ${parentAlias}.${q(ref)}`;
      })
      .join(' and ');
  }

  /** WHERE conditions for a source at path: its filters plus `exists` for each !inner embed. */
  whereFor(table: Table | null, alias: string, path: string, select: SelectItem[]): string[] {
    const out = (this.mods.filters.get(path) ?? []).map((f) => this.filterNode(f, alias));
    for (const item of select) {
      if (item.kind !== 'embed' || !item.inner) continue;
      if (!table) throw unsupported('embedding on a result that is not a table');
      const rel = this.relationship(table, item);
      const child = this.nextAlias();
      const childPath = path ? `${path}.${item.alias ?? item.name}` : (item.alias ?? item.name);
      const conds = [
        this.joinCondition(rel, alias, child),
        ...this.whereFor(rel.target, child, childPath, item.select),
      ];
      out.push(`exists (select 1 from ${qt(rel.target.name)} ${child} where ${conds.join(' and ')})`);
    }
    return out;
  }

  /** The select list of a source at path. */
  selectList(table: Table | null, alias: string, path: string, select: SelectItem[]): string {
    const parts: string[] = [];
    for (const item of select) {
      if (item.kind === 'star') parts.push(`${alias}.*`);
      else if (item.kind === 'column') {
        const expr = `${alias}.${q(item.name)}${item.cast ? `::${item.cast}` : ''}`;
        parts.push(`${expr} as ${q(item.alias ?? item.name)}`);
      } else {
        if (!table) throw unsupported('embedding on a result that is not a table');
        const key = item.alias ?? item.name;
        const childPath = path ? `${path}.${key}` : key;
        const rel = this.relationship(table, item);
        const child = this.nextAlias();
        const where = [
          this.joinCondition(rel, alias, child),
          ...this.whereFor(rel.target, child, childPath, item.select),
        ];
        const inner = `select ${this.selectList(rel.target, child, childPath, item.select)} from ${qt(rel.target.name)} ${child} where ${where.join(' and ')}`;
        if (rel.toOne) {
          if (this.mods.orders.has(childPath) || this.mods.limits.has(childPath)) {
            throw unsupported(`order or limit on the to-one embedded resource '${key}'`);
          }
          parts.push(`(select row_to_json(_e) from (${inner} limit 1) _e) as ${q(key)}`);
        } else {
          const paged = `${inner}${this.orderBy(this.mods.orders.get(childPath), child)}${this.paging(childPath)}`;
          parts.push(`coalesce((select json_agg(_e) from (${paged}) _e), '[]'::json) as ${q(key)}`);
        }
      }
    }
    if (parts.length === 0) throw parseError('Empty select list');
    return parts.join(', ');
  }

  /** Checks that every embedded path used by a filter/order/limit names an embed in the select. */
  checkPaths(select: SelectItem[]) {
    const known = new Set<string>(['']);
    const walk = (items: SelectItem[], prefix: string) => {
      for (const it of items) {
        if (it.kind !== 'embed') continue;
        const p = prefix ? `${prefix}.${it.alias ?? it.name}` : (it.alias ?? it.name);
        known.add(p);
        walk(it.select, p);
      }
    };
    walk(select, '');
    for (const m of [this.mods.filters, this.mods.orders, this.mods.limits]) {
      for (const path of m.keys()) {
        if (!known.has(path)) {
          throw new RestError(
            400,
            'PGRST108',
            `'${path}' is not an embedded resource in this request`,
            null,
            `Verify that '${path}' is included in the 'select' query parameter.`,
          );
        }
      }
    }
  }
}
