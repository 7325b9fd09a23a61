import type { Context } from 'hono';
import type { DevstackContext, MailMessage, Tx } from '../context.js';
import { tooDeep } from '../json-depth.js';
import { authErrors } from './errors.js';

/** The JSON body as an object ({} when empty); a malformed body is GoTrue's 400 bad_json. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  if (tooDeep(text)) throw authErrors.badJson();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw authErrors.badJson();
}

export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

export const obj = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * Runs fn in one transaction; the mails it queues are sent only after the commit,
 * so a failed request never leaves a link to state that was rolled back.
 */
export async function inTransaction<T>(
  ctx: DevstackContext,
  fn: (tx: Tx, queueMail: (mail: MailMessage) => void) => Promise<T>,
): Promise<T> {
  const mails: MailMessage[] = [];
  const result = await ctx.db.transaction((tx) => fn(tx, (mail) => mails.push(mail)));
  for (const mail of mails) await ctx.mail.send(mail);
  return result;
}
