import { MESSAGE_CONTACT_PLACEHOLDER, MESSAGE_MESSAGES } from '@partyeasy/shared-domain';
import { actors, ids } from '../support/actors.js';
import { realtimeCanJoin, realtimeCanSend, realtimeRowsSeen } from '../support/realtime.js';
import { type AttackCase, all, failed, nothingRead } from './cases.js';
import type { AttackContext, Attempt } from './context.js';

/**
 * Messaging (issue 43): the ways into another pair's conversation (tables, functions, Realtime topics), sending
 * as someone else, flooding, markup, messaging a listing that is not live, a blocked account, and the admin
 * functions. Same contract as cases.ts: refused without a server error, every listed table unchanged.
 * Realtime authorization is tried the way Supabase Realtime runs it: as the user, with realtime.topic() set.
 */

const M = {
  conversations: 'public.conversations',
  messages: 'public.messages',
  reports: 'public.conversation_reports',
  blocks: 'public.messaging_blocks',
  moderation: 'public.messaging_moderation',
  realtime: 'realtime.messages',
};
const everything = Object.values(M);
/** Shaken & Stirred (owned by otherVendor): the target pair is host and this listing. */
const BAR = ids.otherVendor;
/** Lucky Sevens Casino Nights: no booking of otherHost. */
const CASINO = '00000000-0000-4000-8000-00000000d005';

/** An RPC refused with this HTTP status and, when given, exactly this message. */
const refusedWith = (
  status: number,
  r: { error: { message?: string } | null; status: number },
  message?: string,
): Attempt => ({
  status: r.status,
  refused: r.error !== null && r.status === status && (message === undefined || r.error.message === message),
  detail: r.error,
});
/** A check on the database itself (Realtime authorization): no HTTP status. */
const held = (refused: boolean, detail?: unknown): Attempt => ({ status: 200, refused, detail });

