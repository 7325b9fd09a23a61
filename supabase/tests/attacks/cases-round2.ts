import { ids } from '../support/actors.js';
import {
  type AttackCase,
  all,
  booking,
  checkoutBody,
  clientError,
  failed,
  noRowAffected,
  nothingRead,
  T,
} from './cases.js';
import type { AttackContext, Attempt } from './context.js';

/**
 * Hardening round 2 (issue 23, docs/reliability.md): the review rule, server-set audit columns and photos,
 * bookings carrying server data, hold limits, NaN/Infinity, and vendors' personal data. Same contract as
 * cases.ts: refused without a server error, every listed table unchanged.
 */

const PERSONAL = ['email', 'phone', 'user_id', 'status_changed_by', 'rejection_reason'];
const holds = 'public.booking_holds';

/** A listing of the owner (DJ Nova's account) in the given status, serving Dallas, with one package. */
async function ownerListing(ctx: AttackContext, status: string): Promise<string> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.vendors (user_id, name, status, servicetype, cities_served)
     values ($1, 'Round 2 listing', $2, 'DJ', '{"Dallas, TX"}') returning id`,
    [ids.ownerVendorUser, status],
  );
  const id = rows[0]?.id as string;
  await ctx.db.query(
    `insert into public."Packages" (vendor_id, name, price, charging_type) values ($1, 'Party Starter', 200, 'per_event')`,
    [id],
  );
  await ctx.db.query(`insert into public.addons (vendor_id, item, price) values ($1, 'Fog machine', 40)`, [
    id,
  ]);
  return id;
}

const firstPackage = async (ctx: AttackContext, vendorId: string) =>
  (
    await ctx.db.query<{ id: string }>(`select id from public."Packages" where vendor_id = $1 limit 1`, [
      vendorId,
    ])
  ).rows[0]?.id as string;

/**
 * An approved listing of its own (owned by the bartender's account) with a 10:00-14:00 window on the free
 * date, and a clicked_book booking of the actor at 12:00 returned as "<vendor>|<booking>". Earlier round-2
 * hold fixtures end cancelled first, so no case inherits another's holds.
 */
async function holdFixture(
  ctx: AttackContext,
  userId: string,
  clear = true,
): Promise<{ vendor: string; booking: string }> {
  if (clear)
    await ctx.db.query(
      `update public.bookings set payment_status = 'cancelled'
      where payment_status = 'pending' and vendor_id in (select id from public.vendors where name = 'Round 2 hold fixture')`,
    );
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.vendors (user_id, name, status, servicetype) values ($1, 'Round 2 hold fixture', 'approved', 'DJ')
     returning id`,
    [ids.otherVendorUser],
  );
  const vendor = rows[0]?.id as string;
  await ctx.db.query(
    `insert into public."Packages" (vendor_id, name, price, charging_type) values ($1, 'Party Starter', 200, 'per_event')`,
    [vendor],
  );
  await ctx.db.query(
    `insert into public.availability (vendor_id, date, start_time, end_time) values ($1, $2, '10:00', '14:00')`,
    [vendor, ctx.fx.freeDate],
  );
  return { vendor, booking: await fixtureBooking(ctx, vendor, userId, '12:00') };
}

async function fixtureBooking(
  ctx: AttackContext,
  vendor: string,
  userId: string,
  time: string,
  extra = '',
): Promise<string> {
  const { rows } = await ctx.db.query<{ id: string }>(
    `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
       duration_hours, guest_count, selected_packages)
     values ($1, $2, 'fixture@partyeasy.test', 200, $3, $4, 1, 10, 'Party Starter') returning id`,
    [vendor, userId, ctx.fx.freeDate, time],
  );
  const id = rows[0]?.id as string;
  if (extra) await ctx.db.query(`update public.bookings set ${extra} where id = $1`, [id]);
  return id;
}

