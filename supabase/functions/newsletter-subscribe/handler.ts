/**
 * POST /newsletter-subscribe { email } — the footer's newsletter box. Double opt-in: a new (or not yet
 * confirmed) address gets a mail with a confirmation link (/newsletter/confirm?token=…); it is subscribed
 * only once that page confirms it (the confirm_newsletter RPC). Someone typing another person's address
 * subscribes nobody.
 *
 * 202 { status: 'check_inbox' } — the same answer whether the address was new, waiting for its
 * confirmation, or subscribed already (no membership oracle); a confirmed address and one mailed less than
 * 10 minutes ago get no mail.
 * 400 invalid_email · 503 not_configured (no mail transport) · 502 mail_failed (nothing was kept)
 */
import { NEWSLETTER_MESSAGES, validateNewsletterEmail } from '@partyeasy/shared-domain';
import { Hono } from 'hono';
import { serviceClient } from '../_shared/clients.ts';
import { type FunctionEnv, functionEnv } from '../_shared/env.ts';
import { corsMiddleware, errorResponse, HttpError, jsonBody } from '../_shared/http.ts';
import {
  configuredMailTransport,
  escapeHtml,
  type MailMessage,
  type MailTransport,
} from '../_shared/mail.ts';

/** What the function needs from the outside world; tests replace them. */
export interface Deps {
  env: () => Pick<FunctionEnv, 'siteUrl'>;
  /** A confirmation token to mail, or null when no mail should go out (newsletter_confirmation_token). */
  confirmationToken: (email: string) => Promise<string | null>;
  /** The mail could not be sent: the address may ask again at once (newsletter_confirmation_failed). */
  confirmationFailed: (email: string) => Promise<void>;
  transport: () => MailTransport | undefined;
}

export const defaultDeps: Deps = {
  env: functionEnv,
  async confirmationToken(email) {
    const { data, error } = await serviceClient(functionEnv()).rpc('newsletter_confirmation_token', {
      p_email: email,
    });
    if (error) {
      // a refused address (control characters, over 320 characters): the table's checks
      if (error.code?.startsWith('23'))
        throw new HttpError(400, 'invalid_email', NEWSLETTER_MESSAGES.invalid);
      throw new Error(`newsletter_confirmation_token: ${error.message}`);
    }
    return data ?? null;
  },
  async confirmationFailed(email) {
    await serviceClient(functionEnv()).rpc('newsletter_confirmation_failed', { p_email: email });
  },
  transport: configuredMailTransport,
};

/** The confirmation mail; the address is the only thing in it that the requester chose. */
export function confirmationMail(to: string, confirmUrl: string, productName = 'PartyEasy'): MailMessage {
  const intro = `Someone (hopefully you) asked to get ${productName}'s party ideas and vendor news at this address.`;
  const ignore = 'If it was not you, ignore this mail: you will not be subscribed.';
  return {
    to,
    subject: `Confirm your ${productName} newsletter subscription`,
    text: `${intro}\n\nConfirm your subscription: ${confirmUrl}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(confirmUrl)}">Confirm your subscription</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

/** A loose address check: one @, something on both sides, no spaces or control characters, 320 at most. */
const looksLikeEmail = (email: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && !/\p{Cc}/u.test(email) && email.length <= 320;

export function createApp(deps: Deps = defaultDeps) {
  const app = new Hono();
  app.use('*', corsMiddleware);
  app.onError((err, c) => errorResponse(c, err));

  app.post('/newsletter-subscribe', async (c) => {
    const body = await jsonBody(c);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (validateNewsletterEmail(email) || !looksLikeEmail(email)) {
      throw new HttpError(400, 'invalid_email', NEWSLETTER_MESSAGES.invalid);
    }
    // Checked before the address is looked at, so the answer cannot depend on it.
    const transport = deps.transport();
    if (!transport) {
      return c.json({ error: 'not_configured', message: 'E-mail is not configured on this server.' }, 503);
    }
    const token = await deps.confirmationToken(email);
    if (token) {
      const url = `${deps.env().siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      try {
        await transport(confirmationMail(email, url));
      } catch (err) {
        console.error('[newsletter-subscribe] transport:', (err as Error).message);
        await deps.confirmationFailed(email);
        throw new HttpError(502, 'mail_failed', NEWSLETTER_MESSAGES.failed);
      }
    }
    return c.json({ status: 'check_inbox' }, 202);
  });
  return app;
}

export default createApp();
