import type { Db } from '@partyeasy/devstack/context';
import { type ActorName, ids } from './actors.js';
import type { ActorClient, Outcome, Row } from './client.js';

/**
 * The policy matrix: roles × tables × operations. A case either must be allowed (and take effect) or be
 * refused (an error, or nothing affected/visible) with the touched tables unchanged.
 */
export interface PolicyCase {
  name: string;
  actor: ActorName;
  /** Tables whose content must be unchanged after a refused case. */
  tables: string[];
  expect: 'allow' | 'deny';
  /** Prepares a fresh target row as superuser; its result is passed to run. */
  setup?: (db: Db) => Promise<string>;
  run: (client: ActorClient, target: string) => Promise<Outcome<unknown>>;
  /** Extra assertion on the outcome (allowed cases: the effect; refused reads: nothing leaked). */
  check?: (outcome: Outcome<unknown>, db: Db, target: string) => Promise<boolean> | boolean;
}

const rows = (o: Outcome<unknown>) => (Array.isArray(o.data) ? (o.data as Row[]) : []);
const count = (o: Outcome<unknown>) => (typeof o.data === 'number' ? o.data : 0);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function insertReturningId(db: Db, sql: string, params: unknown[] = []): Promise<string> {
  const r = await db.query<{ id: string }>(sql, params);
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`fixture insert returned no id: ${sql}`);
  return id;
}

/** A listing of ownerVendor being edited (edit_listing): the only state in which its content may change. */
const editingListing = (db: Db) =>
  insertReturningId(
    db,
    `insert into public.vendors (user_id, name, status) values ($1, 'Editing fixture', 'edit_listing') returning id`,
    [ids.ownerVendorUser],
  );
const freshPackage = (vendorId: string) => (db: Db) =>
  insertReturningId(
    db,
    `insert into public."Packages" (vendor_id, name, price, charging_type, minimum_hours) values ($1, 'Fixture', 100, 'per_hour', 2) returning id`,
    [vendorId],
  );
const freshAddon = (vendorId: string) => (db: Db) =>
  insertReturningId(
    db,
    `insert into public.addons (vendor_id, item, price) values ($1, 'Fixture add-on', 10) returning id`,
    [vendorId],
  );
const freshAvailability = (vendorId: string) => (db: Db) =>
  insertReturningId(
    db,
    `insert into public.availability (vendor_id, date, start_time, end_time) values ($1, current_date + 60, '09:00', '11:00') returning id`,
    [vendorId],
  );
const freshBooking = (vendorId: string, userId: string) => (db: Db) =>
  insertReturningId(
    db,
    `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time, duration_hours)
     values ($1, $2, 'fixture@example.com', 100, current_date + 90, '09:00', 1) returning id`,
    [vendorId, userId],
  );
const freshTemplate = (userId: string) => (db: Db) =>
  insertReturningId(
    db,
    `insert into public.time_slot_templates (user_id, start_time, end_time, display_text) values ($1, '08:00', '09:00', 'Fixture') returning id`,
    [userId],
  );
const freshObject = (userId: string) => (db: Db) =>
  insertReturningId(
    db,
    `insert into storage.objects (bucket_id, name, owner_id) values ('vendor-photos', $1 || '/fixture-' || gen_random_uuid() || '.png', $1) returning id`,
    [userId],
  );

const allActors: ActorName[] = ['anon', 'host', 'otherHost', 'ownerVendor', 'otherVendor', 'admin'];
const notAdmin: ActorName[] = ['anon', 'host', 'otherHost', 'ownerVendor', 'otherVendor'];
const strangers: ActorName[] = ['anon', 'host', 'otherVendor'];

function each(names: ActorName[], make: (actor: ActorName) => Omit<PolicyCase, 'actor'>): PolicyCase[] {
  return names.map((actor) => ({ actor, ...make(actor) }));
}

const noneVisible = (o: Outcome<unknown>) => o.error !== null || rows(o).length === 0;

