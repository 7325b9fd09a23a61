import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import type { Database } from '@partyeasy/shared-domain/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids, SEED_PASSWORD } from './support/actors.js';
import { tableFingerprint } from './support/database.js';

type Client = SupabaseClient<Database>;
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

// What a package takes and what a host may book, refused by the database whatever path writes the row.
describe('package and booking limits', () => {
  let stack: TestStack;
  let owner: Client;
  let packageId: string;
  const signIn = async (email: string): Promise<Client> => {
    const client = createClient<Database>(stack.url, stack.anonKey, options);
    const { error } = await client.auth.signInWithPassword({ email, password: SEED_PASSWORD });
    if (error) throw error;
    return client;
  };
  const insertBooking = (values: { guests: number; hours: number }) =>
    stack.db.query(
      `insert into public.bookings (vendor_id, user_id, customer_email, total_amount, booking_date, booking_time,
         duration_hours, guest_count, package_id)
       values ($1, $2, 'host@partyeasy.test', 0, current_date + 40, '10:00', $3, $4, $5)`,
      [ids.ownVendor, ids.host, values.hours, values.guests, packageId],
    );

  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    owner = await signIn(actors.ownerVendor.email as string);
    await stack.db.query(`update public.vendors set status = 'edit_listing' where id = $1`, [ids.ownVendor]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('refuses an empty package list, a negative or huge price, and a maximum below the minimum, changing nothing', async () => {
    const before = await tableFingerprint(stack.db, 'public."Packages"');
    const base = { name: 'Gold', description: 'Music', charging_type: 'per_hour', minimum_hours: 3 };
    for (const p_packages of [
      [],
      [{ ...base, price: -50 }],
      [{ ...base, price: 1_000_001 }],
      [{ ...base, price: 100, max_hours: 2 }],
      [{ ...base, price: 100, max_guests: 0 }],
      [{ ...base, price: 100, max_hours: 25 }],
    ]) {
      const { error } = await owner.rpc('replace_vendor_packages', {
        p_vendor_id: ids.ownVendor,
        p_packages,
      });
      expect(error, JSON.stringify(p_packages)).not.toBeNull();
    }
    const empty = await owner.rpc('replace_vendor_packages', { p_vendor_id: ids.ownVendor, p_packages: [] });
    expect(empty.error?.message).toBe('Please add at least one package.');
    expect(await tableFingerprint(stack.db, 'public."Packages"')).toBe(before);

    const { data, error } = await owner.rpc('replace_vendor_packages', {
      p_vendor_id: ids.ownVendor,
      p_packages: [{ ...base, price: 150, max_guests: 300, max_hours: 8 }],
    });
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ max_guests: 300, max_hours: 8 });
    packageId = data?.[0]?.id as string;
  });

  it("refuses a booking past the package's guests or hours, or in odd fractions of an hour", async () => {
    for (const [values, message] of [
      [{ guests: 301, hours: 4 }, 'Maximum 300 guest(s) for this package'],
      [{ guests: 40, hours: 9 }, 'Maximum 8 hour(s) for this package'],
      [{ guests: 40, hours: 3.7 }, 'Hours must be in steps of half an hour'],
    ] as const) {
      await expect(insertBooking(values)).rejects.toThrow(message);
    }
    await expect(insertBooking({ guests: 300, hours: 7.5 })).resolves.toBeDefined();
  });

  it('applies 1,000 guests and 12 hours when the package sets no maximum', async () => {
    await stack.db.query(`update public."Packages" set max_guests = null, max_hours = null where id = $1`, [
      packageId,
    ]);
    await expect(insertBooking({ guests: 10_000, hours: 4 })).rejects.toThrow(
      'Maximum 1,000 guest(s) for this package',
    );
    await expect(insertBooking({ guests: 40, hours: 100 })).rejects.toThrow();
    await expect(insertBooking({ guests: 40, hours: 13 })).rejects.toThrow(
      'Maximum 12 hour(s) for this package',
    );
  });

  it('refuses experience outside 0 to 80 years', async () => {
    const { error } = await owner.from('vendors').update({ experience: 81 }).eq('id', ids.ownVendor);
    expect(error?.message).toContain('vendors_experience_range');
  });
});
