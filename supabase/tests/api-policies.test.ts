import { startTestStack, type TestStack } from '@partyeasy/devstack/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, actors } from './support/actors.js';
import { apiClient, signedInClient } from './support/api-client.js';
import type { ActorClient } from './support/client.js';
import { tableFingerprint } from './support/database.js';
import { policyCases } from './support/policy-cases.js';

// The policy matrix through the HTTP API (auth, REST, storage) with real access tokens from password
// sign-in of the seed's accounts. Refused cases must leave every touched table unchanged.
describe.each(['postgres', 'pglite'] as const)('policy matrix through the API on %s', (database) => {
  let stack: TestStack;
  const clients = new Map<ActorName, ActorClient>();
  beforeAll(async () => {
    stack = await startTestStack({ database, seed: true });
    for (const actor of Object.values(actors)) {
      clients.set(actor.name, apiClient(await signedInClient(stack.url, stack.anonKey, actor), stack.db));
    }
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(policyCases.map((c) => [`${c.actor} ${c.expect}: ${c.name}`, c] as const))('%s', async (_, c) => {
    const target = c.setup ? await c.setup(stack.db) : '';
    const before = await Promise.all(c.tables.map((table) => tableFingerprint(stack.db, table)));
    const outcome = await c.run(clients.get(c.actor) as ActorClient, target);
    const after = await Promise.all(c.tables.map((table) => tableFingerprint(stack.db, table)));
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
      expect(await c.check(outcome, stack.db, target), JSON.stringify(outcome).slice(0, 500)).toBe(true);
  });
});
