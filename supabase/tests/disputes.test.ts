import {
  callFunction,
  type PaymentStack,
  passwordToken,
  startPaymentStack,
} from '@partyeasy/devstack/stripe/testing';
import { DISPUTE_MESSAGES } from '@partyeasy/shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import {
  completeBooking,
  connectPayouts,
  dayAfter,
  paidBooking,
  pendingBooking,
  refundedAtProvider,
  runPayouts,
  transfersOf,
} from './support/payments.js';
import { apiClient } from './support/sessions.js';

// Disputes (docs/disputes.md) on a PostgreSQL server with the Stripe stand-in: the host's report within 30
// days of the event, the payout held meanwhile, the thread and photos for the parties only, the vendor's
// offer the host accepts, an admin's decision after the transfer reversing the refunded part, each
// resolution moving money once under concurrent and repeated calls, and the mails sent once.

const DJ = ids.ownVendor; // DJ Nova, dj@partyeasy.test
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DESCRIPTION = 'The DJ arrived two hours late and left before the cake.';

describe('disputes', () => {
  let stack: PaymentStack;
  const tokens: Record<'dj' | 'bar' | 'host' | 'otherHost' | 'admin', string> = {
    dj: '',
    bar: '',
    host: '',
    otherHost: '',
    admin: '',
  };
  let day = 0;

  beforeAll(async () => {
    stack = await startPaymentStack({ database: 'postgres', seed: true });
    tokens.dj = await passwordToken(stack, actors.ownerVendor.email!, SEED_PASSWORD);
    tokens.bar = await passwordToken(stack, actors.otherVendor.email!, SEED_PASSWORD);
    tokens.host = await passwordToken(stack, actors.host.email!, SEED_PASSWORD);
    tokens.otherHost = await passwordToken(stack, actors.otherHost.email!, SEED_PASSWORD);
    tokens.admin = await passwordToken(stack, actors.admin.email!, SEED_PASSWORD);
    // DJ Nova can be paid: onboarding through the function and the hosted page.
    await connectPayouts(stack, tokens.dj, DJ);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const as = (token: string) => apiClient(stack, token);
  const ledger = async (bookingId: string) =>
    (
      await stack.db.query<{ kind: string; status: string; amount_cents: number }>(
        'select kind, status, amount_cents from public.payout_ledger where booking_id = $1 order by id',
        [bookingId],
      )
    ).rows;
  const booking = async (id: string) =>
    (
      await stack.db.query<{ payment_status: string; refunded_cents: number; payment_intent_id: string }>(
        'select payment_status, refunded_cents, payment_intent_id from public.bookings where id = $1',
        [id],
      )
    ).rows[0]!;
  const mailsAbout = (subject: string) => stack.mailbox.list().filter((m) => m.subject.includes(subject));

  /**
   * A DJ Nova booking paid on the hosted page ($450.00 + $22.50 fee = $472.50) whose event then ended
   * `daysAgo` days ago and that the schedule completed.
   */
  async function completedBooking(daysAgo = 2, options: { pay?: boolean } = {}) {
    day += 1;
    const spec = { vendorId: DJ, date: dayAfter('2030-06-01', day) };
    let id: string;
    if (options.pay !== false) {
      id = (await paidBooking(stack, spec)).id;
    } else {
      id = (await pendingBooking(stack, spec)).booking.id;
      await stack.db.query(`update public.bookings set payment_status = 'paid' where id = $1`, [id]);
    }
    await completeBooking(stack, id, { daysAgo, hour: day % 20 });
    return id;
  }

  const report = (token: string, bookingId: string, description = DESCRIPTION, reason = 'late_or_early') =>
    as(token).rpc('report_dispute', {
      p_booking_id: bookingId,
      p_reason: reason,
      p_description: description,
    });
  const resolve = (token: string, body: Record<string, unknown>) =>
    callFunction(stack, 'resolve-dispute', { token, body });
  const uploadPhoto = (token: string, disputeId: string, bytes: Uint8Array = PNG, type = 'image/png') =>
    fetch(`${stack.url}/functions/v1/dispute-photo?disputeId=${disputeId}`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}`, 'content-type': type },
      body: new Blob([new Uint8Array(bytes)]),
    });

  it('holds the payout, lets the parties talk and send photos, and resolves with the accepted offer once', async () => {
    const id = await completedBooking();
    const { data: dispute, error } = await report(tokens.host, id);
    expect(error).toBeNull();
    expect(dispute).toMatchObject({ status: 'open', reason: 'late_or_early', booking_id: id });
    const disputeId = dispute!.id;

    // The payout waits: a hold the vendor sees, no transfer, and the figures count it as held.
    await runPayouts(stack);
    expect(await ledger(id)).toEqual([{ kind: 'hold', status: 'held', amount_cents: 45000 }]);
    expect(transfersOf(stack, id)).toEqual([]);
    const { data: figures } = await as(tokens.dj).rpc('money_figures', { p_booking_id: id }).single();
    expect(figures).toMatchObject({ held_cents: 45000, scheduled_cents: 0 });

    // The thread: host, vendor and admin write; each reads it; nobody else does.
    for (const [token, body] of [
      [tokens.host, 'He came at 9.'],
      [tokens.dj, 'Traffic, sorry.'],
      [tokens.admin, 'Looking into it.'],
    ] as const) {
      const posted = await as(token).rpc('post_dispute_message', { p_dispute_id: disputeId, p_body: body });
      expect(posted.error).toBeNull();
    }
    for (const token of [tokens.host, tokens.dj, tokens.admin]) {
      const { data } = await as(token)
        .from('dispute_messages')
        .select('author_role, body')
        .eq('dispute_id', disputeId)
        .order('id');
      expect(data!.map((m) => m.author_role)).toEqual(['host', 'vendor', 'admin']);
    }
    for (const token of [tokens.bar, tokens.otherHost]) {
      expect((await as(token).from('disputes').select('id').eq('id', disputeId)).data).toEqual([]);
      expect(
        (await as(token).from('dispute_messages').select('id').eq('dispute_id', disputeId)).data,
      ).toEqual([]);
      expect((await as(token).rpc('dispute_detail', { p_dispute_id: disputeId })).error?.code).toBe('PT404');
      expect(
        (await as(token).rpc('post_dispute_message', { p_dispute_id: disputeId, p_body: 'hi' })).error?.code,
      ).toBe('PT404');
    }

    // Photos: the host's, checked like listing photos, at most 5, readable by the parties only.
    const first = await uploadPhoto(tokens.host, disputeId);
    expect(first.status).toBe(200);
    const { path } = (await first.json()) as { path: string };
    expect(path.startsWith(`${disputeId}/`)).toBe(true);
    expect((await uploadPhoto(tokens.host, disputeId, Buffer.from('<html>'), 'image/png')).status).toBe(415);
    expect((await uploadPhoto(tokens.otherHost, disputeId)).status).toBe(404);
    expect((await uploadPhoto(tokens.dj, disputeId)).status).toBe(404);
    const more = await Promise.all(Array.from({ length: 6 }, () => uploadPhoto(tokens.host, disputeId)));
    expect(more.filter((r) => r.status === 200)).toHaveLength(4);
    expect(more.filter((r) => r.status === 413)).toHaveLength(2);
    for (const token of [tokens.host, tokens.dj, tokens.admin]) {
      const got = await as(token).storage.from('dispute-photos').download(path);
      expect(got.error, 'party reads').toBeNull();
      expect(got.data!.size).toBe(PNG.length);
    }
    for (const token of [tokens.bar, tokens.otherHost]) {
      expect((await as(token).storage.from('dispute-photos').download(path)).error).not.toBeNull();
    }

    // The vendor's offer: at most its share; the host accepts it, concurrently and twice: one refund.
    const tooMuch = await as(tokens.dj).rpc('offer_dispute_refund', {
      p_dispute_id: disputeId,
      p_amount_cents: 45001,
    });
    expect(tooMuch.error).toMatchObject({ code: '22003', message: DISPUTE_MESSAGES.offerOutOfRange });
    expect(
      (await as(tokens.host).rpc('offer_dispute_refund', { p_dispute_id: disputeId, p_amount_cents: 100 }))
        .error?.code,
    ).toBe('PT404');
    const offered = await as(tokens.dj).rpc('offer_dispute_refund', {
      p_dispute_id: disputeId,
      p_amount_cents: 10000,
    });
    expect(offered.error).toBeNull();
    expect(offered.data).toMatchObject({ offer_cents: 10000 });
    // Not someone else's to accept.
    expect(await resolve(tokens.otherHost, { disputeId, as: 'host', outcome: 'offer' })).toMatchObject({
      status: 404,
    });
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => resolve(tokens.host, { disputeId, as: 'host', outcome: 'offer' })),
      );
      expect(
        answers.filter((a) => a.status === 200),
        `round ${round}`,
      ).toHaveLength(round === 0 ? 1 : 0);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBe(409);
      await stack.standIn.idle();
    }
    expect(await refundedAtProvider(stack, id)).toEqual([10000]);
    expect(await booking(id)).toMatchObject({ payment_status: 'completed', refunded_cents: 10000 });
    const { data: resolved } = await as(tokens.host)
      .rpc('dispute_detail', { p_dispute_id: disputeId })
      .single();
    expect(resolved).toMatchObject({
      status: 'resolved',
      outcome: 'offer',
      refund_cents: 10000,
      payout_held: false,
    });

    // Released: the vendor is paid its share less the refund, once.
    await runPayouts(stack);
    expect(transfersOf(stack, id).map((t) => t.amount)).toEqual([35000]);
    // The thread is closed; both sides were mailed once.
    expect(
      (await as(tokens.host).rpc('post_dispute_message', { p_dispute_id: disputeId, p_body: 'thanks' })).error
        ?.code,
    ).toBe('PT409');
    await runPayouts(stack);
    const mails = mailsAbout('is resolved').filter((m) => m.text.includes(disputeId));
    expect(mails.map((m) => m.to).sort()).toEqual(['dj@partyeasy.test', 'host@partyeasy.test']);
  });

  it('reverses the refunded part of a transfer already made when an admin decides, once under concurrent and repeated calls', async () => {
    const id = await completedBooking();
    await runPayouts(stack);
    expect(transfersOf(stack, id).map((t) => t.amount)).toEqual([45000]);
    const { data: dispute } = await report(tokens.host, id, DESCRIPTION, 'no_show');
    const disputeId = dispute!.id;

    // Only admins decide, with a reason and an amount within what is left.
    expect(await resolve(tokens.dj, { disputeId, as: 'admin', outcome: 'full', reason: 'x' })).toMatchObject({
      status: 403,
    });
    expect(
      await resolve(tokens.host, { disputeId, as: 'admin', outcome: 'none', reason: 'x' }),
    ).toMatchObject({
      status: 403,
    });
    expect(await resolve(tokens.admin, { disputeId, as: 'admin', outcome: 'full' })).toMatchObject({
      status: 400,
      body: { error: 'reason_required' },
    });
    expect(
      await resolve(tokens.admin, {
        disputeId,
        as: 'admin',
        outcome: 'partial',
        amountCents: 47251,
        reason: 'x',
      }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_amount' } });
    expect(await resolve(tokens.host, { disputeId, as: 'host', outcome: 'offer' })).toMatchObject({
      status: 409,
      body: { error: 'no_offer' },
    });

    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          resolve(tokens.admin, {
            disputeId,
            as: 'admin',
            outcome: 'full',
            reason: 'The vendor did not come.',
          }),
        ),
      );
      expect(
        answers.filter((a) => a.status === 200),
        `round ${round}`,
      ).toHaveLength(round === 0 ? 1 : 0);
      if (round === 0)
        expect(answers.find((a) => a.status === 200)!.body).toEqual({
          status: 'resolved',
          refundedCents: 47250,
        });
      await Promise.all([runPayouts(stack), runPayouts(stack)]);
    }
    expect(await refundedAtProvider(stack, id)).toEqual([47250]);
    const [transfer] = transfersOf(stack, id);
    expect(transfer!.amount_reversed).toBe(45000);
    expect((await ledger(id)).filter((e) => e.kind === 'reversal')).toEqual([
      { kind: 'reversal', status: 'succeeded', amount_cents: 45000 },
    ]);
    const { data: f } = await as(tokens.admin).rpc('money_figures', { p_booking_id: id }).single();
    expect(f).toMatchObject({
      charged_cents: 47250,
      refunded_cents: 47250,
      vendor_share_cents: 0,
      paid_to_vendors_cents: 45000,
      reversed_cents: 45000,
      reversing_cents: 0,
      held_cents: 0,
      scheduled_cents: 0,
      platform_profit_cents: 0,
    });
    const mails = mailsAbout('is resolved').filter((m) => m.text.includes(disputeId));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('Reason: The vendor did not come.');
  });

  it('resolves with no refund and releases the payout', async () => {
    const id = await completedBooking();
    const { data: dispute } = await report(tokens.host, id, DESCRIPTION, 'other');
    await runPayouts(stack);
    expect(transfersOf(stack, id)).toEqual([]);
    const answer = await resolve(tokens.admin, {
      disputeId: dispute!.id,
      as: 'admin',
      outcome: 'none',
      reason: 'The photos show the service as booked.',
    });
    expect(answer).toMatchObject({ status: 200, body: { refundedCents: 0 } });
    expect(transfersOf(stack, id).map((t) => t.amount)).toEqual([45000]);
    expect(await refundedAtProvider(stack, id)).toEqual([]);
  });

  it('opens the dispute again when the provider refuses the refund, and the retry refunds once', async () => {
    const id = await completedBooking();
    const { data: dispute } = await report(tokens.host, id);
    const decide = () =>
      resolve(tokens.admin, {
        disputeId: dispute!.id,
        as: 'admin',
        outcome: 'partial',
        amountCents: 5000,
        reason: 'Late.',
      });
    stack.standIn.refundMode = 'error';
    expect(await decide()).toMatchObject({ status: 502, body: { error: 'refund_failed' } });
    stack.standIn.refundMode = 'succeed';
    const { data: reopened } = await as(tokens.admin)
      .rpc('dispute_detail', { p_dispute_id: dispute!.id })
      .single();
    expect(reopened).toMatchObject({ status: 'open', payout_held: true });
    expect(reopened!.last_error).toBeTruthy();
    await runPayouts(stack);
    expect(transfersOf(stack, id)).toEqual([]);
    expect(await decide()).toMatchObject({ status: 200, body: { refundedCents: 5000 } });
    expect(await refundedAtProvider(stack, id)).toEqual([5000]);
    expect(transfersOf(stack, id).map((t) => t.amount)).toEqual([40000]);
  });

  it('refuses reports by another host, after 30 days, on unpaid bookings, twice, and invalid text', async () => {
    const id = await completedBooking();
    expect((await report(tokens.otherHost, id)).error?.code).toBe('PT404');
    expect((await report(tokens.dj, id)).error?.code).toBe('PT404');
    expect((await report(tokens.host, id, 'too short')).error).toMatchObject({
      code: '22023',
      message: DISPUTE_MESSAGES.descriptionTooShort,
    });
    expect((await report(tokens.host, id, 'x'.repeat(2001))).error).toMatchObject({
      message: DISPUTE_MESSAGES.descriptionTooLong,
    });
    expect((await report(tokens.host, id, '\u200b\u200b')).error).toMatchObject({
      message: DISPUTE_MESSAGES.descriptionRequired,
    });
    expect((await report(tokens.host, id, DESCRIPTION, 'bad')).error).toMatchObject({
      message: DISPUTE_MESSAGES.reasonRequired,
    });
    expect((await report(tokens.host, id, 'x'.repeat(2000))).error).toBeNull();
    expect((await report(tokens.host, id)).error).toMatchObject({
      code: 'PT409',
      message: DISPUTE_MESSAGES.alreadyReported,
    });

    const old = await completedBooking(31);
    expect((await report(tokens.host, old)).error).toMatchObject({
      code: 'PT409',
      message: DISPUTE_MESSAGES.windowClosed,
    });
    // The client's clock is not the database's.
    expect(
      (
        await as(tokens.host).rpc('report_dispute', {
          p_booking_id: old,
          p_reason: 'other',
          p_description: DESCRIPTION,
          p_now: new Date(Date.now() - 20 * 86_400_000).toISOString(),
        })
      ).error?.code,
    ).toBe('PT409');
    const unpaid = await completedBooking(2, { pay: false });
    expect((await report(tokens.host, unpaid)).error?.code).toBe('PT409');
    // Nobody writes the tables directly.
    expect(
      (
        await as(tokens.host)
          .from('disputes')
          .insert({ booking_id: old, vendor_id: DJ, reason: 'other', description: DESCRIPTION } as never)
      ).error,
    ).not.toBeNull();
    expect(
      (await as(tokens.host).rpc('begin_dispute_resolution' as never, {} as never)).error,
    ).not.toBeNull();
  });

  it('tells account deletion whether a user has an open dispute, as host or vendor', async () => {
    // the earlier tests' open disputes are decided first
    const { data: queue } = await as(tokens.admin).rpc('admin_disputes', { p_limit: 50 });
    for (const d of queue!) {
      const decided = await resolve(tokens.admin, {
        disputeId: d.id,
        as: 'admin',
        outcome: 'none',
        reason: 'Closed.',
      });
      expect(decided.status).toBe(200);
    }
    const id = await completedBooking();
    const { data: dispute } = await report(tokens.host, id);
    const open = async (user: string) =>
      (await stack.db.query<{ open: boolean }>('select public.has_open_dispute($1) as open', [user])).rows[0]!
        .open;
    expect(await open(ids.host)).toBe(true);
    expect(await open(ids.ownerVendorUser)).toBe(true);
    expect(await open(ids.otherHost)).toBe(false);
    // Account deletion is refused on either side while it is open (issue 45 item 4).
    const blockers = async (user: string) =>
      (await stack.db.query<{ b: string[] }>('select public.account_deletion_blockers($1) as b', [user]))
        .rows[0]!.b;
    const reason = 'You have an open dispute. It must be resolved before you delete your account.';
    expect(await blockers(ids.host)).toContain(reason);
    expect(await blockers(ids.ownerVendorUser)).toContain(reason);
    expect(
      (await as(tokens.host).rpc('has_open_dispute' as never, { p_user_id: ids.host } as never)).error,
    ).not.toBeNull();
    await resolve(tokens.admin, { disputeId: dispute!.id, as: 'admin', outcome: 'none', reason: 'Settled.' });
    expect(await open(ids.host)).toBe(false);
    expect(await blockers(ids.host)).not.toContain(reason);
  });

  it('pages the admin queue oldest first, with the host and vendor conversation, and refuses both to others', async () => {
    const older = (await report(tokens.host, await completedBooking())).data!;
    const newer = (await report(tokens.host, await completedBooking())).data!;
    const { data, error } = await as(tokens.admin).rpc('admin_disputes', { p_status: 'open', p_limit: 50 });
    expect(error).toBeNull();
    const times = data!.map((d) => d.created_at);
    expect([...times].sort()).toEqual(times);
    const order = data!.map((d) => d.id);
    expect(order.indexOf(older.id)).toBeLessThan(order.indexOf(newer.id));
    expect(data!.find((d) => d.id === older.id)).toMatchObject({ vendor_name: 'DJ Nova', paid_cents: 47250 });
    // Paged: a page of one, then the next.
    const first = await as(tokens.admin).rpc('admin_disputes', { p_status: 'open', p_limit: 1 });
    const second = await as(tokens.admin).rpc('admin_disputes', {
      p_status: 'open',
      p_limit: 1,
      p_offset: 1,
    });
    expect([first.data![0]!.id, second.data![0]!.id]).toEqual(order.slice(0, 2));
    expect(Number(first.data![0]!.total_count)).toBe(order.length);
    // The host and vendor's conversation in Messages, for the admin deciding (as many as they wrote, up to 50).
    const { rows: convo } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.messages m join public.conversations c on c.id = m.conversation_id
        where c.host_id = $1 and c.vendor_id = $2`,
      [ids.host, DJ],
    );
    const read = await as(tokens.admin).rpc('admin_dispute_conversation', {
      p_dispute_id: older.id,
      p_limit: 50,
    });
    expect(read.error).toBeNull();
    expect(read.data!.length).toBe(Math.min(50, convo[0]!.n));
    for (const token of [tokens.host, tokens.dj, tokens.bar]) {
      expect((await as(token).rpc('admin_disputes', {})).error?.code).toBe('42501');
      expect(
        (await as(token).rpc('admin_dispute_conversation', { p_dispute_id: older.id })).error?.code,
      ).toBe('42501');
    }
  });
});
