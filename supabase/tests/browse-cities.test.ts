import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './support/actors.js';
import { type DatabaseKind, freshDatabase, type TestDatabase } from './support/database.js';

/** What the location dropdown must list: the distinct cities of approved vendors, sorted. */
const fromVendors = `select coalesce(array_agg(c order by c), '{}') as cities from (
  select distinct c from public.vendors v, unnest(v.cities_served) c where v.status = 'approved') s`;

describe.each<DatabaseKind>(['postgres', 'pglite'])('browse_cities on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => {
    await t?.drop();
  });

  /** A statement as `role`, the way the API runs a request. */
  function asRole<R>(role: string, sql: string) {
    return t.db.transaction(async (tx) => {
      await tx.query(`set local role ${role}`);
      return (await tx.query<R>(sql)).rows;
    });
  }

  async function cities() {
    const served = await asRole<{ cities: string[] }>(
      'anon',
      `select coalesce(array_agg(c), '{}') as cities from public.browse_cities() c`,
    );
    const expected = await t.db.query<{ cities: string[] }>(fromVendors);
    return { served: served[0]?.cities, expected: expected.rows[0]?.cities };
  }

  async function vendor(id: string) {
    const r = await t.db.query<{ status: string; cities_served: string[] }>(
      'select status, cities_served from public.vendors where id = $1',
      [id],
    );
    return r.rows[0]!;
  }

  it('lists the seeded approved vendors’ cities', async () => {
    const { served, expected } = await cities();
    expect(served).toEqual(expected);
    expect(served).toContain('Dallas, TX');
  });

  it('follows approval, a change of cities (with a repeated one), rejection and deletion', async () => {
    const pending = await vendor(ids.pendingVendor);
    expect(pending.status).toBe('pending_approval');
    await t.db.query(
      `update public.vendors set cities_served = '{"Nowhere, ZZ","Nowhere, ZZ"}' where id = $1`,
      [ids.pendingVendor],
    );
    expect((await cities()).served).not.toContain('Nowhere, ZZ');

    await t.db.query(`update public.vendors set status = 'approved' where id = $1`, [ids.pendingVendor]);
    let now = await cities();
    expect(now.served).toContain('Nowhere, ZZ');
    expect(now.served).toEqual(now.expected);

    // A city two approved vendors serve stays until neither does.
    await t.db.query(
      `update public.vendors set cities_served = '{"Nowhere, ZZ","Elsewhere, ZZ"}' where id = $1`,
      [ids.otherVendor],
    );
    await t.db.query(`update public.vendors set cities_served = '{"Elsewhere, ZZ"}' where id = $1`, [
      ids.pendingVendor,
    ]);
    now = await cities();
    expect(now.served).toContain('Nowhere, ZZ');
    expect(now.served).toEqual(now.expected);

    await t.db.query(`update public.vendors set status = 'rejected' where id = $1`, [ids.otherVendor]);
    now = await cities();
    expect(now.served).not.toContain('Nowhere, ZZ');
    expect(now.served).toContain('Elsewhere, ZZ');
    expect(now.served).toEqual(now.expected);

    await t.db.query('delete from public.vendors where id = $1', [ids.pendingVendor]);
    now = await cities();
    expect(now.served).not.toContain('Elsewhere, ZZ');
    expect(now.served).toEqual(now.expected);
  });

  it('keeps the counts to itself: anon and signed-in users cannot read or write them', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(asRole(role, 'select * from public.browse_city_counts')).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        asRole(role, `insert into public.browse_city_counts values ('Fake, ZZ', 1)`),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