/** A hold of the user on the vendor taken now (pending, with a checkout session), as reserve_booking logs it. */
async function activeHold(ctx: AttackContext, vendor: string, userId: string, time: string) {
  const id = await fixtureBooking(
    ctx,
    vendor,
    userId,
    time,
    `payment_status = 'pending', held_at = now(), checkout_session_id = 'cs_round2_' || gen_random_uuid()`,
  );
  await ctx.db.query(
    `insert into public.booking_holds (booking_id, user_id, vendor_id) values ($1, $2, $3)`,
    [id, userId, vendor],
  );
}

/** An RPC call that must be refused with this HTTP status (PostgREST's PTnnn codes). */
const refusedWith = (status: number, r: { error: unknown; status: number }): Attempt => ({
  status: r.status,
  refused: r.error !== null && r.status === status,
  detail: r.error,
});

/** A write that is accepted but whose server-set column must not keep the client's value; the row is removed. */
async function ignoredValue(
  ctx: AttackContext,
  insert: () => PromiseLike<{ data: unknown; error: unknown; status: number }>,
  table: string,
  column: string,
  clientValue: string,
): Promise<Attempt> {
  const r = await insert();
  const row = (Array.isArray(r.data) ? r.data[0] : r.data) as { id?: string } | null;
  if (r.error || !row?.id) return { status: r.status, refused: r.error !== null, detail: r.error };
  const stored = await ctx.db.query<{ v: string }>(
    `select ${column}::text as v from ${table} where id = $1`,
    [row.id],
  );
  await ctx.db.query(`delete from ${table} where id = $1`, [row.id]);
  const v = stored.rows[0]?.v ?? '';
  return { status: r.status, refused: !v.startsWith(clientValue), detail: { stored: v } };
}

// 1. Review bypass ------------------------------------------------------------------------------------

