import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import { connectPayouts, paidBooking as payHostedBooking, runPayouts } from './support/payments.js';
import { apiClient } from './support/sessions.js';

// The money figures (docs/payments.md "Money figures") reconcile to the cent on generated histories driven
// through the real functions, webhook and payout run: random amounts, payments, host / vendor / admin
// cancellations with full, partial or no refunds (a host's late cancellation pays the kept part of the
// subtotal to the vendor after the event), refunds refused by the provider, completion, holds of a
// vendor without payouts and their release, failed transfers, late refunds before and after the transfer,
// reversals that fail and are retried. At every step the SQL figures equal an independent model built from
// the provider's own books and the booking rows, per booking, per vendor and in total, and
//   charged = platform profit + paid to vendors − reversed + scheduled + held + refunded.

const DJ = ids.ownVendor;
const BAR = ids.otherVendor;

type Figures = Database['public']['Functions']['money_figures']['Returns'][number];
const COLUMNS = [
  'bookings',
  'charged_cents',
  'fee_cents',
  'fees_kept_cents',
  'cancellation_kept_cents',
  'refunded_cents',
  'vendor_share_cents',
  'paid_to_vendors_cents',
  'reversed_cents',
  'reversing_cents',
  'scheduled_cents',
  'held_cents',
  'platform_profit_cents',
  'late_cancellation_cents',
] as const;
type Column = (typeof COLUMNS)[number];
type Sums = Record<Column, number>;
const zero = (): Sums => Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Sums;
const pick = (f: Figures): Sums => Object.fromEntries(COLUMNS.map((c) => [c, Number(f[c])])) as Sums;

