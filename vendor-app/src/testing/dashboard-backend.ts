import { bookingStats } from '@partyeasy/shared-domain';

type Row = Record<string, unknown>;

const SEARCHED = [
  'customer_name',
  'customer_email',
  'selected_packages',
  'selected_addons',
  'event_location',
  'special_instructions',
];

/** or=(a.in.(x,y),b.neq.z,c.not.is.null): the forms the dashboard uses. */
function orFilter(expression: string): (row: Row) => boolean {
  const terms = expression.match(/[^,(]+\.in\.\([^)]*\)|[^,]+/g) ?? [];
  const tests = terms.map((term) => {
    const inList = /^(\w+)\.in\.\((.*)\)$/.exec(term);
    if (inList) return (row: Row) => inList[2]!.split(',').includes(String(row[inList[1]!]));
    const notEqual = /^(\w+)\.neq\.(.*)$/.exec(term);
    if (notEqual) return (row: Row) => String(row[notEqual[1]!]) !== notEqual[2];
    const notNull = /^(\w+)\.not\.is\.null$/.exec(term);
    if (notNull) return (row: Row) => row[notNull[1]!] !== null && row[notNull[1]!] !== undefined;
    throw new Error(`fake backend: unsupported or term ${term}`);
  });
  return (row) => tests.some((t) => t(row));
}

/**
 * An in-memory stand-in for the backend client: eq/in filter the given tables, booking_search /
 * booking_summary filter the bookings as their arguments say, the messaging calls answer from the
 * `inbox` and `messaging_summary` tables and the quote calls from `quotes` and `quote_response_rate` (the SQL itself is tested against
 * PostgreSQL in supabase/tests/operator-scale.test.ts).
 */
export function fakeBackend(tables: Record<string, Row[]>, options: { fail?: string } = {}) {
  const failed = () => (options.fail ? { data: null, count: null, error: { message: options.fail } } : null);
  const from = (table: string) => {
    const filters: ((row: Row) => boolean)[] = [];
    const result = () =>
      failed() ?? {
        data: (tables[table] ?? []).filter((row) => filters.every((f) => f(row))),
        error: null,
      };
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
      or: (expression: string) => {
        filters.push(orFilter(expression));
        return builder;
      },
      order: () => builder,
      limit: () => builder,
      // biome-ignore lint/suspicious/noThenProperty: the real query builder is awaitable too
      then: (resolve: (value: unknown) => unknown) => Promise.resolve(result()).then(resolve),
    };
    return builder;
  };
  const matching = (args: Record<string, unknown>) =>
    (tables.bookings ?? []).filter((b) => {
      const search = String(args.p_search ?? '').toLowerCase();
      return (
        (!args.p_vendor_id || b.vendor_id === args.p_vendor_id) &&
        (!args.p_statuses || (args.p_statuses as string[]).includes(String(b.payment_status))) &&
        (!args.p_created_from || String(b.created_at) >= String(args.p_created_from)) &&
        (!search ||
          SEARCHED.some((c) =>
            String(b[c] ?? '')
              .toLowerCase()
              .includes(search),
          ))
      );
    });
  const rpc = (fn: string, args: Record<string, unknown>) => {
    // Messaging: the inbox's page and the listing's summary as the given tables hold them.
    if (fn === 'inbox')
      return Promise.resolve(
        failed() ?? { data: (tables.inbox ?? []).slice(0, Number(args.p_limit ?? 20)), error: null },
      );
    if (fn === 'vendor_messaging_summary')
      return Promise.resolve(
        failed() ?? {
          data: tables.messaging_summary?.[0] ?? { median_seconds: null, conversations: 0, waiting: 0 },
          error: null,
        },
      );
    // Quotes: the open requests (due soonest first, as the server orders them) and the response rate.
    if (fn === 'vendor_quotes')
      return Promise.resolve(
        failed() ?? { data: (tables.quotes ?? []).slice(0, Number(args.p_limit ?? 20)), error: null },
      );
    if (fn === 'vendor_quote_response_rate')
      return Promise.resolve(
        failed() ?? {
          data: tables.quote_response_rate?.[0] ?? { answered_within_12h: 0, requests: 0, rate: null },
          error: null,
        },
      );
    if (fn === 'conversation_for_booking')
      return Promise.resolve(failed() ?? { data: `conversation-of-${args.p_booking_id}`, error: null });
    if (fn === 'booking_summary') {
      const s = bookingStats(matching(args));
      const data = {
        total_bookings: s.totalBookings,
        revenue_cents: s.revenueCents,
        platform_profit_cents: s.platformProfitCents,
        completed: s.completed,
        pending: s.pending,
        paid: s.paid,
        cancelled: s.cancelled,
      };
      return { single: async () => failed() ?? { data, error: null } };
    }
    const filters: ((row: Row) => boolean)[] = [];
    const query = {
      select: () => query,
      or: (expression: string) => {
        filters.push(orFilter(expression));
        return query;
      },
      order: () => query,
      range: async (start: number, end: number) => {
        const rows = matching(args)
          .filter((row) => filters.every((f) => f(row)))
          .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
        return failed() ?? { data: rows.slice(start, end + 1), count: rows.length, error: null };
      },
    };
    return query;
  };
  return { from, rpc };
}
