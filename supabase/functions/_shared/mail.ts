import process from 'node:process';

/** One e-mail: what every mail transport of the functions sends. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A user-supplied string made safe to put in a mail's text: control characters, line breaks and the
 * invisible direction overrides (which can disguise a link) become spaces, runs of whitespace one space,
 * and it is cut to `max` characters (with an ellipsis). HTML parts still go through escapeHtml.
 * Examples: mailText('DJ\r\nBcc: x', 50) = 'DJ Bcc: x'; mailText('a'.repeat(10), 4) = 'aaa…'.
 */
export function mailText(value: string | null | undefined, max: number): string {
  const flat = (value ?? '')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...flat];
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Sends one e-mail; throws when the mail service refuses it. */
export type MailTransport = (message: MailMessage) => Promise<void>;

/**
 * POSTs the message as JSON ({ to, subject, html, text }) to MAIL_HTTP_URL with an optional bearer
 * MAIL_HTTP_TOKEN — the devstack inbox locally, or an HTTP mail API (or a small relay in front of one)
 * in production. Undefined when MAIL_HTTP_URL is not set.
 */
export function httpMailTransport(
  url = process.env.MAIL_HTTP_URL?.trim(),
  token = process.env.MAIL_HTTP_TOKEN?.trim(),
  fetchImpl: typeof fetch = fetch,
): MailTransport | undefined {
  if (!url) return undefined;
  return async (message) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(message),
    });
    if (!response.ok) throw new Error(`mail service answered ${response.status}`);
  };
}

/**
 * Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email) with RESEND_API_KEY, from
 * MAIL_FROM (e.g. 'PartyEasy <noreply@partyeasy.com>'). Undefined when no key is set.
 */
export function resendMailTransport(
  apiKey = process.env.RESEND_API_KEY?.trim(),
  from = process.env.MAIL_FROM?.trim() || 'PartyEasy <noreply@partyeasy.com>',
  fetchImpl: typeof fetch = fetch,
): MailTransport | undefined {
  if (!apiKey) return undefined;
  return async (message) => {
    const response = await fetchImpl('https://api.resend.com/emails', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ from, ...message }),
    });
    if (!response.ok) throw new Error(`mail service answered ${response.status}`);
  };
}

/**
 * The configured transport: the real mail provider when RESEND_API_KEY is set, else MAIL_HTTP_URL (the
 * devstack sets it to its inbox), else none (the function answers 503 not_configured).
 */
export function configuredMailTransport(): MailTransport | undefined {
  return resendMailTransport() ?? httpMailTransport();
}
