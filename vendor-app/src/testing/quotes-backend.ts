type Row = Record<string, unknown>;

export interface QuotesBackend {
  /** The quote `vendor_quote_details` answers with, changed by the calls below as the server would. */
  quote: Row;
  /** Every RPC called, in order, with its arguments. */
  calls: { fn: string; args: Row }[];
  /** The next call of this function is refused with this message (then answers again). */
  refuse: { fn: string; message: string } | null;
}

/**
 * An in-memory stand-in for the backend client of the quote page: `vendor_quote_details` answers the
 * quote, `make_quote_offer`, `withdraw_quote_offer` and `decline_quote` change it as the database does (the
 * SQL itself is tested against PostgreSQL by the quotes suites in supabase/tests), and the listing's time
 * zone comes from `vendors`.
 */
export function quotesBackend(state: QuotesBackend) {
  const rpc = async (fn: string, args: Row) => {
    state.calls.push({ fn, args });
    if (state.refuse?.fn === fn) {
      const { message } = state.refuse;
      state.refuse = null;
      return { data: null, error: { message } };
    }
    if (fn === 'vendor_quote_details') return { data: structuredClone(state.quote), error: null };
    if (fn === 'make_quote_offer') {
      const id = `offer-${state.calls.length}`;
      state.quote = {
        ...state.quote,
        status: 'offered',
        offer: {
          id,
          status: 'open',
          price_cents: args.p_price_cents,
          includes: args.p_includes,
          event_date: args.p_event_date,
          start_time: `${args.p_start_time}:00`,
          duration_hours: args.p_hours,
          expires_at: args.p_expires_at,
          refund_policy: args.p_refund_policy ?? null,
        },
      };
      return { data: id, error: null };
    }
    if (fn === 'withdraw_quote_offer') {
      state.quote = {
        ...state.quote,
        status: 'waiting',
        offer: { ...(state.quote.offer as Row), status: 'withdrawn' },
      };
      return { data: null, error: null };
    }
    if (fn === 'decline_quote') {
      state.quote = { ...state.quote, status: 'declined', decline_reason: args.p_reason };
      return { data: null, error: null };
    }
    throw new Error(`quotes backend: unexpected rpc ${fn}`);
  };
  // The own-listing lookup (`ownVendorRow`): a list of at most one row.
  const vendors = { data: [{ time_zone: 'America/Chicago' }], error: null };
  const query = {
    select: () => query,
    eq: () => query,
    limit: () => query,
    order: async () => vendors,
  };
  return { rpc, from: () => query };
}
