import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, claimsOf } from './support/actors.js';
import { asAuthenticated, freshDatabase, type TestDatabase } from './support/database.js';

// One listing per user (migration one_listing_per_user). Real concurrency needs real connections: PostgreSQL.
describe('one listing per user', () => {
  let t: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    t = await freshDatabase('postgres');
    pool = new pg.Pool({ connectionString: t.url, max: 12 });
    pool.on('error', () => {});
  });
  afterAll(async () => {
    await pool?.end();
    await t?.drop();
  });

  /** An insert of a listing through the API as `actor` (PostgREST's role and claims), on its own connection. */
  async function createListing(actor: Actor, name: string): Promise<'created' | string> {
    try {
      await asAuthenticated(
        pool,
        claimsOf(actor),
        'insert into public.vendors (user_id, name) values ($1, $2)',
        [actor.userId, name],
      );
      return 'created';
    } catch (err) {
      return (err as Error).message;
    }
  }

  const listingsOf = async (actor: Actor) =>
    Number(
      (await pool.query('select count(*) from public.vendors where user_id = $1', [actor.userId])).rows[0]
        .count,
    );

  it('ten simultaneous first listings of one user, twice, leave exactly one', async () => {
    const actor = actors.otherHost;
    expect(await listingsOf(actor)).toBe(0);
    for (const round of [1, 2]) {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => createListing(actor, `Round ${round} tab ${i}`)),
      );
      const refused = 'You already have a listing: continue it from your vendor dashboard';
      expect(results.filter((result) => result === 'created')).toHaveLength(round === 1 ? 1 : 0);
      expect(results.filter((result) => result === refused)).toHaveLength(round === 1 ? 9 : 10);
      expect(await listingsOf(actor)).toBe(1);
    }
  });

  it("leaves the operator's SQL free to give an account a second listing", async () => {
    const actor = actors.host;
    const before = await listingsOf(actor);
    await pool.query('insert into public.vendors (user_id, name) values ($1, $2), ($1, $3)', [
      actor.userId,
      'Operator one',
      'Operator two',
    ]);
    expect(await listingsOf(actor)).toBe(before + 2);
  });
});
