import { createTestUser, startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import { TERMS_VERSION } from '@partyeasy/shared-domain';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids } from './support/actors.js';
import { signedInClient } from './support/api-client.js';

// Terms acceptance (issue 45 item 5) and receipts (item 6) through the HTTP API with real access tokens.
describe('terms and receipts', () => {
  let stack: TestStack;
  const clients = {} as Record<
    'host' | 'otherHost' | 'ownerVendor' | 'otherVendor' | 'admin' | 'anon',
    SupabaseClient<Database>
  >;
  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    for (const name of ['host', 'otherHost', 'ownerVendor', 'otherVendor', 'admin', 'anon'] as const)
      clients[name] = (await signedInClient(
        stack.url,
        stack.anonKey,
        actors[name],
      )) as SupabaseClient<Database>;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const as = (token: string) =>
    createClient<Database>(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
  const termsOf = async (userId: string) =>
    (
      await stack.db.query<{ terms_version: string | null; terms_accepted_at: string | null }>(
        'select terms_version, terms_accepted_at from public.users where id = $1',
        [userId],
      )
    ).rows[0];

  describe('terms', () => {
    it('records the version a password sign-up sent, when the account is made', async () => {
      const anon = createClient<Database>(stack.url, stack.anonKey, { auth: { persistSession: false } });
      const email = `terms-${Date.now()}@example.test`;
      const { data, error } = await anon.auth.signUp({
        email,
        password: 'secret-123',
        options: { data: { full_name: 'Tess Terms', user_type: 'host', terms_version: TERMS_VERSION } },
      });
      expect(error).toBeNull();
      const row = await termsOf(data.user!.id);
      expect(row?.terms_version).toBe(TERMS_VERSION);
      expect(Date.parse(String(row?.terms_accepted_at))).toBeGreaterThan(Date.now() - 60_000);
    });

    it('leaves a sign-up without it (Google, an older account) unaccepted, and ignores a made-up version', async () => {
      const google = await createTestUser(stack, { userMetadata: { full_name: 'Gus Google' } });
      expect(await termsOf(google.id)).toEqual({ terms_version: null, terms_accepted_at: null });
      const forged = await createTestUser(stack, { userMetadata: { terms_version: 'v1; drop' } });
      expect(await termsOf(forged.id)).toEqual({ terms_version: null, terms_accepted_at: null });
      const future = await createTestUser(stack, { userMetadata: { terms_version: '2999-01-01' } });
      expect(await termsOf(future.id)).toEqual({ terms_version: null, terms_accepted_at: null });
    });

    it('accept_terms records the version once, never moves back and refuses what is not a version', async () => {
      const user = await createTestUser(stack, { userMetadata: { full_name: 'Olga Old' } });
      const client = as(user.accessToken);
      const first = await client.rpc('accept_terms', { p_version: TERMS_VERSION });
      expect(first.error).toBeNull();
      expect(first.data?.[0]?.terms_version).toBe(TERMS_VERSION);
      const at = (await termsOf(user.id))?.terms_accepted_at;
      expect(Date.parse(String(at))).toBeGreaterThan(Date.now() - 60_000);

      const again = await client.rpc('accept_terms', { p_version: TERMS_VERSION });
      expect(again.error).toBeNull();
      const earlier = await client.rpc('accept_terms', { p_version: '2024-01-01' });
      expect(earlier.data?.[0]?.terms_version).toBe(TERMS_VERSION);
      expect(await termsOf(user.id)).toEqual({ terms_version: TERMS_VERSION, terms_accepted_at: at });

      for (const bad of ['v1', '2025-02-30', '2999-01-01', '']) {
        const refused = await client.rpc('accept_terms', { p_version: bad });
        expect(refused.error?.code, bad).toBe('22023');
      }
      const anon = await clients.anon.rpc('accept_terms', { p_version: TERMS_VERSION });
      expect(anon.error).not.toBeNull();
    });

    it('cannot be written around accept_terms', async () => {
      const user = await createTestUser(stack, { userMetadata: { full_name: 'Pete Patch' } });
      const client = as(user.accessToken);
      const patched = await client
        .from('users')
        .update({ terms_version: TERMS_VERSION } as never)
        .eq('id', user.id);
      expect(patched.error).not.toBeNull();
      expect(await termsOf(user.id)).toEqual({ terms_version: null, terms_accepted_at: null });
    });

    it('the seeded demo accounts accepted the current version', async () => {
      const { data } = await clients.host.from('users').select('terms_version').eq('id', ids.host).single();
      expect(data?.terms_version).toBe(TERMS_VERSION);
    });
  });

  describe('receipts', () => {
    let day = 0;
    /** A charged booking of host with DJ Nova: $400.00 + $20.00, refunded `refundCents` (succeeded). */
    async function chargedBooking(status: string, refundCents = 0) {
      day += 1;
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
           payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, payment_intent_id,
           paid_at, refunded_cents, cancelled_at, cancelled_by)
         values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 400, 20, $3, current_date + 200 + $4::int, '19:00', 3, 50,
                 'Party Starter', 'pi_receipt_' || $4::text, now(), $5,
                 case when $3 = 'cancelled' then now() end, case when $3 = 'cancelled' then 'host' end)
         returning id`,
        [ids.ownVendor, ids.host, status, day, refundCents],
      );
      const id = rows[0]!.id;
      if (refundCents > 0)
        await stack.db.query(
          `insert into public.booking_refunds (booking_id, kind, amount_cents, status) values ($1, 'host_cancel', $2, 'succeeded')`,
          [id, refundCents],
        );
      return id;
    }

    it('shows the host and admins the amounts money_figures has', async () => {
      const id = await chargedBooking('cancelled', 21000);
      const host = await clients.host.rpc('booking_receipt', { p_booking_id: id });
      expect(host.error).toBeNull();
      const admin = await clients.admin.rpc('booking_receipt', { p_booking_id: id });
      expect(admin.error).toBeNull();
      expect(admin.data).toEqual(host.data);
      const r = host.data![0]!;
      expect(r).toMatchObject({
        booking_id: id,
        vendor_name: 'DJ Nova',
        payment_status: 'cancelled',
        subtotal_cents: 40000,
        fee_cents: 2000,
        charged_cents: 42000,
        refunded_cents: 21000,
        net_paid_cents: 21000,
      });
      expect(r.refunds).toEqual([expect.objectContaining({ amount_cents: 21000, status: 'succeeded' })]);
      const figures = await clients.admin.rpc('money_figures', { p_booking_id: id });
      expect(figures.error).toBeNull();
      const f = figures.data![0]!;
      expect(r.charged_cents).toBe(f.charged_cents);
      expect(r.fee_cents).toBe(f.fee_cents);
      expect(r.refunded_cents).toBe(f.refunded_cents);
    });

    it('gives a completed booking without refunds its receipt', async () => {
      const id = await chargedBooking('completed');
      const { data, error } = await clients.host.rpc('booking_receipt', { p_booking_id: id });
      expect(error).toBeNull();
      expect(data?.[0]).toMatchObject({
        charged_cents: 42000,
        refunded_cents: 0,
        net_paid_cents: 42000,
        refunds: [],
      });
    });

    it('is not found for another host, the vendor, anon, an unpaid booking and a missing one', async () => {
      const id = await chargedBooking('paid');
      for (const who of ['otherHost', 'ownerVendor', 'otherVendor', 'anon'] as const) {
        const { data, error, status } = await clients[who].rpc('booking_receipt', { p_booking_id: id });
        expect(data, who).toBeNull();
        expect(status, who).toBe(who === 'anon' ? 401 : 404);
        expect(error, who).not.toBeNull();
      }
      const { rows } = await stack.db.query<{ id: string }>(
        `select id from public.bookings where user_id = $1 and payment_intent_id is null limit 1`,
        [ids.host],
      );
      const unpaid = await clients.host.rpc('booking_receipt', { p_booking_id: rows[0]!.id });
      expect(unpaid.status).toBe(404);
      const missing = await clients.host.rpc('booking_receipt', {
        p_booking_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('payout statements', () => {
    it('shows the listing owner and admins a payout with its reversal, nobody else', async () => {
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
           payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, payment_intent_id,
           paid_at, completed_at, refunded_cents)
         values ($1, $2, 'host@partyeasy.test', 'Hannah Host', 300, 15, 'completed', current_date - 300, '10:00', 2, 20,
                 'Party Starter', 'pi_statement_1', now(), now(), 5000)
         returning id`,
        [ids.ownVendor, ids.host],
      );
      const booking = rows[0]!.id;
      const transfer = await stack.db.query<{ id: string }>(
        `insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, provider_id, settled_at)
         values ($1, $2, 'transfer', 30000, 'succeeded', 'tr_statement_1', now()) returning id`,
        [ids.ownVendor, booking],
      );
      const entry = Number(transfer.rows[0]!.id);
      await stack.db.query(
        `insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, transfer_entry_id, provider_id, settled_at)
         values ($1, $2, 'reversal', 5000, 'succeeded', $3, 'trr_statement_1', now())`,
        [ids.ownVendor, booking, entry],
      );
      const owner = await clients.ownerVendor.rpc('payout_statement', { p_entry_id: entry });
      expect(owner.error).toBeNull();
      expect(owner.data?.[0]).toMatchObject({
        entry_id: entry,
        booking_id: booking,
        vendor_name: 'DJ Nova',
        status: 'succeeded',
        amount_cents: 30000,
        reversed_cents: 5000,
        net_cents: 25000,
        subtotal_cents: 30000,
        refunded_cents: 5000,
        provider_id: 'tr_statement_1',
      });
      expect(owner.data?.[0]?.reversals).toEqual([
        expect.objectContaining({ amount_cents: 5000, status: 'succeeded' }),
      ]);
      const admin = await clients.admin.rpc('payout_statement', { p_entry_id: entry });
      expect(admin.data).toEqual(owner.data);
      for (const who of ['otherVendor', 'host', 'otherHost'] as const) {
        const other = await clients[who].rpc('payout_statement', { p_entry_id: entry });
        expect(other.status, who).toBe(404);
        expect(other.data, who).toBeNull();
      }
      // a reversal is not a payout of its own
      const reversal = await stack.db.query<{ id: string }>(
        `select id from public.payout_ledger where transfer_entry_id = $1`,
        [entry],
      );
      const notPayout = await clients.ownerVendor.rpc('payout_statement', {
        p_entry_id: Number(reversal.rows[0]!.id),
      });
      expect(notPayout.status).toBe(404);
    });
  });
});
