import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, ids } from './support/actors.js';
import { signedInClient } from './support/api-client.js';

// Favourites through the HTTP API (real access tokens): own rows only, live listings only, at most 500,
// and the paged list with the card fields.
describe('favourites', () => {
  let stack: TestStack;
  let host: SupabaseClient;
  let otherHost: SupabaseClient;
  let anon: SupabaseClient;
  beforeAll(async () => {
    stack = await startTestStack({ database: 'postgres', seed: true });
    host = await signedInClient(stack.url, stack.anonKey, actors.host);
    otherHost = await signedInClient(stack.url, stack.anonKey, actors.otherHost);
    anon = await signedInClient(stack.url, stack.anonKey, actors.anon);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('saves a heart once, lists it with its card price, and removes it', async () => {
    expect((await host.from('favourites').insert({ vendor_id: ids.ownVendor })).error).toBeNull();
    // A second heart on the same vendor (another tab) is refused by the key and changes nothing.
    const again = await host.from('favourites').insert({ vendor_id: ids.ownVendor });
    expect(again.error?.code).toBe('23505');
    expect((await host.from('favourites').insert({ vendor_id: ids.otherVendor })).error).toBeNull();

    const { data, error } = await host.rpc('my_favourites', { p_limit: 1, p_offset: 0 });
    expect(error).toBeNull();
    // Newest saved first, one per page, with the number of all of them.
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({
      id: ids.otherVendor,
      name: 'Shaken & Stirred Bar Co.',
      total_count: 2,
    });
    const second = await host.rpc('my_favourites', { p_limit: 1, p_offset: 1 });
    expect(second.data?.[0]).toMatchObject({ id: ids.ownVendor, name: 'DJ Nova', total_count: 2 });
    const browse = await anon.rpc('browse_vendors', { p_limit: 100 });
    const nova = (browse.data as { id: string; card_price: number }[] | null)?.find(
      (row) => row.id === ids.ownVendor,
    );
    // The same card price as the browse grid.
    expect(second.data?.[0]?.card_price).toBe(nova?.card_price);

    const removed = await host.from('favourites').delete({ count: 'exact' }).eq('vendor_id', ids.otherVendor);
    expect(removed).toMatchObject({ error: null, count: 1 });
    const { data: left } = await host.from('favourites').select('vendor_id');
    expect(left).toEqual([{ vendor_id: ids.ownVendor }]);
  });

  it("keeps each host's favourites to themselves", async () => {
    expect((await otherHost.from('favourites').select('*')).data).toEqual([]);
    expect((await otherHost.rpc('my_favourites', {})).data).toEqual([]);
    // Not removable by another host, and not writable in another host's name.
    const removed = await otherHost.from('favourites').delete({ count: 'exact' }).eq('host_id', ids.host);
    expect(removed.count).toBe(0);
    const forged = await otherHost.from('favourites').insert({ host_id: ids.host, vendor_id: ids.venue });
    expect(forged.error?.code).toBe('42501');
    const { rows } = await stack.db.query('select vendor_id from public.favourites where host_id = $1', [
      ids.host,
    ]);
    expect(rows).toEqual([{ vendor_id: ids.ownVendor }]);
  });

  it('refuses visitors and listings that are not live', async () => {
    expect((await anon.from('favourites').insert({ vendor_id: ids.ownVendor })).error).not.toBeNull();
    expect((await anon.rpc('my_favourites', {})).error).not.toBeNull();
    for (const vendor of [ids.pendingVendor, ids.rejectedVendor]) {
      const { error } = await otherHost.from('favourites').insert({ vendor_id: vendor });
      expect(error?.code).toBe('42501');
    }
  });

  it('caps a host at 500 favourites, also under concurrent inserts', async () => {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.vendors (user_id, name, status)
       select $1, 'Fav ' || g, 'approved' from generate_series(1, 510) g returning id`,
      [ids.admin],
    );
    await stack.db.query(`insert into public.favourites (host_id, vendor_id) select $1, unnest($2::uuid[])`, [
      ids.otherHost,
      rows.slice(0, 495).map((row) => row.id),
    ]);
    const results = await Promise.all(
      rows.slice(495).map((row) => otherHost.from('favourites').insert({ vendor_id: row.id })),
    );
    const added = results.filter((result) => result.error === null);
    expect(added).toHaveLength(5);
    expect(results.find((result) => result.error)?.error?.message).toBe(
      'You can save up to 500 favourites. Remove one to add another.',
    );
    const { rows: count } = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.favourites where host_id = $1',
      [ids.otherHost],
    );
    expect(count[0]?.n).toBe(500);
    const page = await otherHost.rpc('my_favourites', { p_limit: 500 });
    // A page is at most 100 rows.
    expect(page.data).toHaveLength(100);
    expect(page.data?.[0]?.total_count).toBe(500);
  });
});
