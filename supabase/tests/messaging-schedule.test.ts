import { startBookingSchedule } from '@partyeasy/devstack/schedule';
import { createTestUser, startTestStack, type TestStack, type TestUser } from '@partyeasy/devstack/testing';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids } from './support/actors.js';
import { signedInClient } from './support/api-client.js';

// The scheduled part of messaging (issue 43, points 4, 5 and 7) on PostgreSQL through the HTTP API: away
// e-mails with the schedule's clock passed in (never waited for), sent once by the message-emails function
// under concurrent and repeated runs; the vendors' response time with worked examples; retention.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PLACEHOLDER = '[contact details are shared once a booking is paid]';

describe('messaging schedule', () => {
  let stack: TestStack;
  let vendor: SupabaseClient; // DJ Nova's owner, Nova Reyes (dj@partyeasy.test)

  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    vendor = await signedInClient(stack.url, stack.anonKey, actors.ownerVendor);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const asUser = (user: TestUser) =>
    createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${user.accessToken}` } },
    });
  /** A new host (no bookings, so contact details are masked) and their conversation with DJ Nova. */
  async function newHost(firstName: string) {
    const user = await createTestUser(stack, {
      userMetadata: { full_name: `${firstName} Tester`, user_type: 'host' },
    });
    const client = asUser(user);
    const { data, error } = await client.rpc('start_conversation', { p_vendor_id: ids.ownVendor });
    expect(error).toBeNull();
    return { user, client, conversationId: data as string };
  }
  const send = async (client: SupabaseClient, conversationId: string, body: string) => {
    const { error } = await client.rpc('send_message', { p_conversation_id: conversationId, p_body: body });
    expect(error).toBeNull();
  };
  const read = async (client: SupabaseClient, conversationId: string) => {
    const { error } = await client.rpc('mark_conversation_read', { p_conversation_id: conversationId });
    expect(error).toBeNull();
  };
  /** The schedule's queue step with its clock `ms` from now. */
  const queue = async (ms: number) =>
    (
      await stack.db.query<{ n: number }>('select public.queue_message_emails($1) as n', [
        new Date(Date.now() + ms).toISOString(),
      ])
    ).rows[0]!.n;
  const sendMails = () =>
    fetch(`${stack.url}/functions/v1/message-emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { sent: number } }));
  const mailsAbout = (conversationId: string) =>
    stack.mailbox.list().filter((m) => m.text.includes(`/messages/${conversationId}`));

  describe('away e-mails', () => {
    it('e-mails the vendor once a message has waited 10 minutes: first name, masked start, link', async () => {
      const { client, conversationId } = await newHost('Hazel');
      await send(client, conversationId, 'Hi! Do you play outdoors? Call me on 214-555-0147 please.');
      await queue(9 * MINUTE);
      expect((await sendMails()).status).toBe(200);
      expect(mailsAbout(conversationId)).toEqual([]);

      await queue(10 * MINUTE + 5_000);
      expect((await sendMails()).status).toBe(200);
      const mails = mailsAbout(conversationId);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.to).toBe('dj@partyeasy.test');
      expect(mail.subject).toBe('Hazel sent you a message');
      // Masked exactly as the vendor reads it in the conversation.
      const page = await vendor.rpc('conversation_messages', { p_conversation_id: conversationId });
      const seen = (page.data as { body: string }[])[0]!.body;
      expect(seen).toBe(`Hi! Do you play outdoors? Call me on ${PLACEHOLDER} please.`);
      expect(mail.text).toContain(`“${seen}”`);
      expect(mail.text).not.toContain('555-0147');
      expect(mail.links).toContain(`${stack.config.siteUrl}/messages/${conversationId}`);
    });

    it('sends one e-mail per conversation however many messages wait, another only after reading', async () => {
      const { client, conversationId } = await newHost('Iris');
      await send(client, conversationId, 'First question about the date.');
      await send(client, conversationId, 'And a second one about parking.');
      await queue(11 * MINUTE);
      await sendMails();
      await send(client, conversationId, 'A third, still unread.');
      await queue(30 * MINUTE);
      await sendMails();
      await queue(2 * HOUR);
      await sendMails();
      const first = mailsAbout(conversationId);
      expect(first).toHaveLength(1);
      expect(first[0]!.text).toContain('“First question about the date.”');
      expect(first[0]!.text).toContain('and 1 more unread message.');

      // The vendor reads it; the next message that waits 10 minutes sends the next e-mail.
      await read(vendor, conversationId);
      await send(client, conversationId, 'Thanks! One more thing: can you bring lights?');
      await queue(11 * MINUTE);
      await sendMails();
      const after = mailsAbout(conversationId);
      expect(after).toHaveLength(2);
      expect(after[0]!.text).toContain('“Thanks! One more thing: can you bring lights?”');
    });

    it('sends nothing when the message is read within 10 minutes, or answered', async () => {
      const { client, conversationId } = await newHost('Jules');
      await send(client, conversationId, 'Quick question.');
      await read(vendor, conversationId);
      await send(vendor, conversationId, 'Quick answer.');
      await read(client, conversationId);
      await queue(11 * MINUTE);
      await sendMails();
      expect(mailsAbout(conversationId)).toEqual([]);
    });

    it('e-mails the host with the vendor first name and listing', async () => {
      const { client, conversationId } = await newHost('Kira');
      await send(client, conversationId, 'Are you free on May 3?');
      await read(vendor, conversationId);
      await send(vendor, conversationId, 'Yes, we are free that evening.');
      await queue(11 * MINUTE);
      await sendMails();
      const mails = mailsAbout(conversationId);
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        [(await hostEmail(client)) ?? '', 'Nova from DJ Nova sent you a message'],
      ]);
      expect(mails[0]!.text).toContain('“Yes, we are free that evening.”');
    });

    it('respects the account setting: none when turned off, also for an e-mail already queued', async () => {
      const { user, client, conversationId } = await newHost('Lou');
      await read(vendor, conversationId);
      await send(vendor, conversationId, 'Hello Lou, thanks for your interest.');
      const off = await client.from('users').update({ message_emails: false }).eq('id', user.id);
      expect(off.error).toBeNull();
      await queue(11 * MINUTE);
      await sendMails();
      expect(mailsAbout(conversationId)).toEqual([]);

      // Queued while on, turned off before the sender ran: skipped.
      await client.from('users').update({ message_emails: true }).eq('id', user.id);
      await read(client, conversationId);
      await send(vendor, conversationId, 'Following up on your question.');
      expect(await queue(11 * MINUTE)).toBeGreaterThanOrEqual(1);
      await client.from('users').update({ message_emails: false }).eq('id', user.id);
      await sendMails();
      expect(mailsAbout(conversationId)).toEqual([]);
      const rows = await stack.db.query<{ sent_at: string | null; skipped_at: string | null }>(
        'select sent_at, skipped_at from public.message_emails where conversation_id = $1',
        [conversationId],
      );
      expect(rows.rows).toEqual([{ sent_at: null, skipped_at: expect.any(String) }]);
    });

    it('queues and sends exactly once when the schedule runs concurrently and twice', async () => {
      const hosts = await Promise.all(['Mia', 'Noor', 'Otto'].map((n) => newHost(n)));
      for (const h of hosts) await send(h.client, h.conversationId, `Hello from ${h.user.email}`);
      const queued = await Promise.all([queue(11 * MINUTE), queue(11 * MINUTE), queue(12 * MINUTE)]);
      expect(queued.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
      expect(await queue(13 * MINUTE)).toBe(0);
      const runs = await Promise.all([sendMails(), sendMails(), sendMails()]);
      expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
      expect((await sendMails()).body.sent).toBe(0);
      for (const h of hosts) expect(mailsAbout(h.conversationId)).toHaveLength(1);
      const rows = await stack.db.query<{ n: string }>(
        `select count(*) as n from public.message_emails where conversation_id = any($1) and sent_at is not null`,
        [hosts.map((h) => h.conversationId)],
      );
      expect(Number(rows.rows[0]!.n)).toBe(3);
    });

    it('the devstack schedule queues and sends them every minute', async () => {
      const { client, conversationId } = await newHost('Pia');
      await send(client, conversationId, 'Is the schedule on?');
      // The message moved 11 minutes back, with the unread stretch it began.
      await stack.db.query(
        `update public.messages set created_at = created_at - interval '11 minutes' where conversation_id = $1`,
        [conversationId],
      );
      await stack.db.query(
        `update public.conversations set vendor_unread_since = vendor_unread_since - interval '11 minutes'
          where id = $1`,
        [conversationId],
      );
      const lines: string[] = [];
      const schedule = startBookingSchedule({
        db: stack.db,
        apiUrl: stack.url,
        serviceRoleKey: stack.serviceRoleKey,
        log: (line) => lines.push(line),
      });
      try {
        await schedule.runOnce();
        await schedule.runOnce();
      } finally {
        schedule.stop();
      }
      expect(mailsAbout(conversationId).map((m) => m.subject)).toEqual(['Pia sent you a message']);
      // This stack has no payment provider (payouts answers 503); the messaging steps log nothing.
      expect(lines.filter((l) => /message_emails|expired_messages|message-emails/.test(l))).toEqual([]);
    });

    it('only the service role runs the sender and the queue', async () => {
      const anon = await fetch(`${stack.url}/functions/v1/message-emails`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.anonKey}` },
      });
      expect(anon.status).toBe(401);
      for (const fn of ['queue_message_emails', 'claim_message_emails', 'delete_expired_messages']) {
        const { error } = await vendor.rpc(fn, {});
        expect(error?.code, fn).toBe('42501');
      }
      const { error } = await vendor.from('message_emails').select('id');
      expect(error?.code).toBe('42501');
    });
  });

  async function hostEmail(client: SupabaseClient) {
    return (await client.auth.getUser()).data.user?.email ?? null;
  }

  describe('response time', () => {
    /** Conversations of a fresh vendor with messages at times relative to now (ids follow time). */
    async function vendorWith(script: { conv: number; from: 'host' | 'vendor'; ago: number }[]) {
      const owner = await createTestUser(stack, {
        userMetadata: { full_name: 'Rita Reply', user_type: 'vendor' },
      });
      const v = await stack.db.query<{ id: string }>(
        `insert into public.vendors (user_id, name, email, servicetype, status)
         values ($1, 'Reply Test DJ', $2, 'DJ', 'approved') returning id`,
        [owner.id, owner.email],
      );
      const vendorId = v.rows[0]!.id;
      const hosts: TestUser[] = [];
      const convs: string[] = [];
      for (const n of [...new Set(script.map((s) => s.conv))]) {
        hosts[n] = await createTestUser(stack, { userMetadata: { full_name: `Host ${n}` } });
        const c = await stack.db.query<{ id: string }>(
          `insert into public.conversations (vendor_id, host_id, vendor_user_id, created_at)
           values ($1, $2, $3, now() - interval '200 days') returning id`,
          [vendorId, hosts[n]!.id, owner.id],
        );
        convs[n] = c.rows[0]!.id;
      }
      for (const s of [...script].sort((a, b) => b.ago - a.ago)) {
        await stack.db.query(
          `insert into public.messages (conversation_id, sender_id, body, created_at)
           values ($1, $2, 'message', now() - $3 * interval '1 millisecond')`,
          [convs[s.conv], s.from === 'host' ? hosts[s.conv]!.id : owner.id, s.ago],
        );
      }
      return { vendorId, owner, convs };
    }

    it('is the median time from each host turn to the vendor reply over 90 days (worked example)', async () => {
      const { vendorId, owner } = await vendorWith([
        // 1: answered after 30 min; the host's next turn after 1 h
        { conv: 1, from: 'host', ago: 10 * DAY },
        { conv: 1, from: 'vendor', ago: 10 * DAY - 30 * MINUTE },
        { conv: 1, from: 'host', ago: 9 * DAY },
        { conv: 1, from: 'vendor', ago: 9 * DAY - HOUR },
        // 2: two host messages in a row are one turn, answered 3 h after the first
        { conv: 2, from: 'host', ago: 5 * DAY },
        { conv: 2, from: 'host', ago: 5 * DAY - 5 * MINUTE },
        { conv: 2, from: 'vendor', ago: 5 * DAY - 3 * HOUR },
        // 3: unanswered for 3 days: counts with the 3 days waited so far
        { conv: 3, from: 'host', ago: 3 * DAY },
        // 4: unanswered for 2 hours: not counted yet, but waiting
        { conv: 4, from: 'host', ago: 2 * HOUR },
        // 5: older than 90 days: not counted
        { conv: 5, from: 'host', ago: 100 * DAY },
        { conv: 5, from: 'vendor', ago: 100 * DAY - 10 * MINUTE },
      ]);
      // Counted: 1,800 s, 3,600 s, 10,800 s and 259,200 s (waited) → median (3,600 + 10,800) / 2.
      const anon = createClient(stack.url, stack.anonKey);
      const pub = await anon.rpc('vendor_response_time', { p_vendor_id: vendorId });
      expect(pub.error).toBeNull();
      expect(pub.data).toEqual({ median_seconds: 7200, conversations: 3, label: 'within a few hours' });
      const mine = await asUser(owner).rpc('vendor_messaging_summary');
      expect(mine.error).toBeNull();
      expect(mine.data).toEqual({
        vendor_id: vendorId,
        median_seconds: 7200,
        conversations: 3,
        label: 'within a few hours',
        waiting: 2,
      });
    });

    it('shows no label below 3 conversations or beyond a day; fast vendors within an hour', async () => {
      const two = await vendorWith([
        { conv: 1, from: 'host', ago: 2 * DAY },
        { conv: 1, from: 'vendor', ago: 2 * DAY - 5 * MINUTE },
        { conv: 2, from: 'host', ago: 3 * DAY },
        { conv: 2, from: 'vendor', ago: 3 * DAY - 15 * MINUTE },
      ]);
      const anon = createClient(stack.url, stack.anonKey);
      expect((await anon.rpc('vendor_response_time', { p_vendor_id: two.vendorId })).data).toEqual({
        median_seconds: 600,
        conversations: 2,
        label: null,
      });
      const fast = await vendorWith([
        { conv: 1, from: 'host', ago: 2 * DAY },
        { conv: 1, from: 'vendor', ago: 2 * DAY - 5 * MINUTE },
        { conv: 2, from: 'host', ago: 3 * DAY },
        { conv: 2, from: 'vendor', ago: 3 * DAY - 15 * MINUTE },
        { conv: 3, from: 'host', ago: 4 * DAY },
        { conv: 3, from: 'vendor', ago: 4 * DAY - HOUR },
      ]);
      expect((await anon.rpc('vendor_response_time', { p_vendor_id: fast.vendorId })).data).toEqual({
        median_seconds: 900,
        conversations: 3,
        label: 'within an hour',
      });
      const slow = await vendorWith([
        { conv: 1, from: 'host', ago: 20 * DAY },
        { conv: 1, from: 'vendor', ago: 18 * DAY },
        { conv: 2, from: 'host', ago: 10 * DAY },
        { conv: 2, from: 'vendor', ago: 10 * DAY - 20 * HOUR },
        { conv: 3, from: 'host', ago: 5 * DAY },
      ]);
      // 172,800 s, 72,000 s and 432,000 s waited: median 2 days, beyond the last label.
      expect((await anon.rpc('vendor_response_time', { p_vendor_id: slow.vendorId })).data).toEqual({
        median_seconds: 172800,
        conversations: 3,
        label: null,
      });
    });

    it('labels by the median: an hour, 6 hours and a day are the upper bounds', async () => {
      const label = async (seconds: number, conversations: number) =>
        (
          await stack.db.query<{ l: string | null }>('select public.response_time_label($1, $2) as l', [
            seconds,
            conversations,
          ])
        ).rows[0]!.l;
      expect(await label(3600, 3)).toBe('within an hour');
      expect(await label(3601, 3)).toBe('within a few hours');
      expect(await label(6 * 3600, 40)).toBe('within a few hours');
      expect(await label(6 * 3600 + 1, 3)).toBe('within a day');
      expect(await label(86400, 3)).toBe('within a day');
      expect(await label(86401, 3)).toBeNull();
      expect(await label(60, 2)).toBeNull();
    });

    it('answers nothing for a listing that is not live, except to its owner; the summary needs a listing', async () => {
      const { vendorId, owner } = await vendorWith([
        { conv: 1, from: 'host', ago: 2 * DAY },
        { conv: 1, from: 'vendor', ago: 2 * DAY - 5 * MINUTE },
      ]);
      await stack.db.query(`update public.vendors set status = 'edit_listing' where id = $1`, [vendorId]);
      const anon = createClient(stack.url, stack.anonKey);
      expect((await anon.rpc('vendor_response_time', { p_vendor_id: vendorId })).data).toEqual({
        median_seconds: null,
        conversations: 0,
        label: null,
      });
      expect((await asUser(owner).rpc('vendor_response_time', { p_vendor_id: vendorId })).data).toEqual({
        median_seconds: 300,
        conversations: 1,
        label: null,
      });
      const host = await signedInClient(stack.url, stack.anonKey, actors.otherHost);
      const none = await host.rpc('vendor_messaging_summary');
      expect(none.error?.message).toBe('Only a vendor with a listing has a messaging summary.');
      expect((await anon.rpc('vendor_messaging_summary')).error).not.toBeNull();
    });
  });

  describe('retention', () => {
    it('deletes messages older than 3 years, and conversations left without messages, once', async () => {
      const host = await createTestUser(stack, { userMetadata: { full_name: 'Old Timer' } });
      const host2 = await createTestUser(stack, { userMetadata: { full_name: 'Older Timer' } });
      const make = async (hostId: string, ages: string[]) => {
        const c = await stack.db.query<{ id: string }>(
          `insert into public.conversations (vendor_id, host_id, vendor_user_id, created_at)
           values ($1, $2, $3, now() - interval '4 years') returning id`,
          [ids.otherVendor, hostId, ids.otherVendorUser],
        );
        for (const age of ages) {
          await stack.db.query(
            `insert into public.messages (conversation_id, sender_id, body, created_at)
             values ($1, $2, $3, now() - $4::interval)`,
            [c.rows[0]!.id, hostId, `written ${age} ago`, age],
          );
        }
        return c.rows[0]!.id;
      };
      // One conversation with old and recent messages, one with old messages only.
      const mixed = await make(host.id, ['3 years 2 days', '3 years 1 day', '2 years 364 days', '1 day']);
      const old = await make(host2.id, ['3 years 10 days', '3 years 5 days']);
      const bodies = async (id: string) =>
        (
          await stack.db.query<{ body: string }>(
            'select body from public.messages where conversation_id = $1 order by id',
            [id],
          )
        ).rows.map((r) => r.body);

      const runs = await Promise.all(
        [0, 1, 2].map(() =>
          stack.db
            .query<{ n: number }>('select public.delete_expired_messages() as n')
            .then((r) => r.rows[0]!.n),
        ),
      );
      expect(runs.reduce((a, b) => a + b, 0)).toBe(4);
      expect(
        (await stack.db.query<{ n: number }>('select public.delete_expired_messages() as n')).rows[0]!.n,
      ).toBe(0);
      expect(await bodies(mixed)).toEqual(['written 2 years 364 days ago', 'written 1 day ago']);
      const left = await stack.db.query('select id from public.conversations where id = any($1)', [
        [mixed, old],
      ]);
      expect(left.rows).toEqual([{ id: mixed }]);
    });
  });
});
