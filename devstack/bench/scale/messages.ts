/**
 * Adds conversations and messages to a generated marketplace (bench:scale's messaging lines, issue 43): at
 * scale 1, 100,000 conversations between the generated hosts and approved vendors and 1,000,000 messages.
 * Set-based SQL on a superuser connection, deterministic from the seed like generate.ts.
 *
 * Shape: hosts and vendors are picked with a skew (a few hosts talk to hundreds of vendors, a few vendors get
 * thousands of conversations); every conversation opens with the host's message, the other messages fall on
 * conversations with a strong skew (the busiest holds a few thousand) and alternate sides at random, over the
 * last 900 days (inside the 3-year retention); about a tenth carry a phone number or an e-mail address (the
 * masking works on them), 0.1% are hidden by an admin; most conversations are read up to their last message.
 * The rows are valid by construction and written with the session's triggers off (session_replication_role =
 * replica: no realtime broadcast or per-row bookkeeping), then each conversation's bookkeeping columns are
 * set with one aggregate and the host turns with one window, the values the triggers keep.
 */
import type pg from 'pg';

export interface MessageCounts {
  conversations: number;
  messages: number;
  seconds: number;
}

const BODIES = [
  'Hi! Are you free on the date I picked? We expect about 60 guests and the party runs from 7 to 11 pm.',
  'Do you play at outdoor venues? The garden has power outlets but no roof, so we would need a plan for rain.',
  'Thanks for the quick answer. Could you send a rough quote for the three-hour package with the fog machine?',
  'Yes, that works for us. Parking is behind the building; the loading door is on the left side.',
  'Sounds great, see you on Saturday! Let me know if you need anything else from our side before then.',
  'Call me at 214-555-0147 when you arrive, or write to planner@example.com if it is easier.',
  'We can do it. Setup takes about an hour, and I bring my own tables and lights for the bar.',
  'Could we move the start to 6:30? The speeches were moved earlier and we want music right after them.',
];

