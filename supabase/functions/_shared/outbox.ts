import type { MailMessage, MailTransport } from './mail.ts';

/**
 * One outbox in the database, sent once: `claim` marks up to a batch of unsent rows as taken (FOR UPDATE
 * SKIP LOCKED with a claim that expires, so concurrent senders take disjoint rows and a sender that dies
 * gives its rows back later), `finish` records a row as sent (error null) or releases it with the error.
 * `compose` turns a claimed row into the mail (it throws when it cannot: the row is released with the error).
 */
export interface Outbox<Row extends { id: number }> {
  label: string;
  claim(): Promise<Row[]>;
  finish(id: number, error: string | null): Promise<void>;
  compose(row: Row): Promise<MailMessage>;
}

/**
 * Sends an outbox's claimed rows until none is left, marking each sent only after the transport accepted it:
 * a retry or a second sender never sends a row twice. A failed row is released for the next run, and the run
 * stops at the end of that batch so that a broken transport is not hammered.
 */
export async function sendOutbox<Row extends { id: number }>(
  outbox: Outbox<Row>,
  transport: MailTransport,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await outbox.claim();
    if (batch.length === 0) break;
    for (const row of batch) {
      let mail: MailMessage;
      try {
        mail = await outbox.compose(row);
        await transport(mail);
      } catch (err) {
        failed++;
        console.error(`[${outbox.label}] mail ${row.id}:`, (err as Error).message);
        await outbox.finish(row.id, (err as Error).message || 'failed').catch(() => {});
        continue;
      }
      await outbox.finish(row.id, null);
      sent++;
    }
    if (failed > 0) break;
  }
  return { sent, failed };
}
