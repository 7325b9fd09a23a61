type Row = Record<string, unknown>;

/** An in-memory stand-in for the backend client's query builder: eq/in filter the given tables. */
export function fakeBackend(tables: Record<string, Row[]>, options: { fail?: string } = {}) {
  const from = (table: string) => {
    const filters: ((row: Row) => boolean)[] = [];
    const result = () =>
      options.fail
        ? { data: null, error: { message: options.fail } }
        : { data: (tables[table] ?? []).filter((row) => filters.every((f) => f(row))), error: null };
    const builder = {
      select: () => builder,
      eq: (column: string, value: unknown) => {
        filters.push((row) => row[column] === value);
        return builder;
      },
      in: (column: string, values: unknown[]) => {
        filters.push((row) => values.includes(row[column]));
        return builder;
      },
      order: () => builder,
      limit: () => builder,
      // biome-ignore lint/suspicious/noThenProperty: the real query builder is awaitable too
      then: (resolve: (value: unknown) => unknown) => Promise.resolve(result()).then(resolve),
    };
    return builder;
  };
  return { from };
}
