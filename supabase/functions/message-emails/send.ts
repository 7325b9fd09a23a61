import type { Db } from '../_shared/clients.ts';
import { configuredMailTransport, type MailTransport } from '../_shared/mail.ts';
import { sendOutbox } from '../_shared/outbox.ts';
import { messageMail } from './message.ts';

/** A claimed away e-mail with what it says, as claim_message_emails returns it. */
export interface QueuedMessageMail {
  id: number;
  conversation_id: string;
  recipient_role: string;
  recipient_email: string | null;
  sender_first_name: string | null;
  listing_name: string | null;
  preview: string | null;
  unread_count: number;
}

/**
 * Sends the queued away e-mails (public.message_emails, queued by queue_message_emails). Rows are claimed
 * by one sender at a time (FOR UPDATE SKIP LOCKED, a claim lasts 2 minutes) and marked sent once the
 * transport accepted them, so the schedule running twice, or two senders at once, send each e-mail once.
 * The claim leaves out e-mails whose conversation was read, or whose recipient turned them off, since they
 * were queued. Without a transport nothing is claimed.
 */
export function sendQueuedMessageEmails(
  db: Db,
  siteUrl: string,
  transport: MailTransport | undefined = configuredMailTransport(),
): Promise<{ sent: number; failed: number }> {
  if (!transport) return Promise.resolve({ sent: 0, failed: 0 });
  return sendOutbox<QueuedMessageMail>(
    {
      label: 'message-emails',
      claim: async () => {
        const { data, error } = await db.rpc('claim_message_emails', { p_limit: 20 });
        if (error) throw new Error(`claiming message e-mails: ${error.message}`);
        return (data ?? []) as QueuedMessageMail[];
      },
      finish: async (id, failure) => {
        const { error } = await db.rpc('finish_message_email', { p_id: id, p_error: failure ?? undefined });
        if (error) throw new Error(`finishing message e-mail ${id}: ${error.message}`);
      },
      compose: (row) => {
        if (!row.recipient_email) return Promise.reject(new Error('no recipient address'));
        return Promise.resolve({
          to: row.recipient_email,
          ...messageMail({
            conversationId: row.conversation_id,
            recipientRole: row.recipient_role === 'host' ? 'host' : 'vendor',
            senderFirstName: row.sender_first_name,
            listingName: row.listing_name ?? '',
            preview: row.preview ?? '',
            unreadCount: row.unread_count,
            siteUrl,
          }),
        });
      },
    },
    transport,
  );
}
