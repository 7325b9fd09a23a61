import { type PaymentStack, startPaymentStack } from '@partyeasy/devstack/stripe/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableFingerprint } from '../support/database.js';
import { type AttackCase, attackCases as firstRound } from './cases.js';
import { bookingChangeCases } from './cases-booking-changes.js';
import { disputeCases } from './cases-disputes.js';
import { eventCases } from './cases-events.js';
import { messagingCases } from './cases-messaging.js';
import { privacyCases } from './cases-privacy.js';
import { quoteCases } from './cases-quotes.js';
import { receiptsAndTermsCases } from './cases-receipts-terms.js';
import { reviewCases } from './cases-reviews.js';
import { round2Cases } from './cases-round2.js';
import { round2StackCases } from './cases-round2-stack.js';
import { round3ContentCases } from './cases-round3-content.js';
import { round3LifecycleCases } from './cases-round3-lifecycle.js';
import { type AttackContext, attackContext } from './context.js';

// The attack table (cases.ts) through the public API of a full stack — auth, REST, storage, the edge
// functions and the payment stand-in — with real access tokens from password sign-in. Every case must be
// refused without a server error, and every table it names must be unchanged afterwards.
//
// On PostgreSQL (the production engine; TEST_PG_URL or the suite's throwaway cluster). ATTACKS_DATABASES=
// postgres,pglite also runs it on the PGlite engine the local developer stack uses.
const attackCases: AttackCase[] = [
  ...firstRound,
  ...round2Cases,
  ...round2StackCases,
  ...reviewCases,
  ...round3LifecycleCases,
  ...round3ContentCases,
  ...messagingCases,
  ...receiptsAndTermsCases,
  ...quoteCases,
  ...disputeCases,
  ...privacyCases,
  ...eventCases,
  ...bookingChangeCases,
];

const databases = (process.env.ATTACKS_DATABASES ?? 'postgres')
  .split(',')
  .map((d) => d.trim())
  .filter((d): d is 'postgres' | 'pglite' => d === 'postgres' || d === 'pglite');

describe.each(databases)('attacks through the API on %s', (database) => {
  let stack: PaymentStack;
  let ctx: AttackContext;
  beforeAll(async () => {
    stack = await startPaymentStack({ database, seed: true });
    ctx = await attackContext(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('has at least 180 cases, each named once', () => {
    const names = attackCases.map((c) => `${c.category}: ${c.name}`);
    expect(names.length).toBeGreaterThanOrEqual(180);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(attackCases.map((c) => [`${c.category} · ${c.actor}: ${c.name}`, c] as const))(
    '%s',
    async (_, c: AttackCase) => {
      const target = c.setup ? await c.setup(ctx) : '';
      const before = await Promise.all(c.tables.map((t) => tableFingerprint(ctx.db, t)));
      const attempt = await c.run(ctx, target);
      const after = await Promise.all(c.tables.map((t) => tableFingerprint(ctx.db, t)));
      const detail = JSON.stringify(attempt.detail ?? null).slice(0, 600);
      expect(attempt.refused, detail).toBe(true);
      if (c.serverStatus) expect(attempt.status, c.serverStatus.why).toBe(c.serverStatus.status);
      else expect(attempt.status, detail).toBeLessThan(500);
      expect(after, 'a table changed').toEqual(before);
    },
  );
});