export async function generateMessages(
  client: pg.Client,
  options: { scale: number; seed: number; log?: (message: string) => void },
): Promise<MessageCounts> {
  const { scale, seed } = options;
  const log = options.log ?? (() => {});
  const conversations = Math.max(1, Math.round(100_000 * scale));
  const messages = Math.max(conversations, Math.round(1_000_000 * scale));
  const hosts = Math.max(1, Math.round(20_000 * scale));
  const started = performance.now();
  const step = async (name: string, sql: string) => {
    const t = performance.now();
    const result = await client.query(sql);
    log(`${name}: ${result.rowCount ?? 0} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const rnd = (key: string, purpose: number) =>
    `((hashint8extended(${key}, ${seed}::bigint * 1000 + ${purpose}) & 281474976710655)::float8 / 281474976710656.0)`;
  const bodies = `array[${BODIES.map((b) => `'${b.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

  await client.query("set maintenance_work_mem = '256MB'");
  await client.query("set work_mem = '64MB'");
  await step(
    'conversation vendors',
    `create temporary table msg_vendors as
     select row_number() over (order by md5(v.id::text || '${seed}:m')) as n, v.id, v.user_id
       from public.vendors v where v.status = 'approved'`,
  );
  // Candidate pairs with skewed hosts and vendors; the first of each pair is kept, in candidate order.
  await step(
    `conversations (${conversations})`,
    `create temporary table msg_conversations as
     select row_number() over (order by p.k) as c, p.host, p.vendor_id, p.vendor_user, p.started
       from (select distinct on (s.host, mv.id) s.k, s.host, mv.id as vendor_id, mv.user_id as vendor_user, s.started
               from (select k, md5('${seed}:h:' || (1 + floor(${hosts} * power(${rnd('k', 101)}, 2))::int))::uuid as host,
                            1 + floor(vc.c * power(${rnd('k', 102)}, 2.5))::int as vn,
                            now() - interval '900 days' * ${rnd('k', 103)} as started
                       from generate_series(1, ${Math.round(conversations * 1.6)}) k
                      cross join (select count(*) as c from msg_vendors) vc) s
               join msg_vendors mv on mv.n = s.vn
              order by s.host, mv.id, s.k) p
      order by p.k
      limit ${conversations}`,
  );
  await client.query('create index on msg_conversations (c)');
  await client.query('analyze msg_conversations');
  await client.query('set session_replication_role = replica');
  try {
    await step(
      'conversations',
      `insert into public.conversations (id, vendor_id, host_id, vendor_user_id, started_by, created_at)
       select md5('${seed}:conv:' || c)::uuid, vendor_id, host, vendor_user, host, started from msg_conversations`,
    );
    // Message g > conversations falls on conversation 1 + floor(C · r²): the busiest gets about √C·(M/C)
    // messages. Each lands between its conversation's start and now; ids follow time.
    await step(
      `messages (${messages})`,
      `insert into public.messages (conversation_id, sender_id, body, created_at, hidden_at, hidden_reason)
       select md5('${seed}:conv:' || m.c)::uuid,
              case when m.g <= ${conversations} or ${rnd('m.g', 105)} < 0.5 then m.host else m.vendor_user end,
              (${bodies})[1 + floor(${rnd('m.g', 106)} * ${BODIES.length})::int] || ' (' || m.g || ')',
              m.at, case when ${rnd('m.g', 107)} < 0.001 then m.at + interval '1 day' end,
              case when ${rnd('m.g', 107)} < 0.001 then 'Generated moderation' end
         from (select s.g, s.c, mc.host, mc.vendor_user,
                      case when s.g <= ${conversations} then mc.started
                           else mc.started + (now() - mc.started) * ${rnd('s.g', 108)} end as at
                 from (select g, case when g <= ${conversations} then g
                                      else 1 + floor(${conversations} * power(${rnd('g', 104)}, 2))::int end as c
                         from generate_series(1, ${messages}) g) s
                 join msg_conversations mc on mc.c = s.c) m
        order by m.at`,
    );
  } finally {
    await client.query('set session_replication_role = origin');
  }
  // The last message, and the read marks: the sender has read their own message; otherwise each side has read
  // up to the last message in 80% of the conversations and has the last message unread in the rest.
  await step(
    'conversation bookkeeping (one aggregate, what the triggers keep)',
    `update public.conversations c
        set last_message_at = x.created_at, last_message_id = x.id, last_sender_id = x.sender_id,
            host_last_read_at = case when x.host_read then x.created_at else x.created_at - interval '1 minute' end,
            host_unread_since = case when x.host_read then null else x.created_at end,
            vendor_last_read_at = case when x.vendor_read then x.created_at else x.created_at - interval '1 minute' end,
            vendor_unread_since = case when x.vendor_read then null else x.created_at end
       from (select k.id as conversation_id, l.id, l.sender_id, l.created_at,
                    l.sender_id = k.host_id or ${rnd('hashtext(k.id::text)::bigint', 109)} < 0.8 as host_read,
                    l.sender_id = k.vendor_user_id or ${rnd('hashtext(k.id::text)::bigint', 110)} < 0.8 as vendor_read
               from public.conversations k
               join (select distinct on (m.conversation_id) m.conversation_id, m.id, m.sender_id, m.created_at
                       from public.messages m order by m.conversation_id, m.id desc) l on l.conversation_id = k.id) x
      where x.conversation_id = c.id`,
  );
  // The host turns messages_track_turns keeps, from the messages in one pass: a host message after none or
  // after a vendor message opens a turn, the vendor's next message ends it.
  await step(
    'host turns (one window over the messages, what the trigger keeps)',
    `insert into public.message_turns (conversation_id, vendor_id, started_at, replied_at)
     select t.conversation_id, t.vendor_id, t.created_at, t.next_reply_at
       from (select m.conversation_id, c.vendor_id, m.created_at, m.sender_id = c.host_id as from_host,
                    lag(m.sender_id = c.host_id) over w as prev_from_host,
                    min(case when m.sender_id <> c.host_id then m.created_at end)
                      over (w rows between 1 following and unbounded following) as next_reply_at
               from public.messages m join public.conversations c on c.id = m.conversation_id
             window w as (partition by m.conversation_id order by m.id)) t
      where t.from_host and not coalesce(t.prev_from_host, false)`,
  );
  await client.query('drop table msg_conversations, msg_vendors');
  await client.query('vacuum analyze public.conversations, public.messages, public.message_turns');
  const c = (
    await client.query<{ conversations: string; messages: string }>(
      `select (select count(*) from public.conversations) as conversations,
              (select count(*) from public.messages) as messages`,
    )
  ).rows[0]!;
  return {
    conversations: Number(c.conversations),
    messages: Number(c.messages),
    seconds: (performance.now() - started) / 1000,
  };
}