/** Starts from no conversations, then host's conversation with the bar holding one message of each side. */
async function hostConversation(ctx: AttackContext, { reported = false } = {}): Promise<string> {
  await ctx.db.query('delete from public.conversations');
  await ctx.db.query('delete from public.messaging_blocks');
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.conversations (vendor_id, host_id, vendor_user_id, started_by, reported_at)
     values ($1, $2, $3, $2, case when $4 then now() end) returning id`,
    [BAR, ids.host, ids.otherVendorUser, reported],
  );
  const id = rows[0]!.id;
  await ctx.db.query(
    `insert into public.messages (conversation_id, sender_id, body)
     values ($1, $2, 'Our address is 12 Elm St, call 214-555-0101'), ($1, $3, 'Thanks, see you then')`,
    [id, ids.host, ids.otherVendorUser],
  );
  if (reported)
    await ctx.db.query(
      `insert into public.conversation_reports (conversation_id, reporter_id, reason) values ($1, $2, 'Rude')`,
      [id, ids.otherVendorUser],
    );
  return id;
}
const firstMessage = async (ctx: AttackContext, conversation: string) =>
  (
    await ctx.db.query<{ id: string }>(
      'select id::text from public.messages where conversation_id = $1 order by id limit 1',
      [conversation],
    )
  ).rows[0]!.id;

export const messagingCases: AttackCase[] = [
  // Another pair's conversation -------------------------------------------------------------------------
  {
    category: 'messaging',
    actor: 'otherHost',
    name: "another host reads a pair's conversation and messages through the tables",
    tables: everything,
    setup: (ctx) => hostConversation(ctx),
    run: async (ctx, id) => {
      const c = ctx.client('otherHost');
      return all([
        nothingRead(await c.from('conversations').select('*').eq('id', id)),
        nothingRead(await c.from('messages').select('id, sender_id, created_at').eq('conversation_id', id)),
        failed(await c.from('messages').select('body').eq('conversation_id', id)),
      ]);
    },
  },
  {
    category: 'messaging',
    actor: 'ownerVendor',
    name: "a vendor of another listing reads, marks read or reports a pair's conversation through the functions",
    tables: everything,
    setup: (ctx) => hostConversation(ctx),
    run: async (ctx, id) => {
      const c = ctx.client('ownerVendor');
      const inbox = await c.rpc('inbox');
      return all([
        refusedWith(404, await c.rpc('conversation_messages', { p_conversation_id: id })),
        refusedWith(404, await c.rpc('conversation_details', { p_conversation_id: id })),
        refusedWith(404, await c.rpc('mark_conversation_read', { p_conversation_id: id })),
        refusedWith(404, await c.rpc('report_conversation', { p_conversation_id: id, p_reason: 'peek' })),
        {
          status: inbox.status,
          refused: !JSON.stringify(inbox.data ?? null).includes(id),
          detail: inbox.data,
        },
      ]);
    },
  },
  {
    category: 'messaging',
    actor: 'otherHost',
    name: "another host joins a pair's conversation topic or the host's inbox topic, or reads their broadcasts",
    tables: everything,
    setup: async (ctx) => {
      const id = await hostConversation(ctx);
      await ctx.db.query(
        `select realtime.send('{"body":"x"}', 'message', 'conversation:' || $1, true),
                realtime.send('{}', 'inbox', 'inbox:' || $2, true)`,
        [id, ids.host],
      );
      return id;
    },
    run: async (ctx, id) => {
      const topic = `conversation:${id}`;
      const attempts = {
        joinConversation: await realtimeCanJoin(ctx.db, actors.otherHost, topic),
        joinTyping: await realtimeCanJoin(ctx.db, actors.otherHost, `typing:${id}`),
        joinInbox: await realtimeCanJoin(ctx.db, actors.otherHost, `inbox:${ids.host}`),
        rowsAsTopic: (await realtimeRowsSeen(ctx.db, actors.otherHost, topic)).length,
        rowsAsOwnInbox: (await realtimeRowsSeen(ctx.db, actors.otherHost, topic, `inbox:${ids.otherHost}`))
          .length,
        hostInboxRows: (await realtimeRowsSeen(ctx.db, actors.otherHost, `inbox:${ids.host}`)).length,
        forgedTopicCase: await realtimeCanJoin(ctx.db, actors.otherHost, `CONVERSATION:${id}`),
        uuidUpperCase: await realtimeCanJoin(ctx.db, actors.otherHost, `conversation:${id.toUpperCase()}`),
      };
      return held(
        Object.values(attempts).every((v) => v === false || v === 0),
        attempts,
      );
    },
  },
  {
    category: 'messaging',
    actor: 'anon',
    name: 'a visitor joins a conversation topic or an inbox topic',
    tables: everything,
    setup: (ctx) => hostConversation(ctx),
    run: async (ctx, id) => {
      const attempts = {
        conversation: await realtimeCanJoin(ctx.db, actors.anon, `conversation:${id}`),
        inbox: await realtimeCanJoin(ctx.db, actors.anon, `inbox:${ids.host}`),
        send: await realtimeCanSend(ctx.db, actors.anon, `typing:${id}`),
      };
      return held(
        Object.values(attempts).every((v) => v === false),
        attempts,
      );
    },
  },
  {
    category: 'messaging',
    actor: 'host',
    name: 'a participant broadcasts a forged message (unmasked) or read event, or into the other side’s inbox',
    tables: everything,
    setup: (ctx) => hostConversation(ctx),
    run: async (ctx, id) => {
      const attempts = {
        message: await realtimeCanSend(ctx.db, actors.host, `conversation:${id}`, 'message'),
        read: await realtimeCanSend(ctx.db, actors.host, `conversation:${id}`, 'read'),
        inbox: await realtimeCanSend(ctx.db, actors.host, `inbox:${ids.otherVendorUser}`, 'inbox'),
        otherTyping: await realtimeCanSend(ctx.db, actors.otherHost, `typing:${id}`),
      };
      return held(
        Object.values(attempts).every((v) => v === false),
        attempts,
      );
    },
  },

  // Sending as someone else ------------------------------------------------------------------------------
  {
    category: 'messaging',
    actor: 'otherHost',
    name: "another host sends into a pair's conversation, or starts one in the host's name",
    tables: everything,
    setup: (ctx) => hostConversation(ctx),
    run: async (ctx, id) => {
      const c = ctx.client('otherHost');
      return all([
        refusedWith(
          404,
          await c.rpc('send_message', { p_conversation_id: id, p_body: 'hi' }),
          MESSAGE_MESSAGES.notFound,
        ),
        failed(
          await c.from('messages').insert({ conversation_id: id, sender_id: ids.host, body: 'as host' }),
        ),
        failed(
          await c
            .from('conversations')
            .insert({ vendor_id: CASINO, host_id: ids.host, vendor_user_id: ids.host }),
        ),
        failed(await c.rpc('send_message', { p_conversation_id: id, p_body: 'hi', p_sender_id: ids.host })),
      ]);
    },
  },
  {
    category: 'messaging',
    actor: 'host',
    name: 'a participant writes a message as the vendor, rewrites or deletes one, or clears the report and unread stamps',
    tables: everything,
    setup: (ctx) => hostConversation(ctx, { reported: true }),
    run: async (ctx, id) => {
      const c = ctx.client('host');
      const message = await firstMessage(ctx, id);
      return all([
        failed(
          await c.from('messages').insert({ conversation_id: id, sender_id: ids.otherVendorUser, body: 'x' }),
        ),
        failed(await c.from('messages').update({ body: 'rewritten' }).eq('id', message)),
        failed(await c.from('messages').update({ hidden_at: null }).eq('id', message)),
        failed(await c.from('messages').delete().eq('id', message)),
        failed(
          await c.from('conversations').update({ reported_at: null, vendor_unread_since: null }).eq('id', id),
        ),
        failed(await c.from('conversation_reports').delete().eq('conversation_id', id)),
        failed(await c.from('conversations').delete().eq('id', id)),
      ]);
    },
  },
  {
    category: 'messaging',
    actor: 'host',
    name: 'a participant reads whether the other side reported the conversation, or the reports',
    tables: everything,
    setup: (ctx) => hostConversation(ctx, { reported: true }),
    run: async (ctx, id) => {
      const c = ctx.client('host');
      return all([
        failed(await c.from('conversations').select('reported_at').eq('id', id)),
        failed(await c.from('conversations').select('*').eq('id', id)),
        failed(await c.from('conversation_reports').select('*').eq('conversation_id', id)),
      ]);
    },
  },
  {
    category: 'messaging',
    actor: 'host',
    name: "a message marked with another host's booking",
    tables: everything,
    setup: async (ctx) => {
      const id = await hostConversation(ctx);
      return `${id}|${ctx.fx.otherHostBooking}`;
    },
    run: async (ctx, target) => {
      const [id, booking] = target.split('|');
      return refusedWith(
        400,
        await ctx
          .client('host')
          .rpc('send_message', { p_conversation_id: id, p_body: 'x', p_booking_id: booking }),
        MESSAGE_MESSAGES.foreignBooking,
      );
    },
  },

  // Flooding -------------------------------------------------------------------------------------------
  {
    category: 'messaging',
    actor: 'host',
    name: 'the 31st message within a minute',
    tables: everything,
    setup: async (ctx) => {
      const id = await hostConversation(ctx);
      await ctx.db.query(
        `insert into public.messages (conversation_id, sender_id, body, created_at)
         select $1, $2, 'flood ' || g, now() - interval '30 seconds' from generate_series(1, 29) g`,
        [id, ids.host],
      );
      return id;
    },
    run: async (ctx, id) =>
      refusedWith(
        429,
        await ctx.client('host').rpc('send_message', { p_conversation_id: id, p_body: 'one more' }),
        MESSAGE_MESSAGES.tooFast,
      ),
  },
  {
    category: 'messaging',
    actor: 'otherHost',
    name: 'the 21st new conversation within a day',
    tables: everything,
    setup: async (ctx) => {
      await hostConversation(ctx);
      await ctx.db.query(
        `with u as (
           insert into auth.users (id, email)
           select gen_random_uuid(), 'attack-filler-' || md5(random()::text) || '@example.com'
             from generate_series(1, 20)
           returning id)
         insert into public.conversations (vendor_id, host_id, vendor_user_id, started_by)
         select $1, u.id, $2, $3 from u`,
        [ids.ownVendor, ids.ownerVendorUser, ids.otherHost],
      );
      return '';
    },
    run: async (ctx) =>
      refusedWith(
        429,
        await ctx.client('otherHost').rpc('start_conversation', { p_vendor_id: CASINO }),
        MESSAGE_MESSAGES.tooManyConversations,
      ),
  },

  // Content --------------------------------------------------------------------------------------------
  {
    category: 'messaging',
    actor: 'otherHost',
    name: 'markup carrying a link before any booking: stored and answered as text, the link masked',
    tables: [M.blocks, M.moderation, M.reports],
    setup: async (ctx) => {
      await ctx.db.query('delete from public.conversations');
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into public.conversations (vendor_id, host_id, vendor_user_id)
         select id, $2, user_id from public.vendors where id = $1 returning id`,
        [CASINO, ids.otherHost],
      );
      return rows[0]!.id;
    },
    run: async (ctx, id) => {
      const body = '<a href="https://evil.example/pay">Pay here</a><img src=x onerror=alert(1)>';
      const expected = `<a href="${MESSAGE_CONTACT_PLACEHOLDER}">Pay here</a><img src=x onerror=alert(1)>`;
      const sent = await ctx.client('otherHost').rpc('send_message', { p_conversation_id: id, p_body: body });
      const page = await ctx.client('otherHost').rpc('conversation_messages', { p_conversation_id: id });
      const stored = await ctx.db.query<{ body: string }>(
        'select body from public.messages where conversation_id = $1',
        [id],
      );
      return {
        status: sent.status,
        refused:
          (sent.data as { body?: string } | null)?.body === expected &&
          (page.data as { body: string }[] | null)?.[0]?.body === expected &&
          stored.rows[0]?.body === body,
        detail: { sent: sent.data ?? sent.error, page: page.data },
      };
    },
  },
  {
    category: 'messaging',
    actor: 'host',
    name: 'control and text-direction characters or invisible-only text in a message',
    tables: everything,
    setup: (ctx) => hostConversation(ctx),
    run: async (ctx, id) => {
      const c = ctx.client('host');
      const send = (p_body: string) => c.rpc('send_message', { p_conversation_id: id, p_body });
      return all([
        refusedWith(400, await send('Thanks\u0007\u001B[2J'), MESSAGE_MESSAGES.control),
        refusedWith(400, await send('Avoid \u202Egnp.exe'), MESSAGE_MESSAGES.direction),
        refusedWith(400, await send('\u200B\u200C\u200D\uFEFF'), MESSAGE_MESSAGES.required),
        refusedWith(400, await send('x'.repeat(4001)), MESSAGE_MESSAGES.tooLong),
      ]);
    },
  },

  // Listings that are not live, own listings, blocked accounts ---------------------------------------------
  {
    category: 'messaging',
    actor: 'otherHost',
    name: 'a message to a listing under review or rejected, new or in an older conversation',
    tables: everything,
    setup: async (ctx) => {
      await hostConversation(ctx);
      const { rows } = await ctx.db.query<{ id: string }>(
        `insert into public.conversations (vendor_id, host_id, vendor_user_id)
         select id, $2, user_id from public.vendors where id = $1 returning id`,
        [ids.rejectedVendor, ids.otherHost],
      );
      return rows[0]!.id;
    },
    run: async (ctx, old) => {
      const c = ctx.client('otherHost');
      return all([
        refusedWith(
          409,
          await c.rpc('start_conversation', { p_vendor_id: ids.pendingVendor }),
          MESSAGE_MESSAGES.notLive,
        ),
        refusedWith(
          409,
          await c.rpc('send_message', { p_conversation_id: old, p_body: 'hello?' }),
          MESSAGE_MESSAGES.notLive,
        ),
      ]);
    },
  },
  {
    category: 'messaging',
    actor: 'ownerVendor',
    name: 'a vendor messages their own listing',
    tables: everything,
    setup: (ctx) => hostConversation(ctx),
    run: async (ctx) =>
      refusedWith(
        400,
        await ctx.client('ownerVendor').rpc('start_conversation', { p_vendor_id: ids.ownVendor }),
        MESSAGE_MESSAGES.ownListing,
      ),
  },
  {
    category: 'messaging',
    actor: 'host',
    name: 'a blocked account sends a message or starts a conversation',
    tables: everything,
    setup: async (ctx) => {
      const id = await hostConversation(ctx, { reported: true });
      await ctx.db.query(
        `insert into public.messaging_blocks (user_id, reason, blocked_by) values ($1, 'Spam', $2)`,
        [ids.host, ids.admin],
      );
      return id;
    },
    run: async (ctx, id) => {
      const c = ctx.client('host');
      return all([
        refusedWith(
          403,
          await c.rpc('send_message', { p_conversation_id: id, p_body: 'still here' }),
          MESSAGE_MESSAGES.blocked,
        ),
        refusedWith(
          403,
          await c.rpc('start_conversation', { p_vendor_id: CASINO }),
          MESSAGE_MESSAGES.blocked,
        ),
        failed(await c.from('messaging_blocks').delete().eq('user_id', ids.host)),
      ]);
    },
  },

  // Admin functions --------------------------------------------------------------------------------------
  {
    category: 'messaging',
    actor: 'otherVendor',
    name: 'a participant calls the admin functions on their own reported conversation',
    tables: everything,
    setup: (ctx) => hostConversation(ctx, { reported: true }),
    run: async (ctx, id) => {
      const c = ctx.client('otherVendor');
      const message = await firstMessage(ctx, id);
      return all([
        refusedWith(403, await c.rpc('admin_reported_conversations')),
        refusedWith(403, await c.rpc('admin_conversation_messages', { p_conversation_id: id })),
        refusedWith(
          403,
          await c.rpc('admin_hide_message', { p_message_id: Number(message), p_reason: 'mine' }),
        ),
        refusedWith(
          403,
          await c.rpc('admin_set_messaging_block', {
            p_user_id: ids.host,
            p_blocked: true,
            p_reason: 'rival',
          }),
        ),
      ]);
    },
  },
  {
    category: 'messaging',
    actor: 'admin',
    name: 'an admin reads, hides in or blocks from a conversation nobody reported',
    tables: everything,
    setup: (ctx) => hostConversation(ctx),
    run: async (ctx, id) => {
      const c = ctx.client('admin');
      const message = await firstMessage(ctx, id);
      const list = await c.rpc('admin_reported_conversations');
      return all([
        nothingRead(list),
        refusedWith(404, await c.rpc('admin_conversation_messages', { p_conversation_id: id })),
        refusedWith(
          404,
          await c.rpc('admin_hide_message', { p_message_id: Number(message), p_reason: 'curious' }),
        ),
        refusedWith(
          404,
          await c.rpc('admin_set_messaging_block', {
            p_user_id: ids.host,
            p_blocked: true,
            p_reason: 'curious',
          }),
        ),
        nothingRead(await c.from('messages').select('id').eq('conversation_id', id)),
        refusedWith(404, await c.rpc('conversation_messages', { p_conversation_id: id })),
      ]);
    },
  },
  {
    category: 'messaging',
    actor: 'admin',
    name: 'an admin hides a message or blocks an account without a reason',
    tables: everything,
    setup: (ctx) => hostConversation(ctx, { reported: true }),
    run: async (ctx, id) => {
      const c = ctx.client('admin');
      const message = Number(await firstMessage(ctx, id));
      return all([
        refusedWith(400, await c.rpc('admin_hide_message', { p_message_id: message, p_reason: ' \u200B ' })),
        refusedWith(
          400,
          await c.rpc('admin_set_messaging_block', { p_user_id: ids.host, p_blocked: true, p_reason: '' }),
        ),
        refusedWith(
          400,
          await c.rpc('admin_hide_message', { p_message_id: message, p_reason: 'x'.repeat(501) }),
        ),
      ]);
    },
  },
];
