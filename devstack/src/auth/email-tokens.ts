import type { DevstackContext, MailMessage, Tx } from '../context.js';
import { authEmail, type EmailActionType, verifyUrl } from './emails.js';
import { createFlowState, generateOtp, PKCE_PREFIX, tokenHash } from './otp.js';
import type { UserRow } from './users.js';

/** Where each kind of e-mailed token lives in auth.users (fixed column names, never user input). */
const TOKEN_COLUMNS: Record<EmailActionType, { token: string; sentAt: string; method: string }> = {
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
  },
): Promise<EmailToken> {
  const columns = TOKEN_COLUMNS[input.type];
  const to = input.newEmail ?? input.user.email ?? '';
  const otp = generateOtp();
  const token = (input.pkce || input.keepPkce ? PKCE_PREFIX : '') + tokenHash(to, otp);
  await tx.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now(), updated_at = now(),
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

/** issueEmailToken, then the mail that carries the code and the link. */
export async function prepareAuthEmail(
  tx: Tx,
  ctx: DevstackContext,
  input: Parameters<typeof issueEmailToken>[2],
): Promise<MailMessage> {
  const { to, otp, link } = await issueEmailToken(tx, ctx, input);
  return authEmail({ to, type: input.type, link, otp });
}