const reviewBypass: AttackCase[] = [
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'PATCH the bio of the live listing (it would stay approved)',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ bio: 'Cheapest DJ, call me' })
          .eq('id', ids.ownVendor),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'PATCH name, servicetype and experience of the live listing at once',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ name: 'Totally Different', servicetype: 'Venue', experience: 99 })
          .eq('id', ids.ownVendor),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'PATCH the extra charges of the live listing to zero',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ extra_charge_weekend: 0, extra_charge_weekend_night: 0, extra_charge_weekday_night: 0 })
          .eq('id', ids.ownVendor),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'PATCH photos and cities of the live listing to what is already allowed elsewhere',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ photos: [ctx.fx.ownerObject], cities_served: ['Austin, TX'] })
          .eq('id', ids.ownVendor),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'changing content and status (approved → edit_listing) in one PATCH',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ status: 'edit_listing', bio: 'Sneaked in' })
          .eq('id', ids.ownVendor),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'editing the bio of a listing under review',
    tables: [T.vendors],
    setup: (ctx) => ownerListing(ctx, 'pending_approval'),
    run: async (ctx, id) =>
      failed(
        await ctx.client('ownerVendor').from('vendors').update({ bio: 'Changed during review' }).eq('id', id),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'withdrawing a listing under review by PATCHing status to edit_listing',
    tables: [T.vendors],
    setup: (ctx) => ownerListing(ctx, 'pending_approval'),
    run: async (ctx, id) =>
      failed(await ctx.client('ownerVendor').from('vendors').update({ status: 'edit_listing' }).eq('id', id)),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'start_listing_edit on a listing under review',
    tables: [T.vendors],
    serverStatus: { status: 500, why: "start_listing_edit answers 'under review' with SQLSTATE 55000" },
    setup: (ctx) => ownerListing(ctx, 'pending_approval'),
    run: async (ctx, id) =>
      failed(await ctx.client('ownerVendor').rpc('start_listing_edit', { p_vendor_id: id })),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'adding a package to the live listing',
    tables: [T.packages],
    run: async (ctx) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('Packages')
          .insert({ vendor_id: ids.ownVendor, name: 'Free party', price: 0, charging_type: 'per_event' }),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'changing the price of a package of the live listing',
    tables: [T.packages],
    run: async (ctx) =>
      noRowAffected(
        await ctx
          .client('ownerVendor')
          .from('Packages')
          .update({ price: 9999 }, { count: 'exact' })
          .eq('id', ctx.fx.ownerPackage),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'deleting a package of the live listing',
    tables: [T.packages],
    run: async (ctx) =>
      noRowAffected(
        await ctx
          .client('ownerVendor')
          .from('Packages')
          .delete({ count: 'exact' })
          .eq('id', ctx.fx.ownerPackage),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'replacing the packages of the live listing through replace_vendor_packages',
    tables: [T.packages],
    run: async (ctx) =>
      failed(
        await ctx.client('ownerVendor').rpc('replace_vendor_packages', {
          p_vendor_id: ids.ownVendor,
          p_packages: [{ name: 'Unreviewed', price: 1, charging_type: 'per_event', duration_hours: 1 }],
        }),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'add-ons of the live listing: insert, price change and replace_vendor_addons',
    tables: [T.addons],
    run: async (ctx) => {
      const c = ctx.client('ownerVendor');
      return all([
        failed(await c.from('addons').insert({ vendor_id: ids.ownVendor, item: 'Unreviewed', price: 1 })),
        noRowAffected(
          await c.from('addons').update({ price: 1 }, { count: 'exact' }).eq('vendor_id', ids.ownVendor),
        ),
        failed(
          await c.rpc('replace_vendor_addons', {
            p_vendor_id: ids.ownVendor,
            p_addons: [{ item: 'X', price: 1 }],
          }),
        ),
      ]);
    },
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'changing a package of a listing under review',
    tables: [T.packages],
    setup: async (ctx) => firstPackage(ctx, await ownerListing(ctx, 'pending_approval')),
    run: async (ctx, pkg) =>
      noRowAffected(
        await ctx
          .client('ownerVendor')
          .from('Packages')
          .update({ price: 1 }, { count: 'exact' })
          .eq('id', pkg),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'free text in cities_served (shows in the public city dropdown)',
    tables: [T.vendors, 'public.browse_city_counts'],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ cities_served: ['Dallas, TX', 'BEST DJ >>> call 555-0100'] })
          .eq('id', id),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: "near-miss city spellings ('Austin, Texas', 'austin, tx', 'Austin, TX ') are not served cities",
    tables: [T.vendors],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) => {
      const c = ctx.client('ownerVendor').from('vendors');
      return all(
        await Promise.all(
          ['Austin, Texas', 'austin, tx', 'Austin, TX '].map(async (city) =>
            failed(await c.update({ cities_served: [city] }).eq('id', id)),
          ),
        ),
      );
    },
  },
  {
    category: 'review bypass',
    actor: 'otherHost',
    name: 'a new listing with a markup city',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx
          .client('otherHost')
          .from('vendors')
          .insert({ user_id: ids.otherHost, name: 'New', cities_served: ['<img src=x onerror=alert(1)>'] }),
      ),
  },
  {
    category: 'review bypass',
    actor: 'ownerVendor',
    name: 'an upsert (merge-duplicates) over the live listing that changes its bio',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx.client('ownerVendor').from('vendors').upsert({
          id: ids.ownVendor,
          user_id: ids.ownerVendorUser,
          name: 'DJ Nova',
          status: 'approved',
          bio: 'x',
        }),
      ),
  },
];

// 2. Audit and ownership columns, photos -----------------------------------------------------------------

