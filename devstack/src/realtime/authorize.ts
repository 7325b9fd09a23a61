import type { Db } from '../context.js';
import type { Claims } from '../jwt.js';

/** What the RLS policies of realtime.messages let one caller do on one topic. */
export interface Policies {
  broadcast: { read: boolean; write: boolean };
  presence: { read: boolean; write: boolean };
}

class Rollback extends Error {}

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Supabase Realtime's check of a private channel: in one transaction, probe rows for the topic (broadcast
 * and presence) are inserted by the server, then, as the caller's role with request.jwt.claims and
 * realtime.topic set, the probes it can SELECT give the read rights and the rows it may INSERT (each in a
 * savepoint; 42501 is a refusal) give the write rights. Everything is rolled back. A policy that fails with
 * another error rejects, as Supabase reports an RLS policy error.
 */
export async function authorizeTopic(db: Db, claims: Claims, topic: string): Promise<Policies> {
  const out: { policies?: Policies } = {};
  try {
    await db.transaction(async (tx) => {
      const probes = await tx.query<{ id: string; extension: string }>(
        `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)
         returning id::text, extension`,
        [topic],
      );
      await tx.query(
        `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
                set_config('request.jwt.claims', $3, true), set_config('request.headers', '{}', true)`,
        [claims.role, topic, JSON.stringify(claims)],
      );
      const visible = await tx.query<{ extension: string }>(
        'select extension from realtime.messages where topic = $1 and id = any($2::uuid[])',
        [topic, probes.rows.map((r) => r.id)],
      );
      const readable = new Set(visible.rows.map((r) => r.extension));
      const canInsert = async (extension: string) => {
        await tx.query('savepoint devstack_realtime_write');
        try {
          await tx.query(`insert into realtime.messages (topic, extension, private) values ($1, $2, true)`, [
            topic,
            extension,
          ]);
          await tx.query('release savepoint devstack_realtime_write');
          return true;
        } catch (err) {
          await tx.query('rollback to savepoint devstack_realtime_write');
          if ((err as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return false;
          throw err;
        }
      };
      out.policies = {
        broadcast: { read: readable.has('broadcast'), write: await canInsert('broadcast') },
        presence: { read: readable.has('presence'), write: await canInsert('presence') },
      };
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  if (!out.policies) throw new Error('the authorization check did not finish');
  return out.policies;
}
