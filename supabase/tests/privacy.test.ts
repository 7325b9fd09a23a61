import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import { TERMS_VERSION } from '@partyeasy/shared-domain';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './support/actors.js';
import { PNG_BYTES } from './support/api-client.js';

// Privacy rights (issue 45 item 4) through the API with real sessions: the export holds exactly the caller's
// data, the deletion is refused while something is due and otherwise removes every personal detail while the
// booking and payout rows stay; the purge is idempotent under concurrency. The attack suite
// (attacks/cases-privacy.ts) adds the ways around.

/**
 * Every table of the public schema, and whether the "nothing personal left" scan reads it. A new table must be
 * added here, so that someone decides whether a deleted account's data could be left in it.
 */
const PUBLIC_TABLES: Record<string, 'scanned'> = {
  Email_List: 'scanned',
  Packages: 'scanned',
  addons: 'scanned',
  availability: 'scanned',
  booking_cancel_requests: 'scanned',
  booking_changes: 'scanned',
  booking_daily_totals: 'scanned',
  booking_emails: 'scanned',
  booking_history: 'scanned',
  booking_holds: 'scanned',
  booking_refund_parts: 'scanned',
  booking_refunds: 'scanned',
  booking_status_transitions: 'scanned',
  bookings: 'scanned',
  checkout_groups: 'scanned',
  browse_city_counts: 'scanned',
  calendar_feeds: 'scanned',
  conversation_reports: 'scanned',
  conversations: 'scanned',
  deleted_accounts: 'scanned',
  dispute_messages: 'scanned',
  dispute_photos: 'scanned',
  disputes: 'scanned',
  event_reminders: 'scanned',
  event_shortlist: 'scanned',
  events: 'scanned',
  favourites: 'scanned',
  message_emails: 'scanned',
  message_turns: 'scanned',
  messages: 'scanned',
  messaging_blocks: 'scanned',
  messaging_moderation: 'scanned',
  payment_events: 'scanned',
  payout_accounts: 'scanned',
  payout_ledger: 'scanned',
  quote_emails: 'scanned',
  quote_offers: 'scanned',
  quote_requests: 'scanned',
  quotes: 'scanned',
  review_moderation: 'scanned',
  review_replies: 'scanned',
  reviews: 'scanned',
  served_places: 'scanned',
  time_slot_templates: 'scanned',
  upload_kinds: 'scanned',
  uploads: 'scanned',
  users: 'scanned',
  vendor_ai_data: 'scanned',
  vendor_review_stats: 'scanned',
  vendor_standings: 'scanned',
  vendors: 'scanned',
};

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

interface Person {
  id: string;
  email: string;
  password: string;
  name: string;
  phone: string;
  session: Session;
  client: SupabaseClient;
}

