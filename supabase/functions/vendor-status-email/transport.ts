import process from 'node:process';
import type { MailMessage } from './message.ts';

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