/** A small seeded generator (mulberry32), so a failing history can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

describe('money figures', () => {
  let stack: PaymentStack;
  const tokens: Record<'dj' | 'bar' | 'host' | 'admin', string> = { dj: '', bar: '', host: '', admin: '' };
  const booked: { id: string; vendor: string; day: number }[] = [];
  const connected = new Set<string>();
  /** The figures some step saw above zero: the histories must reach every state, or they prove little. */
  const seen = new Set<Column>();
  let day = 0;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    tokens.dj = await passwordToken(stack, actors.ownerVendor.email!, SEED_PASSWORD);
    tokens.bar = await passwordToken(stack, actors.otherVendor.email!, SEED_PASSWORD);
    tokens.host = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    tokens.admin = await passwordToken(stack, actors.admin.email!, SEED_PASSWORD);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const as = (token: string) => apiClient(stack, token);
  const vendorToken = (vendor: string) => (vendor === DJ ? tokens.dj : tokens.bar);
  const dateOf = (d: number) => new Date(Date.UTC(2030, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);

  /** A booking of `vendor` for `subtotalCents` + the 5% fee, paid on the hosted page (the webhook marks it paid). */
  async function paidBooking(vendor: string, subtotalCents: number) {
    day += 1;
    const feeCents = Math.round((subtotalCents * 500) / 10_000);
    const { id } = await payHostedBooking(stack, {
      vendorId: vendor,
      date: dateOf(day),
      subtotalCents,
      feeCents,
    });
    booked.push({ id, vendor, day });
    return id;
  }

  const cancel = async (
    bookingId: string,
    as: 'host' | 'vendor' | 'admin',
    token: string,
    amountCents?: number,
  ) => {
    const res = await callFunction(stack, 'cancel-booking', {
      token,
      body: { bookingId, as, reason: 'Generated history', amountCents },
    });
    await stack.standIn.idle();
    return res;
  };

  let late = 0;
  /**
   * A host's late cancellation (the functions read the real clock): the event is moved to 26 h ahead (50%
   * refund) or 1 h ahead (none), booked a day before (no grace window), the host cancels, and the event is
   * then moved into the past, so the next payout run pays the vendor the kept part of the subtotal.
   */
  async function lateHostCancel(id: string) {
    late += 1;
    for (let attempt = 0; ; attempt++) {
      const hours = (late % 2 === 0 ? 26 : 1) + 3 * ((late + attempt) % 7);
      try {
        await stack.db.query(
          `update public.bookings b
              set booking_date = (now() + $2 * interval '1 hour') at time zone 'America/Chicago',
                  booking_time = ((now() + $2 * interval '1 hour') at time zone 'America/Chicago')::time(0),
                  paid_at = now() - interval '1 day'
            where id = $1`,
          [id, hours],
        );
        break;
      } catch (err) {
        // another paid booking of the vendor (the demo data's) holds that time: try the next one
        if ((err as { code?: string }).code !== '23P01' || attempt > 10) throw err;
      }
    }
    expect((await cancel(id, 'host', tokens.host)).status).toBe(200);
    await stack.db.query(
      `update public.bookings set booking_date = current_date - 30, booking_time = '10:00' where id = $1`,
      [id],
    );
  }

  /** What each booking should show, from the provider's books and the booking rows (not the SQL figures). */
  async function model() {
    const { rows } = await stack.db.query<{
      id: string;
      vendor_id: string;
      payment_status: string;
      subtotal: number;
      fee: number;
      refunded_cents: number;
      payment_intent_id: string | null;
      cancelled_by: string | null;
      paid_at: Date | null;
    }>(
      `select id, vendor_id, payment_status, round(total_amount * 100)::int as subtotal,
              round(coalesce(processing_fee, 0) * 100)::int as fee, refunded_cents, payment_intent_id,
              cancelled_by, paid_at
         from public.bookings where id = any($1)`,
      [booked.map((b) => b.id)],
    );
    const open = new Set(
      (
        await stack.db.query<{ booking_id: string }>(
          `select booking_id from public.disputes where status <> 'resolved' and booking_id = any($1)`,
          [booked.map((b) => b.id)],
        )
      ).rows.map((d) => d.booking_id),
    );
    const charges = [...stack.standIn.charges.values()];
    const transfers = [...stack.standIn.connect.transfers.values()];
    const perBooking = new Map<string, Sums>();
    for (const b of rows) {
      const m = zero();
      const charge = charges.find((c) => c.payment_intent === b.payment_intent_id);
      expect(charge, b.id).toBeDefined();
      expect(charge!.amount).toBe(b.subtotal + b.fee);
      expect(charge!.amount_refunded).toBe(b.refunded_cents);
      const stands = b.payment_status === 'paid' || b.payment_status === 'completed';
      // What a host's cancellation kept of the subtotal is the vendor's (paid out after the event).
      const hostCancelled =
        b.payment_status === 'cancelled' && b.cancelled_by === 'host' && b.paid_at !== null;
      const share = stands || hostCancelled ? Math.max(0, b.subtotal - b.refunded_cents) : 0;
      const mine = transfers.filter((t) => t.transfer_group === `booking-${b.id}`);
      const sent = mine.reduce((s, t) => s + t.amount, 0);
      const back = mine.reduce((s, t) => s + t.amount_reversed, 0);
      const reversing = Math.max(0, sent - back - share);
      const owed = Math.max(0, share - (sent - back));
      const feeKept = Math.max(0, b.fee - Math.max(0, b.refunded_cents - b.subtotal));
      const platform = charge!.amount - b.refunded_cents - share;
      Object.assign(m, {
        bookings: 1,
        charged_cents: charge!.amount,
        fee_cents: b.fee,
        fees_kept_cents: feeKept,
        cancellation_kept_cents: platform - feeKept,
        refunded_cents: b.refunded_cents,
        vendor_share_cents: share,
        paid_to_vendors_cents: sent,
        reversed_cents: back + reversing,
        reversing_cents: reversing,
        // a booking with an open dispute is held whatever the vendor's payouts
        scheduled_cents: connected.has(b.vendor_id) && !open.has(b.id) ? owed : 0,
        held_cents: connected.has(b.vendor_id) && !open.has(b.id) ? 0 : owed,
        platform_profit_cents: platform,
        late_cancellation_cents: hostCancelled ? share : 0,
      });
      perBooking.set(b.id, m);
    }
    return perBooking;
  }

  const add = (a: Sums, b: Sums) => {
    for (const c of COLUMNS) a[c] += b[c];
    return a;
  };

  /** Every figure of SQL equals the model: per booking, per vendor (as the vendor), in total (as the admin). */
  async function reconcile(step: string) {
    const perBooking = await model();
    const admin = as(tokens.admin);
    for (const { id } of booked) {
      const { data, error } = await admin.rpc('money_figures', { p_booking_id: id }).single();
      expect(error, step).toBeNull();
      expect(pick(data!), `${step}: booking ${id}`).toEqual(perBooking.get(id));
    }
    const total = zero();
    for (const vendor of [DJ, BAR]) {
      const expected = zero();
      for (const b of booked) if (b.vendor === vendor) add(expected, perBooking.get(b.id)!);
      add(total, expected);
      const { data, error } = await as(vendorToken(vendor))
        .rpc('money_figures', { p_vendor_id: vendor })
        .single();
      expect(error, step).toBeNull();
      expect(pick(data!), `${step}: vendor ${vendor}`).toEqual(expected);
      const earnings = (
        await as(vendorToken(vendor)).rpc('vendor_earnings', { p_vendor_id: vendor }).single()
      ).data!;
      expect(earnings, `${step}: earnings of ${vendor}`).toMatchObject({
        paid_out_cents: expected.paid_to_vendors_cents - expected.reversed_cents,
        scheduled_cents: expected.scheduled_cents,
        on_hold_cents: expected.held_cents,
      });
    }
    const { data: all } = await admin.rpc('money_figures', {}).single();
    const f = pick(all!);
    expect(f, step).toEqual(total);
    for (const c of COLUMNS) if (f[c] > 0) seen.add(c);
    // The identity, to the cent, and the platform's part split into fees and what cancellations kept.
    expect(f.charged_cents, step).toBe(
      f.platform_profit_cents +
        f.paid_to_vendors_cents -
        f.reversed_cents +
        f.scheduled_cents +
        f.held_cents +
        f.refunded_cents,
    );
    expect(f.platform_profit_cents, step).toBe(f.fees_kept_cents + f.cancellation_kept_cents);
    // The provider's books: the platform's balance is its profit plus what it still owes vendors, less
    // what it still has to take back.
    expect(stack.standIn.connect.platformAvailable(), step).toBe(
      f.platform_profit_cents + f.scheduled_cents + f.held_cents - f.reversing_cents,
    );
    // The admin's payouts overview and the bookings page's Platform Profit card read the same figures.
    const { data: overview } = await admin.rpc('admin_payouts_overview').single();
    expect(overview, step).toMatchObject({
      charged_cents: f.charged_cents,
      fee_cents: f.fee_cents,
      refunded_cents: f.refunded_cents,
      transferred_cents: f.paid_to_vendors_cents,
      reversed_cents: f.reversed_cents,
      scheduled_cents: f.scheduled_cents,
      on_hold_cents: f.held_cents,
      platform_profit_cents: f.platform_profit_cents,
    });
    const { data: summary } = await admin.rpc('booking_summary', {}).single();
    expect(Number(summary!.platform_profit_cents), step).toBe(f.platform_profit_cents);
    const { data: djSummary } = await admin.rpc('booking_summary', { p_vendor_id: DJ }).single();
    expect(Number(djSummary!.platform_profit_cents), step).toBe(
      booked
        .filter((b) => b.vendor === DJ)
        .reduce((s, b) => s + perBooking.get(b.id)!.platform_profit_cents, 0),
    );
    return f;
  }

  for (const seed of [20261128, 7, 424242]) {
    it(`reconciles to the cent at every step of generated history ${seed}`, async () => {
      const r = random(seed);
      stack.standIn.connect.transferMode = 'succeed';
      stack.standIn.refundMode = 'succeed';
      const first = day + 1;

      // Payments of random amounts, for a vendor with payouts (once connected) and one without.
      const mine: string[] = [];
      for (let i = 0; i < 10; i++) {
        mine.push(
          await paidBooking(r.next() < 0.55 ? DJ : BAR, r.int(1_000, 250_000) + (r.next() < 0.3 ? 5 : 0)),
        );
      }
      await reconcile('paid');

      // Before the event: cancellations by the host (the policy's refund), the vendor (all) or an admin
      // (any part, or none); some refunds refused by the provider; the rest stay paid.
      for (const id of mine) {
        const b = booked.find((x) => x.id === id)!;
        const roll = r.next();
        if (roll < 0.1) expect((await cancel(id, 'host', tokens.host)).status).toBe(200);
        else if (roll < 0.2) await lateHostCancel(id);
        else if (roll < 0.25) expect((await cancel(id, 'vendor', vendorToken(b.vendor))).status).toBe(200);
        else if (roll < 0.4) {
          const { rows } = await stack.db.query<{ paid: number }>(
            'select public.booking_paid_cents(b) as paid from public.bookings b where id = $1',
            [id],
          );
          const amount = r.next() < 0.2 ? 0 : r.int(1, rows[0]!.paid);
          expect((await cancel(id, 'admin', tokens.admin, amount)).status).toBe(200);
        } else if (roll < 0.47) {
          stack.standIn.refundMode = 'error';
          expect((await cancel(id, 'admin', tokens.admin, 100)).status).toBe(502);
          stack.standIn.refundMode = 'succeed';
        }
      }
      await reconcile('cancelled');

      // The events of the first part of the history end; some transfers fail at the provider.
      const cutoff = first + r.int(3, 8);
      await stack.db.query('select public.complete_finished_bookings($1::timestamptz)', [
        `${dateOf(cutoff)}T23:59:00Z`,
      ]);
      await reconcile('completed');
      stack.standIn.connect.transferMode = r.next() < 0.5 ? 'error' : 'succeed';
      await runPayouts(stack);
      await reconcile('first payout run');

      // The vendor with payouts connects (its holds are released and sent on the webhook's run).
      if (!connected.has(DJ)) {
        stack.standIn.connect.transferMode = 'succeed';
        await connectPayouts(stack, tokens.dj, DJ);
        connected.add(DJ);
        await runPayouts(stack);
        await reconcile('connected');
      }

      // Disputes on some completed bookings: their payouts wait, then an admin decides (all that is left,
      // a part, or nothing) or the host accepts the vendor's offer; each releases or reverses the payout.
      const { rows: disputable } = await stack.db.query<{
        id: string;
        vendor_id: string;
        left: number;
        share: number;
      }>(
        `select id, vendor_id, public.booking_paid_cents(b) - refunded_cents as left,
                public.booking_vendor_share_cents(b)::int as share
           from public.bookings b
          where id = any($1) and payment_status = 'completed'
            and not exists (select 1 from public.disputes d where d.booking_id = b.id)`,
        [mine],
      );
      const disputes: { id: string; left: number; share: number; vendor: string }[] = [];
      for (const b of disputable) {
        if (r.next() < 0.5) continue;
        const { rows } = await stack.db.query<{ id: string }>(
          `insert into public.disputes (booking_id, host_id, vendor_id, reason, description)
           values ($1, $2, $3, 'not_as_described', 'Generated history: not what was booked.') returning id`,
          [b.id, ids.host, b.vendor_id],
        );
        disputes.push({ id: rows[0]!.id, left: b.left, share: b.share, vendor: b.vendor_id });
      }
      await reconcile('disputed');
      await runPayouts(stack);
      await reconcile('disputed, payout run');
      for (const d of disputes) {
        const roll = r.next();
        let answer: { status: number };
        if (roll < 0.25 && d.share > 0) {
          const offer = await as(vendorToken(d.vendor)).rpc('offer_dispute_refund', {
            p_dispute_id: d.id,
            p_amount_cents: r.int(1, d.share),
          });
          expect(offer.error).toBeNull();
          answer = await callFunction(stack, 'resolve-dispute', {
            token: tokens.host,
            body: { disputeId: d.id, as: 'host', outcome: 'offer' },
          });
        } else {
          const outcome = roll < 0.5 ? 'full' : roll < 0.75 && d.left > 0 ? 'partial' : 'none';
          answer = await callFunction(stack, 'resolve-dispute', {
            token: tokens.admin,
            body: {
              disputeId: d.id,
              as: 'admin',
              outcome,
              amountCents: outcome === 'partial' ? r.int(1, d.left) : undefined,
              reason: 'Generated history',
            },
          });
        }
        expect(answer.status, d.id).toBe(200);
        await stack.standIn.idle();
      }
      await reconcile('disputes resolved');

      // Late refunds of completed bookings: before the transfer (held, or failed and waiting) and after it;
      // some reversals fail at the provider and wait for their retry.
      stack.standIn.connect.transferMode = r.next() < 0.4 ? 'error' : 'succeed';
      const { rows: done } = await stack.db.query<{ id: string; left: number }>(
        `select id, public.booking_paid_cents(b) - refunded_cents as left from public.bookings b
          where id = any($1) and payment_status = 'completed' and public.booking_paid_cents(b) > refunded_cents
            and not exists (select 1 from public.booking_refunds x
                             where x.booking_id = b.id and x.kind = 'dispute' and x.status <> 'failed')`,
        [mine],
      );
      for (const b of done) {
        if (r.next() < 0.6) {
          const amount = r.next() < 0.25 ? b.left : r.int(1, b.left);
          expect((await cancel(b.id, 'admin', tokens.admin, amount)).status).toBe(200);
        }
      }
      await reconcile('late refunds');

      // Everything due is retried and goes through: nothing left to take back from a connected vendor.
      stack.standIn.connect.transferMode = 'succeed';
      await stack.db.query(
        `update public.payout_ledger set next_attempt_at = now() - interval '1 second' where status = 'failed'`,
      );
      await runPayouts(stack);
      const f = await reconcile('retried');
      const { data: dj } = await as(tokens.dj).rpc('money_figures', { p_vendor_id: DJ }).single();
      expect(Number(dj!.reversing_cents)).toBe(0);
      expect(Number(dj!.held_cents)).toBe(0);
      expect(f.charged_cents).toBeGreaterThan(0);
    });
  }

  it('went through every state: scheduled, held, reversed and still reversing, kept by cancellations, late cancellations paid to vendors', () => {
    expect([...seen].sort()).toEqual([...COLUMNS].sort());
  });

  it('shows a vendor only its own figures and a host none', async () => {
    const someone = booked.find((b) => b.vendor === BAR)!.id;
    for (const [token, args] of [
      [tokens.dj, { p_vendor_id: BAR }],
      [tokens.dj, { p_booking_id: someone }],
      [tokens.dj, {}],
      [tokens.host, {}],
      [tokens.host, { p_booking_id: someone }],
    ] as const) {
      const { data, error } = await as(token).rpc('money_figures', args).single();
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
    const anon = createClient<Database>(stack.url, stack.anonKey, { auth: { persistSession: false } });
    expect((await anon.rpc('money_figures', {}).single()).error).not.toBeNull();
  });
});
