type Row = Record<string, unknown>;

export interface FakeBackendOptions {
  /** 'table.operation' (select, insert, delete) → error message that call answers with. */
  fail?: Record<string, string>;
  /** Writes wait for this before answering, so a test can look at the page in between. */
  gate?: Promise<unknown>;
}

/**
 * An in-memory stand-in for the backend client's query builder with the calls this page makes:
 * select with eq/gte/lte filters, insert (one or many rows, returned with ids) and delete by eq.
 */
export function fakeBackend(tables: Record<string, Row[]>, options: FakeBackendOptions = {}) {
  let nextId = 0;
  const calls: { table: string; operation: string; rows?: Row[] }[] = [];
  const from = (table: string) => {
    const filters: ((row: Row) => boolean)[] = [];
    let operation: 'select' | 'insert' | 'delete' = 'select';
    let inserted: Row[] = [];
    let single = false;
    let maybe = false;
    const rows = () => (tables[table] ??= []);
    const run = async () => {
      if (operation !== 'select') await options.gate;
      calls.push({ table, operation, rows: operation === 'insert' ? inserted : undefined });
      const failure = options.fail?.[`${table}.${operation}`];
      if (failure) return { data: null, error: { message: failure } };
      if (operation === 'insert') {
        const saved = inserted.map((row) => ({ id: `${table}-${++nextId}`, is_available: true, ...row }));
        rows().push(...saved);
        return { data: single ? saved[0] : saved, error: null };
      }
      const matching = rows().filter((row) => filters.every((f) => f(row)));
      if (operation === 'delete') {
        tables[table] = rows().filter((row) => !matching.includes(row));
        return { data: null, error: null };
      }
      if (single) {
        if (matching[0]) return { data: matching[0], error: null };
        return maybe
          ? { data: null, error: null }
          : { data: null, error: { code: 'PGRST116', message: 'no rows' } };
      }
      return { data: matching, error: null };
    };
    const builder = {
      select: () => builder,
      insert: (values: Row | Row[]) => {
        operation = 'insert';
        inserted = Array.isArray(values) ? values : [values];
        return builder;
      },
      delete: () => {
        operation = 'delete';
        return builder;
      },
      eq: (column: string, value: unknown) => {
        filters.push((row) => row[column] === value);
        return builder;
      },
      gte: (column: string, value: string) => {
        filters.push((row) => String(row[column]) >= value);
        return builder;
      },
      lte: (column: string, value: string) => {
        filters.push((row) => String(row[column]) <= value);
        return builder;
      },
      order: () => builder,
      limit: () => builder,
      range: () => builder,
      single: () => {
        single = true;
        return builder;
      },
      maybeSingle: () => {
        single = true;
        maybe = true;
        return builder;
      },
      // biome-ignore lint/suspicious/noThenProperty: the real query builder is awaitable too
      then: (resolve: (value: unknown) => unknown, reject?: (error: unknown) => unknown) =>
        run().then(resolve, reject),
    };
    return builder;
  };
  return { from, calls, tables };
}