const auditColumns: AttackCase[] = [
  {
    category: 'audit columns',
    actor: 'ownerVendor',
    name: 'PATCH submitted_at of the own listing (queue position)',
    tables: [T.vendors],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ submitted_at: '2001-01-01T00:00:00Z' })
          .eq('id', id),
      ),
  },
  {
    category: 'audit columns',
    actor: 'otherHost',
    name: 'a new listing carrying submitted_at, created_at and status_changed_at in the past',
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx.client('otherHost').from('vendors').insert({
          user_id: ids.otherHost,
          name: 'Backdated',
          status: 'pending_approval',
          submitted_at: '2001-01-01T00:00:00Z',
          created_at: '2001-01-01T00:00:00Z',
          status_changed_at: '2001-01-01T00:00:00Z',
        }),
      ),
  },
  {
    category: 'audit columns',
    actor: 'ownerVendor',
    name: 'PATCH created_at, updated_at, status_changed_at or status_changed_by of the own listing',
    tables: [T.vendors],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) => {
      const c = ctx.client('ownerVendor').from('vendors');
      return all([
        failed(await c.update({ created_at: '2001-01-01T00:00:00Z' }).eq('id', id)),
        failed(await c.update({ updated_at: '2001-01-01T00:00:00Z' }).eq('id', id)),
        failed(await c.update({ status_changed_at: '2001-01-01T00:00:00Z' }).eq('id', id)),
        failed(await c.update({ status_changed_by: ids.admin }).eq('id', id)),
      ]);
    },
  },
  {
    category: 'audit columns',
    actor: 'ownerVendor',
    name: 'a package with a backdated created_at keeps the server time',
    tables: [T.packages],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: (ctx, id) =>
      ignoredValue(
        ctx,
        () =>
          ctx
            .client('ownerVendor')
            .from('Packages')
            .insert({
              vendor_id: id,
              name: 'Old',
              price: 1,
              charging_type: 'per_event',
              created_at: '2001-01-01',
            })
            .select('id'),
        'public."Packages"',
        'created_at',
        '2001',
      ),
  },
  {
    category: 'audit columns',
    actor: 'ownerVendor',
    name: 'an availability window and a time slot template with a backdated created_at keep the server time',
    tables: [T.availability, T.templates],
    run: async (ctx) =>
      all([
        await ignoredValue(
          ctx,
          () =>
            ctx
              .client('ownerVendor')
              .from('availability')
              .insert({
                vendor_id: ids.ownVendor,
                date: '2031-01-07',
                start_time: '09:00',
                end_time: '10:00',
                created_at: '2001-01-01',
              })
              .select('id'),
          'public.availability',
          'created_at',
          '2001',
        ),
        await ignoredValue(
          ctx,
          () =>
            ctx
              .client('ownerVendor')
              .from('time_slot_templates')
              .insert({ start_time: '06:00', end_time: '07:00', created_at: '2001-01-01' })
              .select('id'),
          'public.time_slot_templates',
          'created_at',
          '2001',
        ),
      ]),
  },
  {
    category: 'audit columns',
    actor: 'host',
    name: 'a booking carrying created_at, held_at or paid_at',
    tables: [T.bookings],
    run: async (ctx) => {
      const c = ctx.client('host').from('bookings');
      return all([
        failed(await c.insert(booking(ids.host, 'host@partyeasy.test', { created_at: '2001-01-01' }))),
        failed(
          await c.insert(booking(ids.host, 'host@partyeasy.test', { held_at: new Date().toISOString() })),
        ),
        failed(
          await c.insert(booking(ids.host, 'host@partyeasy.test', { paid_at: new Date().toISOString() })),
        ),
      ]);
    },
  },
  {
    category: 'audit columns',
    actor: 'host',
    name: "PATCH the profile's created_at",
    tables: [T.users],
    run: async (ctx) =>
      failed(await ctx.client('host').from('users').update({ created_at: '2001-01-01' }).eq('id', ids.host)),
  },
  {
    category: 'audit columns',
    actor: 'ownerVendor',
    name: "listing photos pointing at another user's object",
    tables: [T.vendors],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ photos: [ctx.fx.hostObject] })
          .eq('id', id),
      ),
  },
  {
    category: 'audit columns',
    actor: 'ownerVendor',
    name: "listing photos escaping the own folder with '..'",
    tables: [T.vendors],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('vendors')
          .update({ photos: [`${ids.ownerVendorUser}/../${ctx.fx.hostObject}`] })
          .eq('id', id),
      ),
  },
  {
    category: 'audit columns',
    actor: 'ownerVendor',
    name: 'listing photos as outside URLs or objects that do not exist',
    tables: [T.vendors],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) => {
      const c = ctx.client('ownerVendor').from('vendors');
      return all([
        failed(await c.update({ photos: ['https://evil.example/tracker.png'] }).eq('id', id)),
        failed(await c.update({ photos: [`${ids.ownerVendorUser}/never-uploaded.png`] }).eq('id', id)),
        failed(await c.update({ photos: [`/${ctx.fx.ownerObject}`] }).eq('id', id)),
      ]);
    },
  },
  {
    category: 'audit columns',
    actor: 'host',
    name: "a new listing showing another vendor's photos",
    tables: [T.vendors],
    run: async (ctx) =>
      failed(
        await ctx
          .client('host')
          .from('vendors')
          .insert({ user_id: ids.host, name: 'Copycat', photos: [ctx.fx.ownerObject] }),
      ),
  },
];

