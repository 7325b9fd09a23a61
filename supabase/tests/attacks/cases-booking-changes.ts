import { ids } from '../support/actors.js';
import { type AttackCase, all, failed, nothingRead } from './cases.js';
import type { AttackContext, Attempt } from './context.js';

/**
 * Changing a paid booking ([quotes] item 7): proposing, accepting, paying or answering a change of someone
 * else's booking, reading it, a price or an acceptance sent straight to the database, and writing the table.
 * Same contract as cases.ts: refused without a server error, every listed table unchanged.
 */

const T = {
  changes: 'public.booking_changes',
  bookings: 'public.bookings',
  refunds: 'public.booking_refunds',
  history: 'public.booking_history',
  messages: 'public.messages',
};
const everything = Object.values(T);
const BAR = ids.otherVendor;

/** host's paid booking at the bar (far ahead, a day of its own) with a proposal of the host waiting. */
async function proposed(ctx: AttackContext): Promise<string> {
  const day = 800 + Math.floor(Math.random() * 500);
  const booking = (
    await ctx.db.query<{ id: string; booking_date: string }>(
      `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, processing_fee, payment_status,
         booking_date, booking_time, duration_hours, guest_count, selected_packages, payment_intent_id, paid_at)
       values ($1, $2, 'host@partyeasy.test', 380, 19, 'paid', current_date + $3::int, '18:00', 4, 40,
               'Cocktail Hour', 'pi_attack_' || gen_random_uuid(), now())
       returning id, booking_date::text`,
      [BAR, ids.host, day],
    )
  ).rows[0]!;
  const change = (
    await ctx.db.query<{ id: string }>(
      `insert into public.booking_changes (booking_id, proposed_by, proposer_id, old_date, old_time, old_hours,
         old_guests, old_subtotal_cents, old_fee_cents, new_date, new_time, new_hours, new_guests,
         new_subtotal_cents, new_fee_cents)
       values ($1, 'host', $2, $3, '18:00', 4, 40, 38000, 1900, $3, '19:00', 5, 40, 47500, 2375) returning id`,
      [booking.id, ids.host, booking.booking_date],
    )
  ).rows[0]!.id;
  return JSON.stringify({ booking: booking.id, date: booking.booking_date, change });
}

const parse = (target: string) => JSON.parse(target) as { booking: string; date: string; change: string };

const refusedWith = (status: number, r: { status: number; body?: unknown; error?: unknown }): Attempt => ({
  status: r.status,
  refused: r.status === status,
  detail: r.body ?? r.error,
});

export const bookingChangeCases: AttackCase[] = [
  {
    category: 'booking changes',
    actor: 'otherHost',
    name: "a stranger proposes, accepts or pays a change of another host's booking (the function)",
    tables: everything,
    setup: proposed,
    run: async (ctx, target) => {
      const { booking, date, change } = parse(target);
      return all([
        refusedWith(
          404,
          await ctx.fn('otherHost', 'booking-change', {
            action: 'propose',
            bookingId: booking,
            date,
            startTime: '12:00',
            hours: 2,
            guests: 10,
          }),
        ),
        refusedWith(404, await ctx.fn('otherHost', 'booking-change', { action: 'accept', changeId: change })),
        refusedWith(
          404,
          await ctx.fn('otherHost', 'booking-change', { action: 'pay', changeId: change, uiMode: 'hosted' }),
        ),
        refusedWith(
          404,
          await ctx.fn('ownerVendor', 'booking-change', { action: 'accept', changeId: change }),
        ),
      ]);
    },
  },
  {
    category: 'booking changes',
    actor: 'otherHost',
    name: "a stranger declines or reads another booking's change",
    tables: everything,
    setup: proposed,
    run: async (ctx, target) => {
      const { change, booking } = parse(target);
      const c = ctx.client('otherHost');
      return all([
        failed(await c.rpc('decline_booking_change', { p_change_id: change })),
        nothingRead(await c.from('booking_changes').select('id').eq('booking_id', booking)),
        nothingRead(await ctx.client('ownerVendor').from('booking_changes').select('id').eq('id', change)),
      ]);
    },
  },
  {
    category: 'booking changes',
    actor: 'host',
    name: 'the host sends a price, an acceptance or a payment straight to the database functions',
    tables: everything,
    setup: proposed,
    run: async (ctx, target) => {
      const { booking, date, change } = parse(target);
      const c = ctx.client('host');
      return all([
        failed(
          await c.rpc('propose_booking_change', {
            p_booking_id: booking,
            p_user: ids.host,
            p_date: date,
            p_time: '12:00',
            p_hours: 2,
            p_guests: 10,
            p_subtotal_cents: 100,
          }),
        ),
        failed(await c.rpc('accept_booking_change', { p_change_id: change, p_user: ids.otherVendorUser })),
        failed(await c.rpc('start_booking_change_payment', { p_change_id: change, p_user: ids.host })),
        failed(
          await c.rpc('apply_booking_change_payment', { p_change_id: change, p_session_id: 'cs_forged' }),
        ),
        failed(await c.rpc('lapse_booking_change', { p_change_id: change, p_session_id: 'cs_forged' })),
      ]);
    },
  },
  {
    category: 'booking changes',
    actor: 'host',
    name: 'the host writes a change row (a lower price, an applied status, a new proposal)',
    tables: everything,
    setup: proposed,
    run: async (ctx, target) => {
      const { booking, date, change } = parse(target);
      const c = ctx.client('host');
      const updated = await c
        .from('booking_changes')
        .update({ new_subtotal_cents: 100 } as never)
        .eq('id', change)
        .select('id');
      return all([
        {
          status: updated.status,
          refused: updated.error !== null || (updated.data ?? []).length === 0,
          detail: updated.error,
        },
        failed(
          await c.from('booking_changes').insert({
            booking_id: booking,
            proposed_by: 'host',
            proposer_id: ids.host,
            old_date: date,
            old_time: '18:00',
            old_hours: 4,
            old_guests: 40,
            old_subtotal_cents: 38000,
            old_fee_cents: 1900,
            new_date: date,
            new_time: '10:00',
            new_hours: 1,
            new_guests: 1,
            new_subtotal_cents: 100,
            new_fee_cents: 5,
            status: 'applied',
          } as never),
        ),
      ]);
    },
  },
];
