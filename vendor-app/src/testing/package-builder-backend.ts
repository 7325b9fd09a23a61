type Row = Record<string, unknown>;

export interface Write {
  table: string;
  op: 'insert' | 'update';
  payload: Row;
  filters: [string, unknown][];
}

/** An in-memory stand-in for the backend client: selects filter `tables` by eq, writes are recorded. */
export function fakeBackend(tables: Record<string, Row[]>, options: { writeError?: string } = {}) {
  const writes: Write[] = [];
  const from = (table: string) => {
    let op: 'select' | 'insert' | 'update' = 'select';
    let payload: Row = {};
    const filters: [string, unknown][] = [];
    const result = () => {
      if (op === 'select') {
        const rows = (tables[table] ?? []).filter((row) => filters.every(([c, v]) => row[c] === v));
        return { data: rows, error: null };
      }
      if (options.writeError) return { data: null, error: { message: options.writeError } };
      writes.push({ table, op, payload, filters: [...filters] });
      return { data: null, error: null };
    };
    const builder = {
      select: () => builder,
      insert: (p: Row) => {
        op = 'insert';
        payload = p;
        return builder;
      },
      update: (p: Row) => {
        op = 'update';
        payload = p;
        return builder;
      },
      eq: (column: string, value: unknown) => {
        filters.push([column, value]);
        return builder;
      },
      order: () => builder,
      limit: () => builder,
      // biome-ignore lint/suspicious/noThenProperty: the real query builder is awaitable too
      then: (resolve: (value: unknown) => unknown) => Promise.resolve(result()).then(resolve),
    };
    return builder;
  };
  return { client: { from }, writes };
}