// 3. Bookings carry the server's identity and amounts ---------------------------------------------------

/** Inserts a booking as the host with the given client values; refused when none of them was kept. */
const serverBooking =
  (values: Record<string, unknown>, column: string, clientValue: string) => (ctx: AttackContext) =>
    ignoredValue(
      ctx,
      () =>
        ctx
          .client('host')
          .from('bookings')
          .insert(booking(ids.host, 'host@partyeasy.test', { booking_date: ctx.fx.freeDate, ...values }))
          .select('id'),
      'public.bookings',
      column,
      clientValue,
    );

const bookingData: AttackCase[] = [
  {
    category: 'booking data',
    actor: 'host',
    name: 'a booking of $99,999.99 keeps no client amount',
    tables: [T.bookings],
    run: serverBooking({ total_amount: 99999.99 }, 'total_amount', '99999'),
  },
  {
    category: 'booking data',
    actor: 'host',
    name: "a booking in another person's e-mail keeps the account's",
    tables: [T.bookings],
    run: serverBooking({ customer_email: 'ceo@bigcorp.example' }, 'customer_email', 'ceo@'),
  },
  {
    category: 'booking data',
    actor: 'host',
    name: 'a booking with a made-up customer name keeps the profile name',
    tables: [T.bookings],
    run: serverBooking(
      { customer_name: 'PartyEasy Support — call 555-0100' },
      'customer_name',
      'PartyEasy Support',
    ),
  },
  {
    category: 'booking data',
    actor: 'host',
    name: 'a booking carrying its own processing fee',
    tables: [T.bookings],
    run: async (ctx) =>
      failed(
        await ctx
          .client('host')
          .from('bookings')
          .insert(booking(ids.host, 'host@partyeasy.test', { processing_fee: 0 })),
      ),
  },
  {
    category: 'booking data',
    actor: 'host',
    name: 'PATCH the total of the own booking after inserting it',
    tables: [T.bookings],
    run: async (ctx) =>
      all([
        failed(
          await ctx
            .client('host')
            .from('bookings')
            .update({ total_amount: 99999.99 })
            .eq('id', ctx.fx.hostBooking),
        ),
        failed(
          await ctx
            .client('host')
            .from('bookings')
            .update({ customer_email: 'x@example.com' })
            .eq('id', ctx.fx.hostBooking),
        ),
      ]),
  },
  {
    category: 'booking data',
    actor: 'host',
    name: 'control characters in the notes a vendor reads',
    tables: [T.bookings],
    run: async (ctx) =>
      failed(
        await ctx
          .client('host')
          .from('bookings')
          .insert(booking(ids.host, 'host@partyeasy.test', { special_instructions: 'ok\u001b[2J\u0007' })),
      ),
  },
];

// 4. Holds ------------------------------------------------------------------------------------------