export const policyCases: PolicyCase[] = [
  // vendors ------------------------------------------------------------------------------------
  ...each(allActors, () => ({
    name: 'vendor_profiles: reads approved listings',
    tables: [],
    expect: 'allow' as const,
    run: (c) => c.select('vendor_profiles', { id: ids.ownVendor }),
    check: (o) => rows(o).length === 1,
  })),
  ...each(strangers, () => ({
    name: 'vendors: cannot see a listing under review',
    tables: [],
    expect: 'deny',
    run: (c) => c.select('vendors', { id: ids.pendingVendor }, 'id, name, status'),
    check: noneVisible,
  })),
  {
    // Named columns: `select *` on vendors is refused to every API role, since status_changed_by (who
    // moderated) is granted to none; admins read it through vendor_overview.
    name: 'vendors: admin sees listings in every status',
    actor: 'admin',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('vendors', {}, 'id, status'),
    check: (o) => new Set(rows(o).map((r) => r.status)).size === 4,
  },
  // Who moderated (issue 41, class 5): no API role reads the account that acted; admins through vendor_overview.
  ...each(allActors, () => ({
    name: 'vendors: nobody reads status_changed_by from the table',
    tables: [],
    expect: 'deny' as const,
    run: (c) => c.select('vendors', { id: ids.ownVendor }, 'id, status_changed_by'),
    check: noneVisible,
  })),
  ...each(allActors, () => ({
    name: 'reviews: nobody reads hidden_by from the table',
    tables: [],
    expect: 'deny' as const,
    run: (c) => c.select('reviews', {}, 'id, hidden_by'),
    check: noneVisible,
  })),
  {
    name: 'vendor_overview: the owner gets its listing without status_changed_by',
    actor: 'ownerVendor',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('vendor_overview', { id: ids.ownVendor }, 'id, status_changed_by'),
    check: (o) => rows(o).length === 1 && rows(o)[0]?.status_changed_by === null,
  },
  {
    name: 'vendor_overview: admins read who changed a listing',
    actor: 'admin',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('vendor_overview', { id: ids.ownVendor }, 'id, status_changed_by'),
    check: (o) => rows(o)[0]?.status_changed_by === ids.admin,
  },
  {
    name: 'vendors: owner updates own listing while editing it',
    actor: 'ownerVendor',
    tables: ['public.vendors'],
    expect: 'allow',
    setup: editingListing,
    run: (c, id) => c.update('vendors', { bio: 'Updated by the owner' }, { id }),
    check: (o) => count(o) === 1,
  },
  ...each(['anon', 'host', 'otherVendor'], () => ({
    name: "vendors: cannot update someone else's listing",
    tables: ['public.vendors'],
    expect: 'deny',
    run: (c) => c.update('vendors', { bio: 'hijacked' }, { id: ids.ownVendor }),
  })),
  {
    name: 'vendors: owner cannot approve own listing',
    actor: 'ownerVendor',
    tables: ['public.vendors'],
    expect: 'deny',
    setup: (db) =>
      insertReturningId(db, `insert into public.vendors (user_id, name) values ($1, 'Draft') returning id`, [
        ids.ownerVendorUser,
      ]),
    run: (c, id) => c.update('vendors', { status: 'approved' }, { id }),
  },
  {
    name: 'vendors: owner cannot reject own listing nor write the rejection reason',
    actor: 'ownerVendor',
    tables: ['public.vendors'],
    expect: 'deny',
    run: (c) => c.update('vendors', { rejection_reason: 'fine' }, { id: ids.ownVendor }),
  },
  {
    name: 'vendors: owner cannot hand the listing to another user',
    actor: 'ownerVendor',
    tables: ['public.vendors'],
    expect: 'deny',
    run: (c) => c.update('vendors', { user_id: ids.host }, { id: ids.ownVendor }),
  },
  {
    name: 'vendors: a user creates a listing for themselves',
    actor: 'otherHost',
    tables: ['public.vendors'],
    expect: 'allow',
    run: (c) => c.insert('vendors', { user_id: ids.otherHost, name: 'New listing' }),
    check: (o) => count(o) === 1,
  },
  ...each(['anon', 'host'], () => ({
    name: 'vendors: cannot create a listing owned by someone else',
    tables: ['public.vendors'],
    expect: 'deny',
    run: (c) => c.insert('vendors', { user_id: ids.ownerVendorUser, name: 'Impostor' }),
  })),
  {
    name: 'vendors: cannot create an already approved listing',
    actor: 'host',
    tables: ['public.vendors'],
    expect: 'deny',
    run: (c) => c.insert('vendors', { user_id: ids.host, name: 'Sneaky', status: 'approved' }),
  },
  ...each(notAdmin, () => ({
    name: 'vendors: only admins delete listings',
    tables: ['public.vendors'],
    expect: 'deny',
    run: (c) => c.remove('vendors', { id: ids.rejectedVendor }),
  })),
  {
    name: 'vendors: admin deletes a listing without bookings',
    actor: 'admin',
    tables: ['public.vendors'],
    expect: 'allow',
    setup: (db) =>
      insertReturningId(
        db,
        `insert into public.vendors (user_id, name) values ($1, 'To delete') returning id`,
        [ids.otherHost],
      ),
    run: (c, id) => c.remove('vendors', { id }),
    check: (o) => count(o) === 1,
  },

  // Packages, addons, availability: public read of approved listings, owner-only writes -------------
  ...(['Packages', 'addons', 'availability'] as const).flatMap((table): PolicyCase[] => {
    const fresh = table === 'Packages' ? freshPackage : table === 'addons' ? freshAddon : freshAvailability;
    const newRow = (vendorId: string): Row =>
      table === 'Packages'
        ? { vendor_id: vendorId, name: 'Injected', price: 1, charging_type: 'per_event', duration_hours: 1 }
        : table === 'addons'
          ? { vendor_id: vendorId, item: 'Injected', price: 1 }
          : { vendor_id: vendorId, date: tomorrow(), start_time: '05:00', end_time: '06:00' };
    const patch: Row =
      table === 'Packages' ? { price: 1 } : table === 'addons' ? { price: 1 } : { is_available: false };
    const qualifiedTable = table === 'Packages' ? 'public."Packages"' : `public.${table}`;
    // Packages and add-ons are reviewed listing content: the owner writes them while editing the listing.
    // Availability is the day-to-day calendar of the live listing.
    const reviewed = table !== 'availability';
    const ownerListing = (db: Db) => (reviewed ? editingListing(db) : Promise.resolve(ids.ownVendor));
    const ownerRow = async (db: Db) => fresh(await ownerListing(db))(db);
    return [
      ...each(allActors, () => ({
        name: `${table}: reads an approved vendor's rows`,
        tables: [],
        expect: 'allow' as const,
        run: (c) => c.select(table, { vendor_id: ids.ownVendor }),
        check: (o) => rows(o).length > 0,
      })),
      ...each(strangers, () => ({
        name: `${table}: cannot read rows of a listing under review`,
        tables: [],
        expect: 'deny' as const,
        run: (c) => c.select(table, { vendor_id: ids.pendingVendor }),
        check: noneVisible,
      })),
      {
        name: `${table}: owner inserts`,
        actor: 'ownerVendor',
        tables: [qualifiedTable],
        expect: 'allow',
        setup: ownerListing,
        run: (c, vendorId) => c.insert(table, newRow(vendorId)),
        check: (o) => count(o) === 1,
      },
      ...each(['anon', 'host', 'otherVendor', 'admin'], () => ({
        name: `${table}: cannot insert into someone else's listing`,
        tables: [qualifiedTable],
        expect: 'deny' as const,
        run: (c) => c.insert(table, newRow(ids.ownVendor)),
      })),
      {
        name: `${table}: owner updates`,
        actor: 'ownerVendor',
        tables: [qualifiedTable],
        expect: 'allow',
        setup: ownerRow,
        run: (c, id) => c.update(table, patch, { id }),
        check: (o) => count(o) === 1,
      },
      ...each(['anon', 'host', 'otherVendor', 'admin'], () => ({
        name: `${table}: cannot update someone else's row`,
        tables: [qualifiedTable],
        expect: 'deny' as const,
        setup: fresh(ids.ownVendor),
        run: (c, id) => c.update(table, patch, { id }),
      })),
      {
        name: `${table}: owner deletes`,
        actor: 'ownerVendor',
        tables: [qualifiedTable],
        expect: 'allow',
        setup: ownerRow,
        run: (c, id) => c.remove(table, { id }),
        check: (o) => count(o) === 1,
      },
      ...each(['anon', 'host', 'otherVendor', 'admin'], () => ({
        name: `${table}: cannot delete someone else's row`,
        tables: [qualifiedTable],
        expect: 'deny' as const,
        setup: fresh(ids.ownVendor),
        run: (c, id) => c.remove(table, { id }),
      })),
    ];
  }),

  // time_slot_templates: private to their user ------------------------------------------------------
  {
    name: 'time_slot_templates: owner reads own',
    actor: 'ownerVendor',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('time_slot_templates', { user_id: ids.ownerVendorUser }),
    check: (o) => rows(o).length > 0,
  },
  ...each(['anon', 'host', 'otherVendor', 'admin'], () => ({
    name: "time_slot_templates: cannot read someone else's",
    tables: [],
    expect: 'deny' as const,
    run: (c) => c.select('time_slot_templates', { user_id: ids.ownerVendorUser }),
    check: noneVisible,
  })),
  {
    name: 'time_slot_templates: owner inserts own',
    actor: 'ownerVendor',
    tables: ['public.time_slot_templates'],
    expect: 'allow',
    run: (c) =>
      c.insert('time_slot_templates', {
        user_id: ids.ownerVendorUser,
        start_time: '07:00',
        end_time: '08:00',
        display_text: '7:00 AM - 8:00 AM',
      }),
    check: (o) => count(o) === 1,
  },
  ...each(['anon', 'otherVendor'], () => ({
    name: 'time_slot_templates: cannot insert for someone else',
    tables: ['public.time_slot_templates'],
    expect: 'deny' as const,
    run: (c) =>
      c.insert('time_slot_templates', {
        user_id: ids.ownerVendorUser,
        start_time: '07:00',
        end_time: '08:00',
      }),
  })),
  ...each(['anon', 'otherVendor', 'admin'], () => ({
    name: "time_slot_templates: cannot update or delete someone else's",
    tables: ['public.time_slot_templates'],
    expect: 'deny' as const,
    setup: freshTemplate(ids.ownerVendorUser),
    run: async (c, id) => {
      const u = await c.update('time_slot_templates', { display_text: 'x' }, { id });
      if (u.error || count(u) > 0) return u;
      return c.remove('time_slot_templates', { id });
    },
  })),
  {
    name: 'time_slot_templates: owner deletes own',
    actor: 'ownerVendor',
    tables: ['public.time_slot_templates'],
    expect: 'allow',
    setup: freshTemplate(ids.ownerVendorUser),
    run: (c, id) => c.remove('time_slot_templates', { id }),
    check: (o) => count(o) === 1,
  },

  // bookings ------------------------------------------------------------------------------------
  {
    name: 'bookings: customer reads only their own',
    actor: 'host',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('bookings'),
    check: (o) => rows(o).length > 0 && rows(o).every((r) => r.user_id === ids.host),
  },
  {
    name: "bookings: vendor reads only their listing's bookings",
    actor: 'ownerVendor',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('bookings'),
    check: (o) => rows(o).length > 0 && rows(o).every((r) => r.vendor_id === ids.ownVendor),
  },
  {
    name: 'bookings: admin reads every booking',
    actor: 'admin',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('bookings'),
    check: (o) => new Set(rows(o).map((r) => r.payment_status)).size === 5,
  },
  ...each(['anon', 'otherHost', 'otherVendor'], () => ({
    name: "bookings: cannot read someone else's booking",
    tables: [],
    expect: 'deny' as const,
    setup: freshBooking(ids.ownVendor, ids.host),
    run: (c, id) => c.select('bookings', { id }),
    check: noneVisible,
  })),
  {
    name: 'bookings: customer books for themselves (clicked_book)',
    actor: 'host',
    tables: ['public.bookings'],
    expect: 'allow',
    run: (c) =>
      c.insert('bookings', {
        vendor_id: ids.ownVendor,
        user_id: ids.host,
        customer_email: 'host@partyeasy.test',
        customer_name: 'Hannah Host',
        total_amount: 450,
        payment_status: 'clicked_book',
        booking_date: tomorrow(),
        booking_time: '18:00',
        duration_hours: 3,
        guest_count: 20,
        selected_packages: 'Party Starter',
        selected_addons: '',
        event_location: 'Dallas',
      }),
    check: (o) => count(o) === 1,
  },
  ...(
    [
      ['anon', 'anon cannot book', { user_id: ids.host }],
      ['host', 'cannot book on behalf of another user', { user_id: ids.otherHost }],
      ['host', 'cannot create a booking already paid', { payment_status: 'paid' }],
      ['host', 'cannot create a pending hold without reserving', { payment_status: 'pending' }],
      ['host', 'cannot book a listing under review', { vendor_id: ids.pendingVendor }],
    ] as const
  ).map(
    ([actor, what, override]): PolicyCase => ({
      name: `bookings: ${what}`,
      actor,
      tables: ['public.bookings'],
      expect: 'deny',
      run: (c) =>
        c.insert('bookings', {
          vendor_id: ids.ownVendor,
          user_id: ids.host,
          customer_email: 'host@partyeasy.test',
          total_amount: 1,
          payment_status: 'clicked_book',
          booking_date: tomorrow(),
          booking_time: '10:00',
          duration_hours: 1,
          ...override,
        }),
    }),
  ),
  ...each(['host', 'ownerVendor', 'otherVendor', 'anon'], () => ({
    name: 'bookings: only admins change a booking (e.g. mark it paid)',
    tables: ['public.bookings'],
    expect: 'deny' as const,
    setup: freshBooking(ids.ownVendor, ids.host),
    run: (c, id) => c.update('bookings', { payment_status: 'paid' }, { id }),
  })),
  ...each(['anon', 'host', 'otherHost', 'ownerVendor', 'otherVendor'], () => ({
    name: 'bookings: only admins delete',
    tables: ['public.bookings'],
    expect: 'deny' as const,
    setup: freshBooking(ids.ownVendor, ids.host),
    run: (c, id) => c.remove('bookings', { id }),
  })),
  {
    name: 'bookings: admin deletes a booking',
    actor: 'admin',
    tables: ['public.bookings'],
    expect: 'allow',
    setup: freshBooking(ids.ownVendor, ids.host),
    run: (c, id) => c.remove('bookings', { id }),
    check: (o) => count(o) === 1,
  },

  // users ---------------------------------------------------------------------------------------
  {
    name: 'users: reads own profile only',
    actor: 'host',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('users'),
    check: (o) => rows(o).length === 1 && rows(o)[0]?.id === ids.host,
  },
  ...each(['anon', 'otherHost', 'ownerVendor'], () => ({
    name: "users: cannot read someone else's profile",
    tables: [],
    expect: 'deny' as const,
    run: (c) => c.select('users', { id: ids.host }),
    check: noneVisible,
  })),
  {
    name: 'users: updates own name',
    actor: 'host',
    tables: ['public.users'],
    expect: 'allow',
    run: (c) => c.update('users', { name: 'Hannah H.' }, { id: ids.host }),
    check: (o) => count(o) === 1,
  },
  ...each(['anon', 'otherHost', 'ownerVendor'], () => ({
    name: "users: cannot update someone else's profile",
    tables: ['public.users'],
    expect: 'deny' as const,
    run: (c) => c.update('users', { name: 'Mallory' }, { id: ids.host }),
  })),
  {
    name: 'users: cannot insert a profile for another id',
    actor: 'host',
    tables: ['public.users'],
    expect: 'deny',
    run: (c) => c.insert('users', { id: ids.admin, name: 'Not me', type: 'host' }),
  },
  ...each(['anon', 'otherHost'], () => ({
    name: 'users: cannot delete profiles',
    tables: ['public.users'],
    expect: 'deny' as const,
    run: (c) => c.remove('users', { id: ids.host }),
  })),

  // vendor_ai_data ---------------------------------------------------------------------------------
  {
    name: 'vendor_ai_data: owner reads own',
    actor: 'ownerVendor',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('vendor_ai_data', { vendor_id: ids.ownVendor }),
    check: (o) => rows(o).length === 1,
  },
  ...each(['anon', 'host', 'otherVendor'], () => ({
    name: "vendor_ai_data: cannot read someone else's",
    tables: [],
    expect: 'deny' as const,
    run: (c) => c.select('vendor_ai_data', { vendor_id: ids.ownVendor }),
    check: noneVisible,
  })),
  {
    name: 'vendor_ai_data: owner inserts for own listing',
    actor: 'otherVendor',
    tables: ['public.vendor_ai_data'],
    expect: 'allow',
    run: (c) =>
      c.insert('vendor_ai_data', {
        vendor_id: ids.otherVendor,
        user_id: ids.otherVendorUser,
        training_data: { coreServices: ['Cocktails'] },
      }),
    check: (o) => count(o) === 1,
  },
  ...each(['anon', 'host', 'otherVendor', 'admin'], () => ({
    name: "vendor_ai_data: cannot write someone else's",
    tables: ['public.vendor_ai_data'],
    expect: 'deny' as const,
    run: async (c) => {
      const u = await c.update(
        'vendor_ai_data',
        { training_data: { hacked: true } },
        { vendor_id: ids.ownVendor },
      );
      if (u.error || count(u) > 0) return u;
      return c.remove('vendor_ai_data', { vendor_id: ids.ownVendor });
    },
  })),

  // Email_List -------------------------------------------------------------------------------------
  // Double opt-in: addresses come in only through the newsletter-subscribe function (service role).
  ...each(['anon', 'host'], (actor) => ({
    name: 'Email_List: nobody inserts directly (double opt-in through the function)',
    tables: ['public."Email_List"'],
    expect: 'deny' as const,
    run: (c) => c.insert('Email_List', { email: `new-${actor}@example.com` }),
  })),
  ...each(['anon', 'host', 'admin'], () => ({
    name: 'Email_List: nobody but the service role reads the list',
    tables: [],
    expect: 'deny' as const,
    run: (c) => c.select('Email_List'),
    check: noneVisible,
  })),
  {
    name: 'Email_List: a known address gets no answer of its own (no 23505 oracle)',
    actor: 'anon',
    tables: ['public."Email_List"'],
    expect: 'deny',
    run: (c) => c.insert('Email_List', { email: 'FAN@Example.com' }),
    check: (o) => o.error?.code !== '23505',
  },
  ...each(['anon', 'admin'], () => ({
    name: 'Email_List: nobody deletes subscribers',
    tables: ['public."Email_List"'],
    expect: 'deny' as const,
    run: (c) => c.remove('Email_List', { email: 'fan@example.com' }),
  })),

  // payment_events -----------------------------------------------------------------------------------
  ...each(['anon', 'host', 'admin'], () => ({
    name: 'payment_events: service role only',
    tables: ['public.payment_events'],
    expect: 'deny' as const,
    run: (c) => c.insert('payment_events', { id: 'evt_forged', type: 'checkout.session.completed' }),
  })),

  // RPCs -----------------------------------------------------------------------------------------
  ...each(notAdmin, () => ({
    name: 'admin_set_vendor_status: refused to non-admins (42501)',
    tables: ['public.vendors'],
    expect: 'deny' as const,
    run: (c) => c.rpc('admin_set_vendor_status', { p_vendor_id: ids.pendingVendor, p_status: 'approved' }),
    check: (o) => o.error?.code === '42501',
  })),
  {
    name: 'admin_set_vendor_status: admin approves',
    actor: 'admin',
    tables: ['public.vendors'],
    expect: 'allow',
    setup: (db) =>
      insertReturningId(
        db,
        `insert into public.vendors (user_id, name, status) values ($1, 'Awaiting review', 'pending_approval') returning id`,
        [ids.otherHost],
      ),
    run: (c, id) => c.rpc('admin_set_vendor_status', { p_vendor_id: id, p_status: 'approved' }),
    check: async (_o, db, id) => {
      const r = await db.query<{ status: string; status_changed_by: string }>(
        'select status, status_changed_by from public.vendors where id = $1',
        [id],
      );
      return r.rows[0]?.status === 'approved' && r.rows[0]?.status_changed_by === ids.admin;
    },
  },
  ...each(['anon', 'host', 'otherVendor', 'admin'], () => ({
    name: "replace_vendor_packages: refused on someone else's listing",
    tables: ['public."Packages"'],
    expect: 'deny' as const,
    run: (c) =>
      c.rpc('replace_vendor_packages', {
        p_vendor_id: ids.ownVendor,
        p_packages: [{ name: 'Hijack', price: 1, charging_type: 'per_event', duration_hours: 1 }],
      }),
  })),
  ...each(['anon', 'host', 'otherVendor'], () => ({
    name: "replace_vendor_addons: refused on someone else's listing",
    tables: ['public.addons'],
    expect: 'deny' as const,
    run: (c) => c.rpc('replace_vendor_addons', { p_vendor_id: ids.ownVendor, p_addons: [] }),
  })),
  ...each(['anon', 'host', 'otherVendor'], () => ({
    name: "submit_listing / start_listing_edit: refused on someone else's listing",
    tables: ['public.vendors'],
    expect: 'deny' as const,
    run: async (c) => {
      const s = await c.rpc('submit_listing', { p_vendor_id: ids.rejectedVendor });
      if (!s.error) return s;
      return c.rpc('start_listing_edit', { p_vendor_id: ids.ownVendor });
    },
  })),
  ...each(['anon', 'otherHost', 'ownerVendor'], (actor) => ({
    name: "reserve_booking: refused on someone else's booking",
    tables: ['public.bookings'],
    expect: 'deny' as const,
    setup: freshBooking(ids.ownVendor, ids.host),
    run: (c, id) => c.rpc('reserve_booking', { p_booking_id: id }),
    check: (o) => (actor === 'anon' ? o.error?.code === '42501' : o.error?.code === 'P0002'),
  })),
  ...each(allActors, () => ({
    name: 'vendor_blocking_bookings: times only, no customer data',
    tables: [],
    expect: 'allow' as const,
    run: (c) => c.rpc('vendor_blocking_bookings', { p_vendor_id: ids.ownVendor, p_date: tomorrow() }),
    check: (o) =>
      rows(o).every((r) => !('user_id' in r) && !('customer_email' in r) && !('event_location' in r)),
  })),

  // storage.objects in vendor-photos ------------------------------------------------------------------
  // Public read is by exact path (/object/public/…, no policy needed); listing shows only one's own folder.
  ...each(['anon', 'host'], () => ({
    name: "storage: nobody lists other users' photos",
    tables: [],
    expect: 'deny' as const,
    run: (c) => c.select('storage.objects', { bucket_id: 'vendor-photos' }),
    check: noneVisible,
  })),
  {
    name: 'storage: a vendor lists only their own folder',
    actor: 'ownerVendor',
    tables: [],
    expect: 'allow',
    run: (c) => c.select('storage.objects', { bucket_id: 'vendor-photos' }),
    // SQL gives full names, the storage API names relative to the prefix (and folders): none of another user
    check: (o) =>
      rows(o).length > 0 &&
      rows(o).every((r) => {
        const name = String(r.name);
        return name.startsWith(ids.ownerVendorUser) || !/^[0-9a-f-]{36}(\/|$)/.test(name);
      }),
  },
  {
    // Photos are stored by the upload-vendor-photo function (service role) after it checks their bytes;
    // storage refuses every signed-in user's own insert (supabase/schemas/70_storage.sql).
    name: 'storage: a vendor cannot upload directly, not even into their own folder',
    actor: 'ownerVendor',
    tables: ['storage.objects'],
    expect: 'deny',
    run: (c) =>
      c.insert('storage.objects', {
        bucket_id: 'vendor-photos',
        name: `${ids.ownerVendorUser}/1-abc-me.webp`,
      }),
  },
  {
    name: 'storage: a host (no listing) cannot upload, not even into their own folder',
    actor: 'host',
    tables: ['storage.objects'],
    expect: 'deny',
    run: (c) =>
      c.insert('storage.objects', { bucket_id: 'vendor-photos', name: `${ids.host}/1-abc-me.webp` }),
  },
  ...each(['anon', 'host', 'otherVendor'], () => ({
    name: "storage: cannot upload into someone else's folder",
    tables: ['storage.objects'],
    expect: 'deny' as const,
    run: (c) =>
      c.insert('storage.objects', {
        bucket_id: 'vendor-photos',
        name: `${ids.ownerVendorUser}/1-abc-evil.webp`,
      }),
  })),
  ...each(['anon', 'host', 'otherVendor', 'admin'], () => ({
    name: "storage: cannot replace or delete someone else's file",
    tables: ['storage.objects'],
    expect: 'deny' as const,
    setup: freshObject(ids.ownerVendorUser),
    run: async (c, id) => {
      const u = await c.update('storage.objects', { name: `${ids.host}/stolen.png` }, { id });
      if (u.error || count(u) > 0) return u;
      return c.remove('storage.objects', { id });
    },
  })),
  {
    name: 'storage: owner deletes own file',
    actor: 'ownerVendor',
    tables: ['storage.objects'],
    expect: 'allow',
    setup: freshObject(ids.ownerVendorUser),
    run: (c, id) => c.remove('storage.objects', { id }),
    check: (o) => count(o) === 1,
  },
];
