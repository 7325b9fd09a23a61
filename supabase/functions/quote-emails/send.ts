import type { Db } from '../_shared/clients.ts';
import { configuredMailTransport, type MailTransport } from '../_shared/mail.ts';
import { sendOutbox } from '../_shared/outbox.ts';
import { type QuoteMailFacts, quoteMail } from './message.ts';

/** A claimed quote e-mail with what it says, as claim_quote_emails returns it. */
export interface QueuedQuoteMail {
  id: number;
  kind: string;
  recipient: string;
  recipient_email: string | null;
  quote_id: string;
  request_id: string;
  vendor_name: string | null;
  host_first_name: string | null;
  event_text: string | null;
  location: string | null;
  price_cents: number | null;
  decline_reason: string | null;
}

/**
 * Sends the queued quote e-mails (public.quote_emails) on the shared outbox loop: rows are claimed by one
 * sender at a time (FOR UPDATE SKIP LOCKED, a claim lasts 2 minutes) and marked sent once the transport
 * accepted them, so the schedule running twice, or two senders at once, send each e-mail once.
 */
export function sendQueuedQuoteEmails(
  db: Db,
  siteUrl: string,
  transport: MailTransport | undefined = configuredMailTransport(),
): Promise<{ sent: number; failed: number }> {
  if (!transport) return Promise.resolve({ sent: 0, failed: 0 });
  return sendOutbox<QueuedQuoteMail>(
    {
      label: 'quote-emails',
      claim: async () => {
        const { data, error } = await db.rpc('claim_quote_emails', { p_limit: 20 });
        if (error) throw new Error(`claiming quote e-mails: ${error.message}`);
        return (data ?? []) as QueuedQuoteMail[];
      },
      finish: async (id, failure) => {
        const { error } = await db.rpc('finish_quote_email', { p_id: id, p_error: failure ?? undefined });
        if (error) throw new Error(`finishing quote e-mail ${id}: ${error.message}`);
      },
      compose: (row) => {
        if (!row.recipient_email) return Promise.reject(new Error('no recipient address'));
        return Promise.resolve({
          to: row.recipient_email,
          ...quoteMail({
            kind: row.kind as QuoteMailFacts['kind'],
            quoteId: row.quote_id,
            requestId: row.request_id,
            vendorName: row.vendor_name ?? '',
            hostFirstName: row.host_first_name ?? '',
            eventText: row.event_text ?? '',
            location: row.location ?? '',
            priceCents: row.price_cents,
            declineReason: row.decline_reason,
            siteUrl,
          }),
        });
      },
    },
    transport,
  );
}
