type Row = Record<string, unknown>;

/** An in-memory stand-in for the backend client's query builder: eq/in/or filter the given tables. */
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
      // or=(a.in.(x,y),b.not.is.null): the two forms the dashboard uses
      or: (expression: string) => {
        const terms = expression.match(/[^,(]+\.in\.\([^)]*\)|[^,]+/g) ?? [];
        const tests = terms.map((term) => {
          const inList = /^(\w+)\.in\.\((.*)\)$/.exec(term);
          if (inList) return (row: Row) => inList[2]!.split(',').includes(String(row[inList[1]!]));
          const notNull = /^(\w+)\.not\.is\.null$/.exec(term);
          if (notNull) return (row: Row) => row[notNull[1]!] !== null && row[notNull[1]!] !== undefined;
          throw new Error(`fake backend: unsupported or term ${term}`);
        });
        filters.push((row) => tests.some((t) => t(row)));
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
