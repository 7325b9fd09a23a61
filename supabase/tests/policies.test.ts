import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from './support/actors.js';
import { sqlClient } from './support/client.js';
import { type DatabaseKind, freshDatabase, type TestDatabase, tableFingerprint } from './support/database.js';
import { policyCases } from './support/policy-cases.js';

// The matrix at the database level: each call runs as PostgREST runs it (role + JWT claims in one
// transaction). The same cases run through the HTTP API in api-policies.test.ts.
describe.each<DatabaseKind>(['postgres', 'pglite'])('policy matrix on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it.each(policyCases.map((c) => [`${c.actor} ${c.expect}: ${c.name}`, c] as const))('%s', async (_, c) => {
    const target = c.setup ? await c.setup(t.db) : '';
    const before = await Promise.all(c.tables.map((table) => tableFingerprint(t.db, table)));
    const outcome = await c.run(sqlClient(t.db, actors[c.actor]), target);
    const after = await Promise.all(c.tables.map((table) => tableFingerprint(t.db, table)));
    if (c.expect === 'allow') {
      expect(outcome.error).toBeNull();
    } else {
      const nothingHappened =
        outcome.error !== null ||
        outcome.data === 0 ||
        (Array.isArray(outcome.data) && outcome.data.length === 0);
      expect(nothingHappened, JSON.stringify(outcome)).toBe(true);
      expect(after).toEqual(before);
    }
    if (c.check)
      expect(await c.check(outcome, t.db, target), JSON.stringify(outcome).slice(0, 500)).toBe(true);
  });
});
