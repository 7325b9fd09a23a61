import { ids } from '../support/actors.js';
import { type AttackCase, all, failed, nothingRead } from './cases.js';
import type { AttackContext, Attempt } from './context.js';

/**
 * Receipts, payout statements and terms acceptance (issue 45 items 5 and 6): a receipt is its host's and the
 * admins', a statement its listing owner's and the admins'; nobody records a terms acceptance but for
 * themselves, through accept_terms, with a real version. Same contract as cases.ts.
 */

const T = ['public.users', 'public.bookings', 'public.booking_refunds', 'public.payout_ledger'];

let daysAhead = 500;
/** A charged (card-paid) booking of host with DJ Nova, partly refunded. */
async function chargedBooking(ctx: AttackContext): Promise<string> {
  daysAhead += 1;
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
       payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, payment_intent_id,
       paid_at)
     values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 250, 12.5, 'paid', current_date + $3::int, '10:00', 2, 20,
             'Party Starter', 'pi_attack_receipt_' || $3::text, now())
     returning id`,
    [ids.ownVendor, ids.host, daysAhead],
  );
  return rows[0]?.id as string;
}

/** A transfer paid to DJ Nova for a completed booking of host. */
async function djPayout(ctx: AttackContext): Promise<string> {
  daysAhead += 1;
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
       payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, payment_intent_id,
       paid_at, completed_at)
     values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 250, 12.5, 'completed', current_date - $3::int, '10:00', 2,
             20, 'Party Starter', 'pi_attack_payout_' || $3::text, now(), now())
     returning id`,
    [ids.ownVendor, ids.host, daysAhead],
  );
  const entry = await ctx.db.query<{ id: string }>(
    `insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, provider_id, settled_at)
     values ($1, $2, 'transfer', 25000, 'succeeded', 'tr_attack_' || $3::text, now()) returning id`,
    [ids.ownVendor, rows[0]?.id, daysAhead],
  );
  return String(entry.rows[0]?.id);
}

/** An RPC call that must be refused with exactly this HTTP status and read nothing. */
const refusedWith = (status: number, r: { error: unknown; status: number; data?: unknown }): Attempt => ({
  status: r.status,
  refused: r.error !== null && r.status === status && (r.data === null || r.data === undefined),
  detail: r.error ?? r.data,
});

export const receiptsAndTermsCases: AttackCase[] = [
  {
    category: 'receipts and terms',
    actor: 'otherHost',
    name: "another host cannot read a host's receipt (not found, its existence not told)",
    tables: T,
    setup: chargedBooking,
    run: async (ctx, booking) =>
      refusedWith(404, await ctx.client('otherHost').rpc('booking_receipt', { p_booking_id: booking })),
  },
  {
    category: 'receipts and terms',
    actor: 'ownerVendor',
    name: "the booking's own vendor cannot read the host's receipt",
    tables: T,
    setup: chargedBooking,
    run: async (ctx, booking) =>
      refusedWith(404, await ctx.client('ownerVendor').rpc('booking_receipt', { p_booking_id: booking })),
  },
  {
    category: 'receipts and terms',
    actor: 'anon',
    name: 'anon cannot read a receipt',
    tables: T,
    setup: chargedBooking,
    run: async (ctx, booking) =>
      failed(await ctx.client('anon').rpc('booking_receipt', { p_booking_id: booking })),
  },
  {
    category: 'receipts and terms',
    actor: 'otherHost',
    name: "another host cannot read a host's booking amounts or refunds around the receipt",
    tables: T,
    setup: chargedBooking,
    run: async (ctx, booking) => {
      const c = ctx.client('otherHost');
      return all([
        nothingRead(await c.from('bookings').select('total_amount, refunded_cents').eq('id', booking)),
        nothingRead(await c.from('booking_refunds').select('amount_cents').eq('booking_id', booking)),
        failed(await c.rpc('money_figures', { p_booking_id: booking })),
      ]);
    },
  },
  {
    category: 'receipts and terms',
    actor: 'otherVendor',
    name: "another vendor cannot read a vendor's payout statement",
    tables: T,
    setup: djPayout,
    run: async (ctx, entry) =>
      refusedWith(
        404,
        await ctx.client('otherVendor').rpc('payout_statement', { p_entry_id: Number(entry) }),
      ),
  },
  {
    category: 'receipts and terms',
    actor: 'host',
    name: "the host of the paid booking cannot read the vendor's payout statement",
    tables: T,
    setup: djPayout,
    run: async (ctx, entry) =>
      refusedWith(404, await ctx.client('host').rpc('payout_statement', { p_entry_id: Number(entry) })),
  },
  {
    category: 'receipts and terms',
    actor: 'host',
    name: 'a user cannot write their terms acceptance directly (version or time)',
    tables: T,
    run: async (ctx) => {
      const c = ctx.client('host');
      return all([
        failed(
          await c
            .from('users')
            .update({ terms_version: '2999-12-31', terms_accepted_at: '2020-01-01T00:00:00Z' })
            .eq('id', ids.host),
        ),
        failed(
          await c
            .from('users')
            .upsert({ id: ids.host, terms_version: '2999-12-31', terms_accepted_at: '2020-01-01T00:00:00Z' }),
        ),
      ]);
    },
  },
  {
    category: 'receipts and terms',
    actor: 'host',
    name: 'a user cannot accept a made-up far-future version to skip the next terms',
    tables: T,
    run: async (ctx) =>
      refusedWith(400, await ctx.client('host').rpc('accept_terms', { p_version: '2999-12-31' })),
  },
  {
    category: 'receipts and terms',
    actor: 'otherHost',
    name: 'a user cannot accept the terms for someone else',
    tables: T,
    run: async (ctx) =>
      failed(
        await ctx.client('otherHost').rpc('accept_terms', { p_version: '2025-06-18', p_user_id: ids.host }),
      ),
  },
];
