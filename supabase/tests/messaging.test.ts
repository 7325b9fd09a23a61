import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import {
  MESSAGE_CONTACT_PLACEHOLDER,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MESSAGES,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
} from '@partyeasy/shared-domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ActorName, actors, ids } from './support/actors.js';
import { realtimeCanJoin, realtimeCanSend, realtimeRowsSeen } from './support/realtime.js';
import { seedSessions } from './support/sessions.js';

// Messaging through the API on PostgreSQL (issue 43): conversations and their rules, the masked read model,
// unread counts, the broadcasts the trigger writes and who may join which Realtime topic, reports and the
// admins' moderation. The attack suite (cases-messaging.ts) adds the ways around; messaging-masking.test.ts
// holds the worked examples of the contact-details rule.

const X = MESSAGE_CONTACT_PLACEHOLDER;
/** Shaken & Stirred (otherVendorUser): host has only an unpaid booking with it in the seed. */
const BAR = ids.otherVendor;
/** DJ Nova (ownerVendorUser): host has a paid booking with it in the seed, otherHost a pending one. */
const DJ = ids.ownVendor;

describe('messaging', () => {
  let stack: TestStack;
  let clients: Map<ActorName, SupabaseClient>;
  const as = (actor: ActorName) => clients.get(actor)!;
  const testBookings: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    ({ clients } = await seedSessions(stack, ['host', 'otherHost', 'ownerVendor', 'otherVendor', 'admin']));
  });
  afterAll(async () => {
    await stack?.stop();
  });
  beforeEach(async () => {
    await stack.db.query('delete from public.conversations');
    await stack.db.query('delete from public.messaging_blocks');
    await stack.db.query('delete from public.messaging_moderation');
    await stack.db.query('delete from realtime.messages');
    if (testBookings.length)
      // paid bookings cannot be deleted; without their host they no longer tie the pair
      await stack.db.query('update public.bookings set user_id = null where id = any($1::uuid[])', [
        testBookings.splice(0),
      ]);
    await stack.db.query(`update public.vendors set status = 'approved' where id in ($1, $2)`, [BAR, DJ]);
  });

  let dayOffset = 400;
  /** A booking of `userId` with `vendor` in `status`, on a past date of its own. */
  async function booking(userId: string, vendor: string, status: string): Promise<string> {
    dayOffset += 1;
    const r = await stack.db.query<{ id: string }>(
      `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, payment_status,
         booking_date, booking_time, duration_hours, guest_count, selected_packages)
       values ($1, $2, 'fixture@partyeasy.test', 'Fixture', 300, $3, date '2024-01-01' - $4::int, '10:00', 1, 10, 'X')
       returning id`,
      [vendor, userId, status, dayOffset],
    );
    testBookings.push(r.rows[0]!.id);
    return r.rows[0]!.id;
  }
  const start = async (actor: ActorName, vendor: string) => {
    const { data, error } = await as(actor).rpc('start_conversation', { p_vendor_id: vendor });
    expect(error).toBeNull();
    return data as string;
  };
  const send = (actor: ActorName, conversation: string, body: string, bookingId?: string) =>
    as(actor).rpc('send_message', {
      p_conversation_id: conversation,
      p_body: body,
      ...(bookingId ? { p_booking_id: bookingId } : {}),
    });
  const page = async (actor: ActorName, conversation: string, before?: number) => {
    const { data, error } = await as(actor).rpc('conversation_messages', {
      p_conversation_id: conversation,
      ...(before ? { p_before_id: before } : {}),
    });
    expect(error).toBeNull();
    return data as { id: number; body: string | null; mine: boolean; hidden: boolean; sender_id: string }[];
  };
  const unread = async (actor: ActorName) =>
    (await as(actor).rpc('unread_conversations_count')).data as number;
  const refusal = (r: { error: { message: string } | null; status: number }) => ({
    status: r.status,
    message: r.error?.message,
  });

  it('holds a conversation: one per host and listing, both sides read it newest first with their own flags', async () => {
    const id = await start('host', BAR);
    expect(await start('host', BAR)).toBe(id);
    const first = await send('host', id, 'Do you serve at outdoor venues?');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      conversation_id: id,
      mine: true,
      body: 'Do you serve at outdoor venues?',
    });
    expect((await send('otherVendor', id, 'Yes, we bring our own tent.')).error).toBeNull();

    const hostView = await page('host', id);
    expect(hostView.map((m) => [m.body, m.mine])).toEqual([
      ['Yes, we bring our own tent.', false],
      ['Do you serve at outdoor venues?', true],
    ]);
    const vendorView = await page('otherVendor', id);
    expect(vendorView.map((m) => m.mine)).toEqual([true, false]);

    const { data: details } = await as('otherVendor').rpc('conversation_details', { p_conversation_id: id });
    expect(details).toMatchObject({
      id,
      my_role: 'vendor',
      vendor_id: BAR,
      other_name: 'Hannah',
      listing_live: true,
      contact_unlocked: false,
      can_send: true,
    });
    const { data: hostDetails } = await as('host').rpc('conversation_details', { p_conversation_id: id });
    expect(hostDetails).toMatchObject({ my_role: 'host', other_name: 'Shaken & Stirred Bar Co.' });
    expect((hostDetails as { bookings: unknown[] }).bookings.length).toBeGreaterThan(0);
  });

  it('pages a long conversation 50 at a time and refuses text outside 1..4000 with the shared messages', async () => {
    const id = await start('host', BAR);
    await stack.db.query(
      `insert into public.messages (conversation_id, sender_id, body, created_at)
       select $1, $2, 'message ' || g, now() - interval '1 hour' + g * interval '1 second' from generate_series(1, 120) g`,
      [id, ids.host],
    );
    const newest = await page('host', id);
    expect(newest).toHaveLength(50);
    expect(newest[0]!.body).toBe('message 120');
    const older = await page('host', id, newest[49]!.id);
    expect(older[0]!.body).toBe('message 70');
    const { data: capped } = await as('host').rpc('conversation_messages', {
      p_conversation_id: id,
      p_limit: 1000,
    });
    expect(capped).toHaveLength(50);

    expect(refusal(await send('host', id, ''))).toEqual({ status: 400, message: MESSAGE_MESSAGES.required });
    expect(refusal(await send('host', id, ' \u200B\n'))).toEqual({
      status: 400,
      message: MESSAGE_MESSAGES.required,
    });
    expect(refusal(await send('host', id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1)))).toEqual({
      status: 400,
      message: MESSAGE_MESSAGES.tooLong,
    });
    expect(refusal(await send('host', id, 'bell\u0007'))).toEqual({
      status: 400,
      message: MESSAGE_MESSAGES.control,
    });
    expect((await send('host', id, '🎉'.repeat(MESSAGE_MAX_LENGTH))).error).toBeNull();
    const markup = '<img src=x onerror=alert(1)> **bold** <b>hi</b>';
    expect((await send('host', id, markup)).data).toMatchObject({ body: markup });
  });

  it('counts conversations with unread messages from the database and marks them read', async () => {
    const bar = await start('host', BAR);
    const dj = await start('otherHost', DJ);
    await send('host', bar, 'Hello bar');
    await send('host', bar, 'Are you free in May?');
    await send('otherHost', dj, 'Hello DJ');
    expect(await unread('otherVendor')).toBe(1);
    expect(await unread('ownerVendor')).toBe(1);
    expect(await unread('host')).toBe(0);

    const { data: inbox } = await as('otherVendor').rpc('inbox');
    expect(inbox).toEqual([
      expect.objectContaining({
        conversation_id: bar,
        my_role: 'vendor',
        other_name: 'Hannah',
        vendor_name: 'Shaken & Stirred Bar Co.',
        last_message_preview: 'Are you free in May?',
        last_message_mine: false,
        unread: true,
      }),
    ]);
    expect(
      (await as('otherVendor').rpc('mark_conversation_read', { p_conversation_id: bar })).error,
    ).toBeNull();
    expect(await unread('otherVendor')).toBe(0);
    await send('otherVendor', bar, 'We are!');
    expect(await unread('host')).toBe(1);
    const { data: hostInbox } = await as('host').rpc('inbox');
    expect(hostInbox).toEqual([
      expect.objectContaining({
        conversation_id: bar,
        my_role: 'host',
        other_name: 'Shaken & Stirred Bar Co.',
        unread: true,
      }),
    ]);
    // the vendor's own reply is not unread for them, the host's side is read once they reply
    await send('host', bar, 'Great');
    expect(await unread('host')).toBe(0);
    expect(await unread('otherVendor')).toBe(1);

    // a user who is host and vendor sees both sides in one inbox, newest first
    const asHost = await start('ownerVendor', BAR);
    await send('ownerVendor', asHost, 'Vendor asking another vendor');
    const { data: both } = await as('ownerVendor').rpc('inbox');
    expect((both as { my_role: string }[]).map((r) => r.my_role)).toEqual(['host', 'vendor']);
    const { data: paged } = await as('ownerVendor').rpc('inbox', {
      p_before: (both as { last_message_at: string }[])[0]!.last_message_at,
    });
    expect((paged as { conversation_id: string }[]).map((r) => r.conversation_id)).toEqual([dj]);
  });

  it('masks contact details both ways until the pair has a paid or completed booking (a cancelled one does not count)', async () => {
    const id = await start('host', BAR);
    const sent = await send('host', id, 'Call me on 512-555-1234 or hannah@example.com');
    expect(sent.data).toMatchObject({ body: `Call me on ${X} or ${X}` });
    await send('otherVendor', id, 'See www.shaken.example/menu');
    const masked = [`See ${X}`, `Call me on ${X} or ${X}`];
    expect((await page('host', id)).map((m) => m.body)).toEqual(masked);
    expect((await page('otherVendor', id)).map((m) => m.body)).toEqual(masked);
    const { data: inbox } = await as('host').rpc('inbox');
    expect((inbox as { last_message_preview: string }[])[0]!.last_message_preview).toBe(`See ${X}`);
    const stored = await stack.db.query('select body from public.messages order by id');
    expect(stored.rows.map((r) => r.body)).toEqual([
      'Call me on 512-555-1234 or hannah@example.com',
      'See www.shaken.example/menu',
    ]);
    const broadcast = await stack.db.query<{ payload: { body: string } }>(
      `select payload from realtime.messages where topic = $1 and event = 'message' order by inserted_at`,
      [`conversation:${id}`],
    );
    expect(broadcast.rows.map((r) => r.payload.body)).toEqual([`Call me on ${X} or ${X}`, `See ${X}`]);

    await booking(ids.host, BAR, 'cancelled');
    expect((await page('host', id))[0]!.body).toBe(`See ${X}`);
    await booking(ids.host, BAR, 'paid');
    const unmasked = ['See www.shaken.example/menu', 'Call me on 512-555-1234 or hannah@example.com'];
    expect((await page('host', id)).map((m) => m.body)).toEqual(unmasked);
    expect((await page('otherVendor', id)).map((m) => m.body)).toEqual(unmasked);
    const { data: details } = await as('host').rpc('conversation_details', { p_conversation_id: id });
    expect(details).toMatchObject({ contact_unlocked: true });
    expect((await send('otherVendor', id, 'Text 512 555 9876')).data).toMatchObject({
      body: 'Text 512 555 9876',
    });
  });

  it('refuses the own listing, a listing that is not live, unknown listings and visitors', async () => {
    expect(refusal(await as('ownerVendor').rpc('start_conversation', { p_vendor_id: DJ }))).toEqual({
      status: 400,
      message: MESSAGE_MESSAGES.ownListing,
    });
    expect(refusal(await as('host').rpc('start_conversation', { p_vendor_id: ids.pendingVendor }))).toEqual({
      status: 409,
      message: MESSAGE_MESSAGES.notLive,
    });
    expect(refusal(await as('host').rpc('start_conversation', { p_vendor_id: ids.rejectedVendor }))).toEqual({
      status: 409,
      message: MESSAGE_MESSAGES.notLive,
    });
    expect((await as('host').rpc('start_conversation', { p_vendor_id: crypto.randomUUID() })).status).toBe(
      404,
    );
    expect((await as('anon').rpc('start_conversation', { p_vendor_id: BAR })).status).toBe(401);

    // a listing taken down: the host cannot write, the vendor still answers; a paid booking lets the host write
    const id = await start('host', BAR);
    await send('host', id, 'Hi');
    await stack.db.query(`update public.vendors set status = 'edit_listing' where id = $1`, [BAR]);
    expect(refusal(await send('host', id, 'Still there?'))).toEqual({
      status: 409,
      message: MESSAGE_MESSAGES.notLive,
    });
    expect((await send('otherVendor', id, 'Yes, back soon')).error).toBeNull();
    const { data: details } = await as('host').rpc('conversation_details', { p_conversation_id: id });
    expect(details).toMatchObject({ listing_live: false, can_send: false });
    await booking(ids.host, BAR, 'completed');
    expect((await send('host', id, 'Thanks for last time')).error).toBeNull();
    expect(await start('host', BAR)).toBe(id);
  });

  it('opens the conversation of a booking for both of its sides, without counting toward the daily limit', async () => {
    const b = await booking(ids.otherHost, BAR, 'clicked_book');
    const { data: fromHost } = await as('otherHost').rpc('conversation_for_booking', { p_booking_id: b });
    const { data: fromVendor } = await as('otherVendor').rpc('conversation_for_booking', { p_booking_id: b });
    expect(fromHost).toBeTruthy();
    expect(fromVendor).toBe(fromHost);
    expect((await as('host').rpc('conversation_for_booking', { p_booking_id: b })).status).toBe(404);
    expect((await as('ownerVendor').rpc('conversation_for_booking', { p_booking_id: b })).status).toBe(404);
    const row = await stack.db.query('select started_by from public.conversations where id = $1', [fromHost]);
    expect(row.rows[0]!.started_by).toBeNull();

    const sent = await send('otherHost', fromHost as string, 'About my booking', b);
    expect(sent.data).toMatchObject({ booking_id: b, booking_date: expect.any(String) });
    const foreign = await booking(ids.host, BAR, 'clicked_book');
    expect(refusal(await send('otherHost', fromHost as string, 'x', foreign))).toEqual({
      status: 400,
      message: MESSAGE_MESSAGES.foreignBooking,
    });
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute, concurrently too, and says so on the next`, async () => {
    const id = await start('host', BAR);
    const results = await Promise.all(
      Array.from({ length: MESSAGES_PER_MINUTE + 5 }, (_, i) => send('host', id, `flood ${i}`)),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(MESSAGES_PER_MINUTE);
    for (const r of results.filter((x) => x.error))
      expect(refusal(r)).toEqual({ status: 429, message: MESSAGE_MESSAGES.tooFast });
    expect(refusal(await send('host', id, 'one more'))).toEqual({
      status: 429,
      message: MESSAGE_MESSAGES.tooFast,
    });
    await stack.db.query(`update public.messages set created_at = created_at - interval '61 seconds'`);
    expect((await send('host', id, 'a minute later')).error).toBeNull();
  });

  it(`allows ${NEW_CONVERSATIONS_PER_DAY} new conversations a day; existing ones still open`, async () => {
    const existing = await start('otherHost', BAR);
    // filler conversations started by otherHost today (with throwaway hosts, so the pairs stay unique)
    await stack.db.query(
      `with u as (
         insert into auth.users (id, email)
         select gen_random_uuid(), 'filler-' || g || '-' || md5(random()::text) || '@example.com'
           from generate_series(1, $1::int - 1) g
         returning id)
       insert into public.conversations (vendor_id, host_id, vendor_user_id, started_by)
       select $2, u.id, $3, $4 from u`,
      [NEW_CONVERSATIONS_PER_DAY, DJ, ids.ownerVendorUser, ids.otherHost],
    );
    expect(refusal(await as('otherHost').rpc('start_conversation', { p_vendor_id: ids.venue }))).toEqual({
      status: 429,
      message: MESSAGE_MESSAGES.tooManyConversations,
    });
    expect(await start('otherHost', BAR)).toBe(existing);
    await stack.db.query(`update public.conversations set created_at = now() - interval '25 hours'`);
    expect(await start('otherHost', ids.venue)).toBeTruthy();
    await stack.db.query(`delete from auth.users where email like 'filler-%'`);
  });

  it('gives concurrent starts of one pair one conversation, and lets only one past the daily limit', async () => {
    const ids5 = await Promise.all(
      Array.from({ length: 5 }, () => as('otherHost').rpc('start_conversation', { p_vendor_id: BAR })),
    );
    expect(new Set(ids5.map((r) => r.data)).size).toBe(1);
    expect(ids5.every((r) => r.error === null)).toBe(true);
    const n = await stack.db.query('select count(*)::int as n from public.conversations');
    expect(n.rows[0]!.n).toBe(1);

    // one below the limit, then three new listings at once: one opens, two hear the limit
    await stack.db.query(
      `with u as (
         insert into auth.users (id, email)
         select gen_random_uuid(), 'filler-' || g || '-' || md5(random()::text) || '@example.com'
           from generate_series(1, $1::int - 2) g
         returning id)
       insert into public.conversations (vendor_id, host_id, vendor_user_id, started_by)
       select $2, u.id, $3, $4 from u`,
      [NEW_CONVERSATIONS_PER_DAY, DJ, ids.ownerVendorUser, ids.otherHost],
    );
    const casino = '00000000-0000-4000-8000-00000000d005';
    const magician = '00000000-0000-4000-8000-00000000d004';
    const results = await Promise.all(
      [ids.venue, casino, magician].map((v) => as('otherHost').rpc('start_conversation', { p_vendor_id: v })),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    for (const r of results.filter((x) => x.error))
      expect(refusal(r)).toEqual({ status: 429, message: MESSAGE_MESSAGES.tooManyConversations });
    await stack.db.query(`delete from auth.users where email like 'filler-%'`);
  });

  it('keeps the newest message as the last one when an older one commits after it', async () => {
    const id = await start('host', BAR);
    await send('host', id, 'newest');
    await stack.db.query(
      `insert into public.messages (conversation_id, sender_id, body, created_at)
       values ($1, $2, 'older, committed later', now() - interval '1 minute')`,
      [id, ids.otherVendorUser],
    );
    const { data } = await as('host').rpc('inbox');
    expect(data).toEqual([
      expect.objectContaining({ last_message_preview: 'newest', last_message_mine: true, unread: true }),
    ]);
  });

  it('keeps the tables to the participants and the text out of direct reads', async () => {
    const id = await start('host', BAR);
    await send('host', id, 'private words');
    const own = await as('host').from('conversations').select('id');
    expect(own.data).toEqual([{ id }]);
    expect((await as('otherHost').from('conversations').select('id')).data).toEqual([]);
    expect((await as('admin').from('conversations').select('id')).data).toEqual([]);
    expect((await as('otherVendor').from('messages').select('id, sender_id')).data).toHaveLength(1);
    expect((await as('otherHost').from('messages').select('id')).data).toEqual([]);
    expect((await as('host').from('messages').select('body')).status).toBe(403);
    expect((await as('host').from('messages').select('*')).status).toBe(403);
    expect(
      (await as('host').from('messages').insert({ conversation_id: id, sender_id: ids.host, body: 'x' }))
        .status,
    ).toBe(403);
    expect((await as('host').from('conversations').update({ reported_at: null }).eq('id', id)).status).toBe(
      403,
    );
    // whether the other side reported the conversation is not theirs to read
    expect((await as('host').from('conversations').select('reported_at')).status).toBe(403);
    expect((await as('host').from('conversations').select('*')).status).toBe(403);
    expect((await as('anon').from('conversations').select('id')).status).toBe(401);
    expect((await as('otherHost').rpc('conversation_messages', { p_conversation_id: id })).status).toBe(404);
    expect((await as('otherHost').rpc('conversation_details', { p_conversation_id: id })).status).toBe(404);
    expect(refusal(await send('otherHost', id, 'butting in'))).toEqual({
      status: 404,
      message: MESSAGE_MESSAGES.notFound,
    });
  });

  it('broadcasts each message masked on the conversation topic, inbox events to both sides, and reads', async () => {
    const id = await start('host', BAR);
    await send('host', id, 'Hi, mail me at hannah@example.com');
    const rows = await stack.db.query<{ topic: string; event: string; payload: Record<string, unknown> }>(
      'select topic, event, payload from realtime.messages order by topic',
    );
    const [message] = await page('otherVendor', id);
    expect(rows.rows).toEqual([
      {
        topic: `conversation:${id}`,
        event: 'message',
        payload: { ...message, mine: null },
      },
      {
        topic: `inbox:${ids.host}`,
        event: 'inbox',
        payload: expect.objectContaining({ conversation_id: id }),
      },
      {
        topic: `inbox:${ids.otherVendorUser}`,
        event: 'inbox',
        payload: expect.objectContaining({ conversation_id: id }),
      },
    ]);
    expect(rows.rows.every((r) => r.topic && !JSON.stringify(r.payload).includes('hannah@'))).toBe(true);

    await stack.db.query('delete from realtime.messages');
    await as('otherVendor').rpc('mark_conversation_read', { p_conversation_id: id });
    await as('otherVendor').rpc('mark_conversation_read', { p_conversation_id: id });
    const reads = await stack.db.query<{ topic: string; event: string; payload: Record<string, unknown> }>(
      'select topic, event, payload from realtime.messages order by topic',
    );
    expect(reads.rows).toEqual([
      {
        topic: `conversation:${id}`,
        event: 'read',
        payload: expect.objectContaining({
          conversation_id: id,
          reader_role: 'vendor',
          read_at: expect.any(String),
        }),
      },
      {
        topic: `inbox:${ids.otherVendorUser}`,
        event: 'inbox',
        payload: expect.objectContaining({ conversation_id: id }),
      },
    ]);
    const { data: details } = await as('host').rpc('conversation_details', { p_conversation_id: id });
    expect((details as { other_last_read_at: string }).other_last_read_at).toBeTruthy();
  });

  it('lets exactly the participants join the conversation topic, the owner their inbox, and clients send typing only', async () => {
    const id = await start('host', BAR);
    await send('host', id, 'hello');
    const topic = `conversation:${id}`;
    expect(await realtimeCanJoin(stack.db, actors.host, topic)).toBe(true);
    expect(await realtimeCanJoin(stack.db, actors.otherVendor, topic)).toBe(true);
    expect(await realtimeCanJoin(stack.db, actors.otherHost, topic)).toBe(false);
    expect(await realtimeCanJoin(stack.db, actors.ownerVendor, topic)).toBe(false);
    expect(await realtimeCanJoin(stack.db, actors.admin, topic)).toBe(false);
    expect(await realtimeCanJoin(stack.db, actors.anon, topic)).toBe(false);
    expect(await realtimeCanJoin(stack.db, actors.host, `inbox:${ids.host}`)).toBe(true);
    expect(await realtimeCanJoin(stack.db, actors.otherHost, `inbox:${ids.host}`)).toBe(false);
    expect(await realtimeCanJoin(stack.db, actors.host, `conversation:${crypto.randomUUID()}`)).toBe(false);
    expect(await realtimeCanJoin(stack.db, actors.host, 'conversation:not-a-uuid')).toBe(false);

    expect(await realtimeRowsSeen(stack.db, actors.otherVendor, topic)).toHaveLength(1);
    expect(await realtimeRowsSeen(stack.db, actors.otherHost, topic)).toEqual([]);
    // a topic the caller may join does not open the rows of another topic
    expect(await realtimeRowsSeen(stack.db, actors.otherHost, topic, `inbox:${ids.otherHost}`)).toEqual([]);

    expect(await realtimeCanSend(stack.db, actors.host, `typing:${id}`)).toBe(true);
    expect(await realtimeCanSend(stack.db, actors.otherVendor, `typing:${id}`)).toBe(true);
    expect(await realtimeCanSend(stack.db, actors.otherHost, `typing:${id}`)).toBe(false);
    expect(await realtimeCanSend(stack.db, actors.host, topic, 'message')).toBe(false);
    expect(await realtimeCanSend(stack.db, actors.host, `inbox:${ids.otherVendorUser}`, 'inbox')).toBe(false);
    expect(await realtimeCanJoin(stack.db, actors.otherVendor, `typing:${id}`)).toBe(true);
    expect(await realtimeCanJoin(stack.db, actors.otherHost, `typing:${id}`)).toBe(false);
    // Presence (for "typing…") on the typing topic only
    expect(await realtimeCanJoin(stack.db, actors.host, `typing:${id}`, 'presence')).toBe(true);
    expect(await realtimeCanSend(stack.db, actors.host, `typing:${id}`, 'presence', 'presence')).toBe(true);
    expect(await realtimeCanJoin(stack.db, actors.otherHost, `typing:${id}`, 'presence')).toBe(false);
    expect(await realtimeCanJoin(stack.db, actors.host, topic, 'presence')).toBe(false);
    expect(await realtimeCanSend(stack.db, actors.host, topic, 'presence', 'presence')).toBe(false);
  });

  it('takes reports with a reason; admins list and read reported conversations only, hide and block with reasons', async () => {
    const reported = await start('host', BAR);
    const quiet = await start('otherHost', DJ);
    await send('host', reported, 'Pay me outside at 512-555-1234');
    await send('otherVendor', reported, 'No thanks');
    await send('otherHost', quiet, 'Nothing to see');

    expect((await as('admin').rpc('admin_conversation_messages', { p_conversation_id: quiet })).status).toBe(
      404,
    );
    expect(
      refusal(
        await as('otherVendor').rpc('report_conversation', { p_conversation_id: reported, p_reason: ' ' }),
      ),
    ).toEqual({
      status: 400,
      message: MESSAGE_MESSAGES.reportRequired,
    });
    expect(
      (
        await as('otherVendor').rpc('report_conversation', {
          p_conversation_id: reported,
          p_reason: 'Off-platform payment',
        })
      ).error,
    ).toBeNull();
    expect(
      refusal(
        await as('otherVendor').rpc('report_conversation', {
          p_conversation_id: reported,
          p_reason: 'Again',
        }),
      ),
    ).toEqual({ status: 409, message: MESSAGE_MESSAGES.alreadyReported });
    expect(
      (await as('otherHost').rpc('report_conversation', { p_conversation_id: reported, p_reason: 'x' }))
        .status,
    ).toBe(404);

    for (const actor of ['host', 'otherVendor'] as const) {
      expect((await as(actor).rpc('admin_reported_conversations')).status).toBe(403);
      expect(
        (await as(actor).rpc('admin_conversation_messages', { p_conversation_id: reported })).status,
      ).toBe(403);
    }
    const { data: list } = await as('admin').rpc('admin_reported_conversations');
    expect(list).toEqual([
      expect.objectContaining({
        conversation_id: reported,
        vendor_name: 'Shaken & Stirred Bar Co.',
        host_id: ids.host,
        host_name: 'Hannah Host',
        host_blocked: false,
        reports: [expect.objectContaining({ reporter_role: 'vendor', reason: 'Off-platform payment' })],
      }),
    ]);
    const { data: full } = await as('admin').rpc('admin_conversation_messages', {
      p_conversation_id: reported,
    });
    const original = (full as { id: number; body: string; sender_role: string }[]).find(
      (m) => m.sender_role === 'host',
    )!;
    expect(original.body).toBe('Pay me outside at 512-555-1234');

    expect(
      (await as('admin').rpc('admin_hide_message', { p_message_id: original.id, p_reason: '' })).status,
    ).toBe(400);
    expect(
      (
        await as('admin').rpc('admin_hide_message', {
          p_message_id: original.id,
          p_reason: 'Off-platform payment',
        })
      ).error,
    ).toBeNull();
    const hidden = (await page('otherVendor', reported)).find((m) => m.id === original.id)!;
    expect(hidden).toMatchObject({ body: null, hidden: true });
    const quietMessage = (await page('otherHost', quiet))[0]!;
    expect(
      (await as('admin').rpc('admin_hide_message', { p_message_id: quietMessage.id, p_reason: 'x' })).status,
    ).toBe(404);

    expect(
      (
        await as('admin').rpc('admin_set_messaging_block', {
          p_user_id: ids.otherHost,
          p_blocked: true,
          p_reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await as('admin').rpc('admin_set_messaging_block', {
          p_user_id: ids.host,
          p_blocked: true,
          p_reason: 'Spam',
        })
      ).error,
    ).toBeNull();
    expect(refusal(await send('host', reported, 'let me in'))).toEqual({
      status: 403,
      message: MESSAGE_MESSAGES.blocked,
    });
    expect(refusal(await as('host').rpc('start_conversation', { p_vendor_id: ids.venue }))).toEqual({
      status: 403,
      message: MESSAGE_MESSAGES.blocked,
    });
    expect((await page('host', reported)).length).toBe(2);
    const { data: details } = await as('host').rpc('conversation_details', { p_conversation_id: reported });
    expect(details).toMatchObject({ can_send: false });
    expect(
      (
        await as('admin').rpc('admin_set_messaging_block', {
          p_user_id: ids.host,
          p_blocked: false,
          p_reason: 'Appeal',
        })
      ).error,
    ).toBeNull();
    expect((await send('host', reported, 'sorry')).error).toBeNull();

    const audit = await stack.db.query(
      'select action, reason, admin_id from public.messaging_moderation order by id',
    );
    expect(audit.rows).toEqual([
      { action: 'hidden', reason: 'Off-platform payment', admin_id: ids.admin },
      { action: 'blocked', reason: 'Spam', admin_id: ids.admin },
      { action: 'unblocked', reason: 'Appeal', admin_id: ids.admin },
    ]);
  });

  it('keeps the away e-mail switch on the user row, on by default, changed by its owner only', async () => {
    const { data } = await as('host').from('users').select('message_emails').eq('id', ids.host).single();
    expect(data).toEqual({ message_emails: true });
    expect(
      (await as('host').from('users').update({ message_emails: false }).eq('id', ids.host)).error,
    ).toBeNull();
    const row = await stack.db.query('select message_emails from public.users where id = $1', [ids.host]);
    expect(row.rows[0]!.message_emails).toBe(false);
    await stack.db.query('update public.users set message_emails = true where id = $1', [ids.host]);
  });
});