const holdCases: AttackCase[] = [
  {
    category: 'holds',
    actor: 'host',
    name: 'reserve_booking on a listing sent back to review',
    tables: [T.bookings, holds],
    run: async (ctx) =>
      refusedWith(
        409,
        await ctx.client('host').rpc('reserve_booking', { p_booking_id: ctx.fx.hostUnlistedBooking }),
      ),
  },
  {
    category: 'holds',
    actor: 'host',
    name: 'reserve_booking on a listing being edited',
    tables: [T.bookings, holds],
    setup: async (ctx) => {
      const { vendor, booking: id } = await holdFixture(ctx, ids.host);
      await ctx.db.query(`update public.vendors set status = 'edit_listing' where id = $1`, [vendor]);
      return id;
    },
    run: async (ctx, id) =>
      refusedWith(409, await ctx.client('host').rpc('reserve_booking', { p_booking_id: id })),
  },
  {
    category: 'holds',
    actor: 'host',
    name: 'a second unpaid hold on the same vendor (another slot of the same day)',
    tables: [T.bookings, holds],
    setup: async (ctx) => {
      const { vendor, booking: id } = await holdFixture(ctx, ids.host);
      await activeHold(ctx, vendor, ids.host, '10:00');
      return id;
    },
    run: async (ctx, id) =>
      refusedWith(429, await ctx.client('host').rpc('reserve_booking', { p_booking_id: id })),
  },
  {
    category: 'holds',
    actor: 'otherHost',
    name: 'a fourth unpaid hold across vendors',
    tables: [T.bookings, holds],
    setup: async (ctx) => {
      const { booking: id } = await holdFixture(ctx, ids.otherHost);
      for (const time of ['10:00', '11:00', '13:00']) {
        const other = await holdFixture(ctx, ids.otherHost, false);
        await activeHold(ctx, other.vendor, ids.otherHost, time);
      }
      return id;
    },
    run: async (ctx, id) =>
      refusedWith(429, await ctx.client('otherHost').rpc('reserve_booking', { p_booking_id: id })),
  },
  {
    category: 'holds',
    actor: 'host',
    name: 'renewing a lapsed hold by reserving the same booking again',
    tables: [T.bookings, holds],
    setup: async (ctx) => {
      const { vendor, booking: id } = await holdFixture(ctx, ids.host);
      await ctx.db.query(`update public.bookings set held_at = now() - interval '15 minutes' where id = $1`, [
        id,
      ]);
      await ctx.db.query(
        `insert into public.booking_holds (booking_id, user_id, vendor_id, held_at) values ($1, $2, $3, now() - interval '15 minutes')`,
        [id, ids.host, vendor],
      );
      return id;
    },
    run: async (ctx, id) =>
      refusedWith(409, await ctx.client('host').rpc('reserve_booking', { p_booking_id: id })),
  },
  {
    category: 'holds',
    actor: 'host',
    name: 'renewing a hold with a fresh booking after three lapsed ones today',
    tables: [T.bookings, holds],
    setup: async (ctx) => {
      const { vendor, booking: id } = await holdFixture(ctx, ids.host);
      for (let i = 0; i < 3; i += 1) {
        const lapsed = await fixtureBooking(ctx, vendor, ids.host, '12:00', `payment_status = 'cancelled'`);
        await ctx.db.query(
          `insert into public.booking_holds (booking_id, user_id, vendor_id, held_at) values ($1, $2, $3, now() - interval '1 hour')`,
          [lapsed, ids.host, vendor],
        );
      }
      return id;
    },
    run: async (ctx, id) =>
      refusedWith(429, await ctx.client('host').rpc('reserve_booking', { p_booking_id: id })),
  },
  {
    category: 'holds',
    actor: 'host',
    name: 'the checkout function refuses a second unpaid checkout with the same vendor (429)',
    tables: [T.bookings, holds],
    setup: async (ctx) => {
      const { vendor, booking: id } = await holdFixture(ctx, ids.host);
      await activeHold(ctx, vendor, ids.host, '10:00');
      return id;
    },
    run: async (ctx, id) =>
      clientError(
        await ctx.fn('host', 'create-checkout-session', {
          ...checkoutBody(id),
          packages: [{ name: 'Party Starter' }],
        }),
        'too_many_holds',
      ),
  },
];

