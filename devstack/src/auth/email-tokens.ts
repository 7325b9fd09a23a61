import type { DevstackContext, MailMessage, Tx } from '../context.js';
import { authEmail, type EmailActionType, verifyUrl } from './emails.js';
import { createFlowState, generateOtp, PKCE_PREFIX, tokenHash } from './otp.js';
import { limiterFor } from './rate-limits.js';
import type { UserRow } from './users.js';

/** Where each kind of e-mailed token lives in auth.users (fixed column names, never user input). */
const TOKEN_COLUMNS: Record<
  EmailActionType,
  {
    token: string;
    sentAt: 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at';
    method: string;
  }
> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', method: 'email/signup' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', method: 'magiclink' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', method: 'recovery' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at', method: 'email_change' },
};

export const authenticationMethodFor = (type: EmailActionType) => TOKEN_COLUMNS[type].method;

export interface EmailToken {
  to: string;
  otp: string;
  /** What the link carries: the token hash, pkce_-prefixed under PKCE. */
  token: string;
  link: string;
}

/**
 * Stores a fresh OTP (as its hash) for the user and returns the code and the /verify link carrying it.
 * Under PKCE a flow state is stored too, and the link's token gets the pkce_ prefix; `keepPkce` keeps the
 * prefix for a resend that continues an earlier PKCE flow (its flow state is still there).
 */
export async function issueEmailToken(
  tx: Tx,
  ctx: DevstackContext,
  input: {
    user: UserRow;
    type: EmailActionType;
    redirectTo: string;
    pkce: { challenge: string; method: string } | undefined;
    keepPkce?: boolean;
    /** For email_change: the new address, which receives the mail. */
    newEmail?: string;
    /**
     * For email_change (GoTrue's secure e-mail change): this token goes to the current address instead,
     * into email_change_token_current; the change applies once both links or codes are confirmed.
     */
    toCurrentAddress?: boolean;
  },
): Promise<EmailToken> {
  const columns = TOKEN_COLUMNS[input.type];
  const tokenColumn = input.toCurrentAddress ? 'email_change_token_current' : columns.token;
  const to = input.toCurrentAddress ? (input.user.email ?? '') : (input.newEmail ?? input.user.email ?? '');
  const otp = generateOtp();
  const token = (input.pkce || input.keepPkce ? PKCE_PREFIX : '') + tokenHash(to, otp);
  await tx.query(
    `update auth.users set ${tokenColumn} = $2, ${columns.sentAt} = now(), updated_at = now(),
       email_change = case when $3::text is null then email_change else $3::text end
     where id = $1::uuid`,
    [input.user.id, token, input.newEmail ?? null],
  );
  if (input.pkce) {
    await createFlowState(tx, input.pkce, {
      userId: input.user.id,
      providerType: 'email',
      authenticationMethod: columns.method,
    });
  }
  return { to, otp, token, link: verifyUrl(ctx.config.apiUrl, token, input.type, input.redirectTo) };
}

/**
 * issueEmailToken, then the mail that carries the code and the link. GoTrue's e-mail limits apply first
 * (429 over_email_send_rate_limit): the project's mails per hour and one mail of a kind per user per
 * minute; `companion` marks the second mail of one request (the current address of an e-mail change).
 */
export async function prepareAuthEmail(
  tx: Tx,
  ctx: DevstackContext,
  input: Parameters<typeof issueEmailToken>[2] & { companion?: boolean },
): Promise<MailMessage> {
  if (!input.companion) limiterFor(ctx.config).email(input.user[TOKEN_COLUMNS[input.type].sentAt]);
  const { to, otp, link } = await issueEmailToken(tx, ctx, input);
  return authEmail({ to, type: input.type, link, otp });
}