describe('privacy rights', () => {
  let stack: TestStack;
  let admin: SupabaseClient;
  let seq = 0;
  let day = 0;

  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    admin = createClient(stack.url, stack.serviceRoleKey, { auth: noSession });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A signed-up, signed-in account with a unique name, e-mail and phone. */
  async function person(first: string): Promise<Person> {
    seq += 1;
    const tag = `${Date.now().toString(36)}${seq}`;
    const name = `${first} Zq${tag}`;
    const email = `${first.toLowerCase()}.${tag}@example.test`;
    const phone = `+1 512 555 ${String(1000 + seq).slice(-4)}`;
    const password = `Secret-${tag}`;
    const created = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: {
        full_name: name,
        phone_number: phone,
        user_type: 'host',
        terms_version: TERMS_VERSION,
      },
    });
    expect(created.error).toBeNull();
    const client = createClient(stack.url, stack.anonKey, { auth: noSession });
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    return { id: created.data.user!.id, email, password, name, phone, session: signIn.data.session!, client };
  }

  /** An approved listing of p with a package, availability and one photo in Storage. */
  async function listing(p: Person): Promise<{ vendorId: string; photo: string }> {
    const photo = `${p.id}/${seq}-front.png`;
    const upload = await admin.storage
      .from('vendor-photos')
      .upload(photo, PNG_BYTES, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.vendors (user_id, name, email, phone, servicetype, bio, cities_served, photos, status)
       values ($1, $2, $3, $4, 'DJ', $5, '{"Austin, TX"}', $6, 'approved') returning id`,
      [p.id, `${p.name} Sounds`, p.email, p.phone, `Call ${p.name} any time`, [photo]],
    );
    const vendorId = rows[0]!.id;
    await stack.db.query(
      `insert into public."Packages" (vendor_id, name, price, charging_type) values ($1, 'Party set', 200, 'per_event')`,
      [vendorId],
    );
    await stack.db.query(
      `insert into public.availability (vendor_id, user_id, date, start_time, end_time)
       values ($1, $2, current_date + 40, '10:00', '14:00')`,
      [vendorId, p.id],
    );
    return { vendorId, photo };
  }

  /** A booking of host with vendor, `days` from today, in a status, with the host's details. */
  async function booking(
    hostId: string,
    vendorId: string,
    status: 'paid' | 'completed' | 'clicked_book',
    days: number,
    details: { name: string; email: string; location: string },
  ): Promise<string> {
    day += 1;
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.bookings (vendor_id, user_id, customer_email, customer_name, total_amount, processing_fee,
         payment_status, booking_date, booking_time, duration_hours, guest_count, selected_packages, event_location,
         special_instructions, payment_intent_id, paid_at, completed_at)
       values ($1, $2, $3, $4, 200, 10, $5, current_date + $6::int, (time '08:00' + make_interval(mins => $7::int))::time,
               1, 10, 'Party set', $8, 'Ring twice, ' || $4, case when $5 <> 'clicked_book' then 'pi_privacy_' || $7::text end,
               case when $5 <> 'clicked_book' then now() end, case when $5 = 'completed' then now() end)
       returning id`,
      [vendorId, hostId, details.email, details.name, status, days, day, details.location],
    );
    return rows[0]!.id;
  }

  const deleteAccount = async (token: string, body: unknown) => {
    const res = await fetch(`${stack.url}/functions/v1/delete-account`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        apikey: stack.anonKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  const conversationWith = async (host: Person, vendorId: string, hostText: string) => {
    const started = await host.client.rpc('start_conversation', { p_vendor_id: vendorId });
    expect(started.error).toBeNull();
    const sent = await host.client.rpc('send_message', { p_conversation_id: started.data, p_body: hostText });
    expect(sent.error).toBeNull();
    return started.data as string;
  };

  it("exports exactly the caller's data: profile, bookings, reviews, messages sent, listing, payouts, and nothing of others", async () => {
    const vera = await person('Vera');
    const otto = await person('Otto');
    const { vendorId, photo } = await listing(vera);
    // Vera books DJ Nova; Otto books Vera's listing and writes to her.
    const veraBooking = await booking(vera.id, ids.ownVendor, 'completed', -30, {
      name: vera.name,
      email: vera.email,
      location: 'Veras street 1',
    });
    const ottoBooking = await booking(otto.id, vendorId, 'completed', -20, {
      name: otto.name,
      email: otto.email,
      location: 'Ottos secret address 9',
    });
    await stack.db.query(
      `insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, provider_id, settled_at)
       values ($1, $2, 'transfer', 20000, 'succeeded', 'tr_privacy_export', now())`,
      [vendorId, ottoBooking],
    );
    const review = await vera.client.rpc('submit_review', {
      p_booking_id: veraBooking,
      p_rating: 5,
      p_title: 'Great night',
      p_body: 'Vera liked it a lot.',
    });
    expect(review.error).toBeNull();
    const withOtto = await conversationWith(otto, vendorId, 'Otto asks: are you free in May?');
    expect(
      (await vera.client.rpc('send_message', { p_conversation_id: withOtto, p_body: 'Vera answers: yes!' }))
        .error,
    ).toBeNull();

    // Vera asks DJ Nova for a quote and gets an offer; Otto asks Vera's listing; Otto disputes his booking.
    const quoteRequest = async (host: string, vendor: string, details: string) =>
      (
        await stack.db.query<{ quote: string }>(
          `with r as (
             insert into public.quote_requests (host_id, category, event_date, start_time, duration_hours,
               guest_count, location, details)
             values ($1, 'DJ', current_date + 30, '18:00', 4, 50, 'Austin', $3) returning id, created_at)
           insert into public.quotes (request_id, vendor_id, respond_by)
           select r.id, $2, r.created_at + interval '72 hours' from r returning id as quote`,
          [host, vendor, details],
        )
      ).rows[0]!.quote;
    const veraQuote = await quoteRequest(vera.id, ids.ownVendor, 'Vera wants a disco night.');
    await stack.db.query(
      `insert into public.quote_offers (quote_id, price_cents, includes, event_date, start_time, duration_hours,
         expires_at) values ($1, 45000, 'Lights and sound', current_date + 30, '18:00', 4, now() + interval '2 days')`,
      [veraQuote],
    );
    await quoteRequest(otto.id, vendorId, 'Ottos secret plan for the party.');
    await stack.db.query(
      `insert into public.disputes (booking_id, host_id, vendor_id, reason, description)
       values ($1, $2, $3, 'no_show', 'Ottos complaint: nobody came to play at all.')`,
      [ottoBooking, otto.id, vendorId],
    );

    const { data, error } = await vera.client.rpc('export_my_data');
    expect(error).toBeNull();
    const exported = data as Record<string, unknown> & {
      profile: Record<string, unknown>;
      bookings_as_host: { id: string; event_location: string }[];
      bookings_of_listing: Record<string, unknown>[];
      reviews_written: { booking_id: string }[];
      conversations: { id: string; role: string }[];
      messages_sent: { body: string }[];
      listing: { id: string; photos: string[]; packages: { name: string }[]; availability: unknown[] };
      payouts: { booking_id: string; amount_cents: number }[];
    };
    expect(exported.profile).toMatchObject({
      id: vera.id,
      email: vera.email,
      name: vera.name,
      phone_number: vera.phone,
    });
    expect(exported.bookings_as_host.map((b) => [b.id, b.event_location])).toEqual([
      [veraBooking, 'Veras street 1'],
    ]);
    expect(exported.reviews_written.map((r) => r.booking_id)).toEqual([veraBooking]);
    expect(exported.conversations).toEqual([expect.objectContaining({ id: withOtto, role: 'vendor' })]);
    expect(exported.messages_sent.map((m) => m.body)).toEqual(['Vera answers: yes!']);
    expect(exported.listing).toMatchObject({
      id: vendorId,
      photos: [photo],
      packages: [{ name: 'Party set' }],
    });
    expect(exported.listing.availability).toHaveLength(1);
    expect(exported.bookings_of_listing.map((b) => b.id)).toEqual([ottoBooking]);
    expect(exported.payouts).toEqual([
      expect.objectContaining({ booking_id: ottoBooking, amount_cents: 20000 }),
    ]);
    const more = data as {
      quote_requests: {
        details: string;
        vendors: { vendor_id: string; offers: { price_cents: number }[] }[];
      }[];
      quotes_of_listing: { status: string }[];
      disputes: { booking_id: string; role: string; description: string | null }[];
    };
    expect(more.quote_requests).toEqual([
      expect.objectContaining({
        details: 'Vera wants a disco night.',
        vendors: [
          expect.objectContaining({
            vendor_id: ids.ownVendor,
            offers: [expect.objectContaining({ price_cents: 45000 })],
          }),
        ],
      }),
    ]);
    expect(more.quotes_of_listing).toEqual([expect.objectContaining({ status: 'waiting' })]);
    expect(more.disputes).toEqual([
      expect.objectContaining({ booking_id: ottoBooking, role: 'vendor', description: null }),
    ]);

    // Nothing of Otto's: not his name, address, e-mail, phone or what he wrote; nothing of other listings.
    const text = JSON.stringify(exported);
    for (const other of [
      otto.name,
      otto.email,
      otto.phone,
      'Ottos secret address',
      'Otto asks',
      'Ottos secret plan',
      'Ottos complaint',
      otto.id,
    ])
      expect(text).not.toContain(other);
    const otherListings = await stack.db.query<{ id: string }>(
      'select id from public.vendors where user_id <> $1',
      [vera.id],
    );
    for (const { id } of otherListings.rows.filter((r) => r.id !== ids.ownVendor))
      expect(text).not.toContain(id);

    // Otto's own export has his booking of Vera's listing but nothing of hers beyond the listing's name.
    const ottos = JSON.stringify((await otto.client.rpc('export_my_data')).data);
    expect(ottos).toContain('Ottos secret address 9');
    for (const other of [vera.email, vera.phone, 'Vera answers', 'Veras street'])
      expect(ottos).not.toContain(other);

    const anon = await createClient(stack.url, stack.anonKey, { auth: noSession }).rpc('export_my_data');
    expect(anon.error).not.toBeNull();
  });

  it('refuses the deletion with the reason while an upcoming paid booking (host or listing) or a payout is due; a wrong password changes nothing', async () => {
    const hana = await person('Hana');
    await booking(hana.id, ids.ownVendor, 'paid', 20, {
      name: hana.name,
      email: hana.email,
      location: 'Home',
    });
    const blocked = await deleteAccount(hana.session.access_token, { password: hana.password });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({
      error: 'deletion_blocked',
      blockers: [
        'You have an upcoming paid booking. Cancel it, or wait until the event is over, before deleting your account.',
      ],
    });
    const wrong = await deleteAccount(hana.session.access_token, { password: 'not-my-password' });
    expect(wrong).toMatchObject({
      status: 403,
      body: { error: 'wrong_password', message: 'That password is wrong.' },
    });
    const empty = await deleteAccount(hana.session.access_token, {});
    expect(empty.status).toBe(400);

    const vic = await person('Vic');
    const { vendorId } = await listing(vic);
    await booking(hana.id, vendorId, 'paid', 25, { name: hana.name, email: hana.email, location: 'Home' });
    await booking(hana.id, vendorId, 'completed', -5, {
      name: hana.name,
      email: hana.email,
      location: 'Home',
    });
    const own = await vic.client.rpc('account_deletion_blockers', { p_user_id: vic.id });
    expect(own.data).toEqual([
      'Your listing has an upcoming paid booking. It must take place or be cancelled before you delete your account.',
      'A payout is still due to you. Once it has been transferred (set up payouts in your vendor dashboard if you have not), you can delete your account.',
    ]);
    expect((await deleteAccount(vic.session.access_token, { password: vic.password })).status).toBe(409);

    // Both can still sign in and keep their profile and listing.
    for (const p of [hana, vic]) {
      const again = await createClient(stack.url, stack.anonKey, { auth: noSession }).auth.signInWithPassword(
        {
          email: p.email,
          password: p.password,
        },
      );
      expect(again.error).toBeNull();
      const row = await stack.db.query('select name, email from public.users where id = $1', [p.id]);
      expect(row.rows[0]).toEqual({ name: p.name, email: p.email });
    }
    const live = await stack.db.query('select status from public.vendors where id = $1', [vendorId]);
    expect(live.rows[0]).toEqual({ status: 'approved' });
    expect((await stack.db.query('select count(*)::int as n from public.deleted_accounts')).rows[0]).toEqual({
      n: 0,
    });
  });

  it('deletes an account: signed out everywhere, no sign-in, listing out of browse, "A former host", bookings kept de-identified, nothing personal left', async () => {
    const dee = await person('Dee');
    const second = await createClient(stack.url, stack.anonKey, { auth: noSession }).auth.signInWithPassword({
      email: dee.email,
      password: dee.password,
    });
    const otto = await person('Otto');
    const { vendorId, photo } = await listing(dee);
    const asHost = await booking(dee.id, ids.ownVendor, 'completed', -40, {
      name: dee.name,
      email: dee.email,
      location: `${dee.name}'s garden`,
    });
    const ofListing = await booking(otto.id, vendorId, 'completed', -10, {
      name: otto.name,
      email: otto.email,
      location: 'Otto lane',
    });
    await stack.db.query(
      `insert into public.payout_ledger (vendor_id, booking_id, kind, amount_cents, status, provider_id, settled_at)
       values ($1, $2, 'transfer', 20000, 'succeeded', 'tr_privacy_delete', now())`,
      [vendorId, ofListing],
    );
    const unpaid = await booking(dee.id, ids.otherVendor, 'clicked_book', 60, {
      name: dee.name,
      email: dee.email,
      location: 'Later',
    });
    const reviewed = await dee.client.rpc('submit_review', {
      p_booking_id: asHost,
      p_rating: 4,
      p_title: 'Nice',
      p_body: 'Good music all night.',
    });
    expect(reviewed.error).toBeNull();
    const withDj = await conversationWith(dee, ids.ownVendor, 'Hello, is June 3 free?');
    await stack.db.query('insert into public.favourites (host_id, vendor_id) values ($1, $2)', [
      dee.id,
      ids.ownVendor,
    ]);
    await stack.db.query(`insert into public."Email_List" (email, confirmed_at) values ($1, now())`, [
      dee.email,
    ]);
    // A quote request whose place and text name her (kept for its figures, without them).
    await stack.db.query(
      `insert into public.quote_requests (host_id, category, event_date, start_time, duration_hours, guest_count,
         location, details) values ($1, 'DJ', current_date + 30, '18:00', 4, 50, $2, $3)`,
      [dee.id, `${dee.name}'s garden`, `Call ${dee.phone} or ${dee.email}`],
    );

    const done = await deleteAccount(dee.session.access_token, { password: dee.password });
    expect(done).toEqual({ status: 200, body: { deleted: true } });

    // Signed out everywhere: both sessions' refresh tokens are gone, the password no longer signs in.
    for (const session of [dee.session, second.data.session!]) {
      const refreshed = await createClient(stack.url, stack.anonKey, { auth: noSession }).auth.refreshSession(
        {
          refresh_token: session.refresh_token,
        },
      );
      expect(refreshed.error).not.toBeNull();
    }
    const signIn = await createClient(stack.url, stack.anonKey, { auth: noSession }).auth.signInWithPassword({
      email: dee.email,
      password: dee.password,
    });
    expect(signIn.error?.code).toBe('invalid_credentials');
    // An access token from before writes nothing new and exports nothing.
    expect((await dee.client.rpc('export_my_data')).error).not.toBeNull();
    expect(
      (await dee.client.rpc('start_conversation', { p_vendor_id: ids.otherVendor })).error,
    ).not.toBeNull();

    // The listing left browse and nobody approves it again.
    const anon = createClient(stack.url, stack.anonKey, { auth: noSession });
    expect((await anon.from('vendor_profiles').select('id').eq('id', vendorId)).data).toEqual([]);
    await expect(
      stack.db.query(`update public.vendors set status = 'approved' where id = $1`, [vendorId]),
    ).rejects.toThrow("This listing's account was deleted.");

    // The review stays, shown with "A former host".
    const shown = await anon
      .from('public_reviews')
      .select('reviewer_first_name, body')
      .eq('vendor_id', ids.ownVendor);
    expect(shown.data).toContainEqual({
      reviewer_first_name: 'A former host',
      body: 'Good music all night.',
    });

    // The vendor sees the conversation with "Deleted user".
    const dj = createClient(stack.url, stack.anonKey, { auth: noSession });
    expect(
      (await dj.auth.signInWithPassword({ email: 'dj@partyeasy.test', password: 'PartyEasy!2026' })).error,
    ).toBeNull();
    const details = await dj.rpc('conversation_details', { p_conversation_id: withDj });
    expect(details.data).toMatchObject({ other_name: 'Deleted user' });

    // Bookings and payouts are kept, de-identified; the unpaid checkout ended.
    const kept = await stack.db.query(
      `select id, customer_name, customer_email, event_location, special_instructions, total_amount::text,
              payment_status from public.bookings where id = any($1::uuid[]) order by created_at`,
      [[asHost, ofListing, unpaid]],
    );
    expect(kept.rows).toEqual([
      {
        id: asHost,
        customer_name: 'Deleted user',
        customer_email: '',
        event_location: null,
        special_instructions: null,
        total_amount: '200.00',
        payment_status: 'completed',
      },
      {
        id: ofListing,
        customer_name: otto.name,
        customer_email: otto.email,
        event_location: 'Otto lane',
        special_instructions: `Ring twice, ${otto.name}`,
        total_amount: '200.00',
        payment_status: 'completed',
      },
      expect.objectContaining({ id: unpaid, customer_name: 'Deleted user', payment_status: 'cancelled' }),
    ]);
    const ledger = await stack.db.query(
      'select amount_cents, status from public.payout_ledger where vendor_id = $1',
      [vendorId],
    );
    expect(ledger.rows).toEqual([{ amount_cents: 20000, status: 'succeeded' }]);

    // The photo is gone from Storage.
    expect((await admin.storage.from('vendor-photos').download(photo)).error).not.toBeNull();
    const objects = await stack.db.query('select name from storage.objects where name like $1', [
      `${dee.id}/%`,
    ]);
    expect(objects.rows).toEqual([]);

    // No table the product owns holds Dee's name, e-mail or phone any more (every public table is listed).
    const tables = await stack.db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(Object.keys(PUBLIC_TABLES).sort()).toEqual(tables.rows.map((t) => t.name).sort());
    const surname = dee.name.split(' ')[1]!;
    for (const table of Object.keys(PUBLIC_TABLES)) {
      const found = await stack.db.query<{ n: number }>(
        `select count(*)::int as n from public."${table}" x
          where x::text ilike '%' || $1 || '%' or x::text ilike '%' || $2 || '%' or x::text ilike '%' || $3 || '%'`,
        [surname, dee.email, dee.phone],
      );
      expect({ table, rows: found.rows[0]!.n }).toEqual({ table, rows: 0 });
    }
    const authRow = await stack.db.query<{ email: string; deleted_at: string | null; meta: unknown }>(
      'select email, deleted_at, raw_user_meta_data as meta from auth.users where id = $1',
      [dee.id],
    );
    expect(authRow.rows[0]!.email).not.toContain(dee.email.split('@')[0]!);
    expect(authRow.rows[0]!.deleted_at).not.toBeNull();
    expect(authRow.rows[0]!.meta).toEqual({});
    const identities = await stack.db.query(
      `select 1 from auth.identities where user_id = $1 and identity_data::text ilike '%' || $2 || '%'`,
      [dee.id, dee.email],
    );
    expect(identities.rows).toEqual([]);

    // A second request changes nothing (the token is dead) and the profile stays empty.
    expect((await deleteAccount(dee.session.access_token, { password: dee.password })).status).toBe(401);
  });

  it('purges deleted accounts once, also when two runs overlap, and removes what was written for them later', async () => {
    const pia = await person('Pia');
    const late = await booking(pia.id, ids.ownVendor, 'completed', -90, {
      name: pia.name,
      email: pia.email,
      location: 'Pias place',
    });
    expect((await deleteAccount(pia.session.access_token, { password: pia.password })).status).toBe(200);
    // Something written for the account after the deletion (a late import, a restored row).
    await stack.db.query(`update public.bookings set customer_name = $2, customer_email = $3 where id = $1`, [
      late,
      pia.name,
      pia.email,
    ]);
    await stack.db.query(`update public.deleted_accounts set purged_at = null`);

    const runs = await Promise.all([
      stack.db.query<{ n: number }>('select public.purge_deleted_accounts() as n'),
      stack.db.query<{ n: number }>('select public.purge_deleted_accounts() as n'),
    ]);
    const accounts = (
      await stack.db.query<{ n: number }>('select count(*)::int as n from public.deleted_accounts')
    ).rows[0]!.n;
    expect(runs.reduce((sum, r) => sum + r.rows[0]!.n, 0)).toBe(accounts);
    const after = await stack.db.query(
      'select customer_name, customer_email from public.bookings where id = $1',
      [late],
    );
    expect(after.rows[0]).toEqual({ customer_name: 'Deleted user', customer_email: '' });
    const purged = await stack.db.query(
      'select count(*)::int as n from public.deleted_accounts where purged_at is null',
    );
    expect(purged.rows[0]).toEqual({ n: 0 });

    const before = await stack.db.query('select * from public.bookings where id = $1', [late]);
    const again = await stack.db.query<{ n: number }>('select public.purge_deleted_accounts() as n');
    expect(again.rows[0]!.n).toBe(0);
    expect((await stack.db.query('select * from public.bookings where id = $1', [late])).rows).toEqual(
      before.rows,
    );
  });
});