// 5. NaN and Infinity ------------------------------------------------------------------------------------

const numbers: AttackCase[] = [
  {
    category: 'numbers',
    actor: 'ownerVendor',
    name: "a package price of 'NaN' (NaN passes >= 0)",
    tables: [T.packages],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) =>
      failed(
        await ctx
          .client('ownerVendor')
          .from('Packages')
          .insert({ vendor_id: id, name: 'Nan', price: 'NaN', charging_type: 'per_event' }),
      ),
  },
  {
    category: 'numbers',
    actor: 'ownerVendor',
    name: "a package price of 'Infinity' and a minimum spend of '-Infinity'",
    tables: [T.packages],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) => {
      const c = ctx.client('ownerVendor').from('Packages');
      return all([
        failed(await c.insert({ vendor_id: id, name: 'Inf', price: 'Infinity', charging_type: 'per_event' })),
        failed(
          await c.insert({
            vendor_id: id,
            name: 'Inf',
            price: 1,
            charging_type: 'per_guest',
            minimum_spend: '-Infinity',
          }),
        ),
      ]);
    },
  },
  {
    category: 'numbers',
    actor: 'ownerVendor',
    name: "package extra charges of 'NaN' through replace_vendor_packages",
    tables: [T.packages],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) =>
      failed(
        await ctx.client('ownerVendor').rpc('replace_vendor_packages', {
          p_vendor_id: id,
          p_packages: [
            {
              name: 'A',
              price: 100,
              charging_type: 'per_event',
              duration_hours: 2,
              extra_charge_weekend: 'NaN',
            },
          ],
        }),
      ),
  },
  {
    category: 'numbers',
    actor: 'ownerVendor',
    name: "listing extra charges of 'NaN' and 'Infinity'",
    tables: [T.vendors],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) => {
      const c = ctx.client('ownerVendor').from('vendors');
      return all([
        failed(await c.update({ extra_charge_weekday_night: 'NaN' }).eq('id', id)),
        failed(await c.update({ extra_charge_weekend: 'Infinity' }).eq('id', id)),
      ]);
    },
  },
  {
    category: 'numbers',
    actor: 'ownerVendor',
    name: "an add-on price of 'NaN' (insert and replace_vendor_addons)",
    tables: [T.addons],
    setup: (ctx) => ownerListing(ctx, 'edit_listing'),
    run: async (ctx, id) => {
      const c = ctx.client('ownerVendor');
      return all([
        failed(await c.from('addons').insert({ vendor_id: id, item: 'Nan', price: 'NaN' })),
        failed(
          await c.rpc('replace_vendor_addons', {
            p_vendor_id: id,
            p_addons: [{ item: 'Inf', price: 'Infinity' }],
          }),
        ),
      ]);
    },
  },
  {
    category: 'numbers',
    actor: 'host',
    name: "a booking lasting 'NaN' or 'Infinity' hours",
    tables: [T.bookings],
    run: async (ctx) => {
      const c = ctx.client('host').from('bookings');
      return all([
        failed(await c.insert(booking(ids.host, 'host@partyeasy.test', { duration_hours: 'NaN' }))),
        failed(await c.insert(booking(ids.host, 'host@partyeasy.test', { duration_hours: 'Infinity' }))),
      ]);
    },
  },
  {
    category: 'numbers',
    actor: 'admin',
    name: "even an admin cannot store a total or fee of 'NaN'",
    tables: [T.bookings],
    run: async (ctx) => {
      const c = ctx.client('admin').from('bookings');
      return all([
        failed(await c.update({ processing_fee: 'NaN' }).eq('id', ctx.fx.hostBooking)),
        failed(await c.update({ processing_fee: '-Infinity' }).eq('id', ctx.fx.hostBooking)),
      ]);
    },
  },
];

// 6. Vendors' personal data ---------------------------------------------------------------------------

