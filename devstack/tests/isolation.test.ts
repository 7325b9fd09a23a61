/**
 * Isolation through every endpoint: a signed-in user cannot read or change another user's rows where the
 * policies say so, and anon gets only what anon may.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestStack, type TestUser } from '../src/testing.js';
import { clientFor, DATABASES, startFixtureStack } from './helpers.js';

describe.each(DATABASES)('isolation on %s', (database) => {
  let stack: TestStack;
  let owner: TestUser;
  let intruder: TestUser;
  let asOwner: SupabaseClient;
  let asIntruder: SupabaseClient;
  let anon: SupabaseClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    stack = await startFixtureStack(database, { mailPort: null });
    [owner, intruder] = await Promise.all([createTestUser(stack), createTestUser(stack)]);
    asOwner = clientFor(stack, owner.accessToken);
    asIntruder = clientFor(stack, intruder.accessToken);
    anon = clientFor(stack);
    const vendor = await asOwner
      .from('vendors')
      .insert({ name: 'Private Draft', user_id: owner.id })
      .select('id')
      .single();
    expect(vendor.error).toBeNull();
    ids.vendors = vendor.data!.id;
    const rows: [string, Record<string, unknown>][] = [
      [
        'time_slot_templates',
        { user_id: owner.id, start_time: '10:00', end_time: '11:00', display_text: 'x' },
      ],
      ['vendor_ai_data', { vendor_id: ids.vendors, user_id: owner.id, training_data: { secret: true } }],
      ['users', { id: owner.id, name: 'Owner', email: owner.email, type: 'vendor' }],
    ];
    for (const [table, row] of rows) {
      const r = await asOwner.from(table).insert(row).select('*').single();
      expect(r.error).toBeNull();
      ids[table] = r.data!.id;
    }
    const booking = await asIntruder
      .from('bookings')
      .insert({
        vendor_id: ids.vendors,
        user_id: intruder.id,
        booking_date: '2031-01-01',
        booking_time: '10:00',
        duration_hours: 1,
      })
      .select('id')
      .single();
    expect(booking.error).toBeNull();
    ids.bookings = booking.data!.id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const ownerTables = ['vendors', 'time_slot_templates', 'vendor_ai_data', 'users'] as const;

  it.each(ownerTables)(
    '%s: another user can neither read, update nor delete the owner’s row',
    async (table) => {
      const id = ids[table];
      const read = await asIntruder.from(table).select('*').eq('id', id);
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
      const patch =
        table === 'users' || table === 'vendors'
          ? { name: 'hacked' }
          : table === 'vendor_ai_data'
            ? { training_data: {} }
            : { display_text: 'hacked' };
      const upd = await asIntruder.from(table).update(patch).eq('id', id).select();
      expect(upd.data).toEqual([]);
      const del = await asIntruder.from(table).delete().eq('id', id).select();
      expect(del.data).toEqual([]);
      const still = await asOwner.from(table).select('*').eq('id', id).single();
      expect(still.error).toBeNull();
      expect(JSON.stringify(still.data)).not.toContain('hacked');
    },
  );

  it.each(ownerTables)('%s: anon reads nothing of a private row', async (table) => {
    const read = await anon.from(table).select('*').eq('id', ids[table]);
    expect(read.data).toEqual([]);
  });

  it('nobody can write a row in someone else’s name', async () => {
    const vendor = await asIntruder.from('vendors').insert({ name: 'Fake', user_id: owner.id });
    expect(vendor.status).toBe(403);
    const moved = await asOwner.from('vendors').update({ user_id: intruder.id }).eq('id', ids.vendors);
    expect(moved.status).toBe(403);
    const anonVendor = await anon.from('vendors').insert({ name: 'Anon', user_id: owner.id });
    expect(anonVendor.status).toBe(401);
  });

  it('bookings: the customer and the owning vendor read it, a stranger and anon do not', async () => {
    const stranger = await createTestUser(stack);
    const asStranger = clientFor(stack, stranger.accessToken);
    expect((await asIntruder.from('bookings').select('id').eq('id', ids.bookings)).data).toHaveLength(1);
    expect((await asOwner.from('bookings').select('id').eq('id', ids.bookings)).data).toHaveLength(1);
    expect((await asStranger.from('bookings').select('id')).data).toEqual([]);
    expect((await anon.from('bookings').select('id')).data).toEqual([]);
    const embedded = await asStranger.from('vendors').select('id, bookings(id)').eq('id', ids.vendors);
    expect(embedded.data).toEqual([]);
  });

  it('rpc runs under the caller’s role: a security-invoker function sees only what the caller may', async () => {
    const result = await asIntruder.rpc('replace_packages', { p_vendor_id: ids.vendors, p_packages: [] });
    expect(result.status).toBe(403);
    const ownerResult = await asOwner.rpc('replace_packages', {
      p_vendor_id: ids.vendors,
      p_packages: [{ name: 'Mine', price: 5 }],
    });
    expect(ownerResult.error).toBeNull();
  });

  it('a service-role key bypasses RLS (server-side code only)', async () => {
    const service = clientFor(stack, undefined, stack.serviceRoleKey);
    const all = await service.from('time_slot_templates').select('id');
    expect(all.data).toHaveLength(1);
  });
});
