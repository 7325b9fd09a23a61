import { ids } from '../support/actors.js';
import { type AttackCase, all, failed, nothingRead } from './cases.js';
import type { AttackContext } from './context.js';

/**
 * Disputes (issue 45 item 1): only a booking's host reports, within 30 days of a completed, card-paid
 * booking's event; only the parties and admins read a dispute, its thread and photos; the vendor's offer is
 * bounded by its share; only admins (or the host accepting the offer) resolve. Same contract as cases.ts.
 */

const T = [
  'public.disputes',
  'public.dispute_messages',
  'public.dispute_photos',
  'public.booking_refunds',
  'public.bookings',
  'public.payout_ledger',
];

let daysAgo = 0;
/** A completed, card-paid booking of host with DJ Nova whose event ended `ago` days ago. */
async function completedBooking(ctx: AttackContext, ago = 2, paid = true): Promise<string> {
  daysAgo += 1;
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
       payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, payment_intent_id,
       paid_at, completed_at)
     values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 250, 12.5, 'completed', current_date - $3::int,
             make_time(($4::int % 20), 0, 0), 1, 20, 'Party Starter',
             case when $5 then 'pi_attack_dispute_' || $4::text end, now(), now())
     returning id`,
    [ids.ownVendor, ids.host, ago, daysAgo, paid],
  );
  return rows[0]?.id as string;
}

/** An open dispute of host's about a DJ Nova booking, with one message. */
async function openDispute(ctx: AttackContext): Promise<string> {
  const booking = await completedBooking(ctx);
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.disputes (booking_id, host_id, vendor_id, reason, description)
     values ($1, $2, $3, 'no_show', 'The DJ never came to the party at all.') returning id`,
    [booking, ids.host, ids.ownVendor],
  );
  await ctx.db.query(
    `insert into public.dispute_messages (dispute_id, author_id, author_role, body) values ($1, $2, 'host', 'Where were you?')`,
    [rows[0]?.id, ids.host],
  );
  return rows[0]?.id as string;
}

const report = (ctx: AttackContext, actor: 'host' | 'otherHost' | 'ownerVendor', booking: string) =>
  ctx.client(actor).rpc('report_dispute', {
    p_booking_id: booking,
    p_reason: 'no_show',
    p_description: 'The DJ never came to the party at all.',
  });

export const disputeCases: AttackCase[] = [
  {
    category: 'disputes',
    actor: 'otherHost',
    name: "another host cannot report a problem with a host's booking",
    tables: T,
    setup: (ctx) => completedBooking(ctx),
    run: async (ctx, booking) => failed(await report(ctx, 'otherHost', booking)),
  },
  {
    category: 'disputes',
    actor: 'ownerVendor',
    name: 'the vendor cannot report a problem with its own booking',
    tables: T,
    setup: (ctx) => completedBooking(ctx),
    run: async (ctx, booking) => failed(await report(ctx, 'ownerVendor', booking)),
  },
  {
    category: 'disputes',
    actor: 'host',
    name: 'the host cannot report a problem more than 30 days after the event',
    tables: T,
    setup: (ctx) => completedBooking(ctx, 31),
    run: async (ctx, booking) => failed(await report(ctx, 'host', booking)),
  },
  {
    category: 'disputes',
    actor: 'host',
    name: 'the host cannot report a problem with a booking not paid by card',
    tables: T,
    setup: (ctx) => completedBooking(ctx, 2, false),
    run: async (ctx, booking) => failed(await report(ctx, 'host', booking)),
  },
  {
    category: 'disputes',
    actor: 'otherVendor',
    name: "another vendor cannot read a vendor's dispute, its thread or photos, nor write in it",
    tables: T,
    setup: openDispute,
    run: async (ctx, dispute) => {
      const c = ctx.client('otherVendor');
      return all([
        nothingRead(await c.from('disputes').select('id, description').eq('id', dispute)),
        nothingRead(await c.from('dispute_messages').select('body').eq('dispute_id', dispute)),
        nothingRead(await c.from('dispute_photos').select('path').eq('dispute_id', dispute)),
        failed(await c.rpc('dispute_detail', { p_dispute_id: dispute })),
        failed(await c.rpc('post_dispute_message', { p_dispute_id: dispute, p_body: 'hello' })),
        failed(await c.rpc('offer_dispute_refund', { p_dispute_id: dispute, p_amount_cents: 100 })),
      ]);
    },
  },
  {
    category: 'disputes',
    actor: 'ownerVendor',
    name: 'the vendor cannot offer more than its share of the booking',
    tables: T,
    setup: openDispute,
    run: async (ctx, dispute) =>
      failed(
        await ctx
          .client('ownerVendor')
          .rpc('offer_dispute_refund', { p_dispute_id: dispute, p_amount_cents: 25001 }),
      ),
  },
  {
    category: 'disputes',
    actor: 'host',
    name: 'the host cannot resolve its dispute as an admin, write the tables, or start a resolution directly',
    tables: T,
    setup: openDispute,
    run: async (ctx, dispute) => {
      const c = ctx.client('host');
      return all([
        failed(
          await ctx
            .fn('host', 'resolve-dispute', { disputeId: dispute, as: 'admin', outcome: 'full', reason: 'me' })
            .then((r) => ({ error: r.status === 200 ? null : r.body, status: r.status })),
        ),
        failed(await c.from('disputes').update({ status: 'resolved', outcome: 'full' }).eq('id', dispute)),
        failed(
          await c.rpc('begin_dispute_resolution', {
            p_dispute_id: dispute,
            p_user: ids.host,
            p_as: 'admin',
            p_outcome: 'full',
            p_reason: 'me',
          }),
        ),
        failed(await c.from('dispute_photos').insert({ dispute_id: dispute, path: `${dispute}/x.png` })),
      ]);
    },
  },
  {
    category: 'disputes',
    actor: 'ownerVendor',
    name: 'the vendor cannot accept its own offer or resolve the dispute',
    tables: T,
    setup: openDispute,
    run: async (ctx, dispute) =>
      failed(
        await ctx
          .fn('ownerVendor', 'resolve-dispute', { disputeId: dispute, as: 'host', outcome: 'offer' })
          .then((r) => ({ error: r.status === 200 ? null : r.body, status: r.status })),
      ),
  },
];