const personal: AttackCase[] = [
  ...(['anon', 'host', 'otherVendor'] as const).map(
    (actor): AttackCase => ({
      category: 'personal data',
      actor,
      name: `selecting email, phone, user_id, status_changed_by of live vendors (as ${actor})`,
      tables: [],
      run: async (ctx) => {
        const r = await ctx.client(actor).from('vendors').select(PERSONAL.join(', ')).eq('id', ids.ownVendor);
        return nothingRead(r);
      },
    }),
  ),
  {
    category: 'personal data',
    actor: 'anon',
    name: 'select=* on vendors, and a count of every listing',
    tables: [],
    run: async (ctx) => {
      const rows = await ctx.client('anon').from('vendors').select('*');
      const count = await ctx.client('anon').from('vendors').select('id', { count: 'exact', head: true });
      return all([nothingRead(rows), { status: count.status, refused: !count.count, detail: count.count }]);
    },
  },
  {
    category: 'personal data',
    actor: 'anon',
    name: 'asking the public profiles for personal columns',
    tables: [],
    run: async (ctx) => {
      const results = await Promise.all(
        PERSONAL.map((column) => ctx.client('anon').from('vendor_profiles').select(`id, ${column}`).limit(1)),
      );
      return all(results.map((r) => failed(r)));
    },
  },
  {
    category: 'personal data',
    actor: 'host',
    name: 'the public profiles show no listing under review or rejected',
    tables: [],
    run: async (ctx) =>
      nothingRead(
        await ctx
          .client('host')
          .from('vendor_profiles')
          .select('id')
          .in('id', [ids.pendingVendor, ids.rejectedVendor]),
      ),
  },
  {
    category: 'personal data',
    actor: 'anon',
    name: 'embedding the vendor (email, phone) into a public package read',
    tables: [],
    run: async (ctx) => {
      const r = await ctx
        .client('anon')
        .from('Packages')
        .select('id, vendors(email, phone)')
        .eq('vendor_id', ids.ownVendor);
      const leaked = (r.data ?? []).filter((p) => (p as { vendors?: unknown }).vendors);
      return {
        status: r.status,
        refused: r.error !== null || leaked.length === 0,
        detail: r.error ?? leaked,
      };
    },
  },
  {
    category: 'personal data',
    actor: 'host',
    name: "embedding the vendor's contact data into the own bookings",
    tables: [],
    run: async (ctx) => {
      const r = await ctx.client('host').from('bookings').select('id, vendors(email, phone, user_id)');
      const leaked = (r.data ?? []).filter((b) => (b as { vendors?: unknown }).vendors);
      return {
        status: r.status,
        refused: r.error !== null || leaked.length === 0,
        detail: r.error ?? leaked,
      };
    },
  },
  {
    category: 'personal data',
    actor: 'anon',
    name: 'a raw GET of /rest/v1/vendors?select=email,phone with the key in the query string',
    tables: [],
    run: async (ctx) => {
      const r = await ctx.http('anon', 'GET', '/rest/v1/vendors?select=email,phone&status=eq.approved');
      const rows = Array.isArray(r.body) ? r.body : [];
      return { status: r.status, refused: r.status >= 400 || rows.length === 0, detail: r.body };
    },
  },
  {
    category: 'personal data',
    actor: 'anon',
    name: 'the browse RPC answers no personal columns',
    tables: [],
    run: async (ctx) => {
      const r = await ctx.client('anon').rpc('browse_vendors', { p_limit: 5 });
      const keys = new Set((r.data ?? []).flatMap((row: Record<string, unknown>) => Object.keys(row)));
      const leaked = PERSONAL.filter((k) => keys.has(k));
      return {
        status: r.status,
        refused: r.error === null && leaked.length === 0 && keys.size > 0,
        detail: leaked,
      };
    },
  },
];

export const round2Cases: AttackCase[] = [
  ...reviewBypass,
  ...auditColumns,
  ...bookingData,
  ...holdCases,
  ...numbers,
  ...personal,
];
