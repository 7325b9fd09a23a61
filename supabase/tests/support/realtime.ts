import type { Db, Tx } from '@partyeasy/devstack/context';
import { type Actor, claimsOf } from './actors.js';

/**
 * Realtime authorization as Supabase Realtime runs it, on the database alone: inside a transaction that is
 * always rolled back, the request runs as the actor (role, request.jwt.claims) with realtime.topic() set to
 * the channel's topic, against the policies on realtime.messages.
 */

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

async function asActor<T>(db: Db, actor: Actor, topic: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      const value = await fn({
        query: async (sql, params) => {
          await tx.query(
            `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                    set_config('realtime.topic', $3, true)`,
            [actor.userId ? 'authenticated' : 'anon', JSON.stringify(claimsOf(actor)), topic],
          );
          return tx.query(sql, params);
        },
      });
      throw new Rollback(value);
    });
  } catch (e) {
    if (e instanceof Rollback) return e.value as T;
    throw e;
  }
  throw new Error('unreachable');
}

/**
 * Whether the actor may join the private channel `topic`: as Realtime does on join, a probe row of the topic
 * is written by the server, then read back as the actor.
 */
export async function realtimeCanJoin(
  db: Db,
  actor: Actor,
  topic: string,
  extension: 'broadcast' | 'presence' = 'broadcast',
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const probe = await tx.query<{ id: string }>(
        `insert into realtime.messages (topic, extension, event, payload, private)
         values ($1, $2, 'probe', '{}', true) returning id`,
        [topic, extension],
      );
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('realtime.topic', $3, true)`,
        [actor.userId ? 'authenticated' : 'anon', JSON.stringify(claimsOf(actor)), topic],
      );
      const seen = await tx.query('select id from realtime.messages where id = $1', [probe.rows[0]!.id]);
      throw new Rollback(seen.rows.length === 1);
    });
  } catch (e) {
    if (e instanceof Rollback) return e.value as boolean;
    throw e;
  }
  return false;
}

/** The broadcasts of `topic` the actor can read with realtime.topic() set to `asTopic` (default: the same). */
export function realtimeRowsSeen(
  db: Db,
  actor: Actor,
  topic: string,
  asTopic = topic,
): Promise<{ event: string; payload: Record<string, unknown> }[]> {
  return asActor(db, actor, asTopic, async (tx) => {
    try {
      const r = await tx.query<{ event: string; payload: Record<string, unknown> }>(
        'select event, payload from realtime.messages where topic = $1 order by inserted_at, id',
        [topic],
      );
      return r.rows;
    } catch {
      return [];
    }
  });
}

/** Whether the actor may broadcast `event` (or track presence) on `topic` from the client (the insert policy). */
export function realtimeCanSend(
  db: Db,
  actor: Actor,
  topic: string,
  event = 'typing',
  extension: 'broadcast' | 'presence' = 'broadcast',
): Promise<boolean> {
  return asActor(db, actor, topic, async (tx) => {
    try {
      await tx.query(
        `insert into realtime.messages (topic, extension, event, payload, private)
         values ($1, $3, $2, '{"typing":true}', true)`,
        [topic, event, extension],
      );
      return true;
    } catch {
      return false;
    }
  });
}
