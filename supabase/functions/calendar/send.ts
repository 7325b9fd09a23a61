import { calendarFeedUrls } from '@partyeasy/shared-domain';
import type { Db } from '../_shared/clients.ts';
import type { MailTransport } from '../_shared/mail.ts';
import { sendOutbox } from '../_shared/outbox.ts';
import { reminderMail } from './message.ts';

/** A claimed reminder with what it says, as claim_event_reminders returns it. */
interface QueuedReminder {
  id: number;
  recipient: string;
  recipient_email: string | null;
  recipient_name: string | null;
  feed_token: string | null;
  event_id: string | null;
  booking_id: string | null;
  title: string | null;
  event_date: string;
  start_time: string;
  duration_hours: number;
  time_zone: string;
  location: string | null;
  guest_count: number;
  vendor_name: string | null;
  host_name: string | null;
  vendors: { name: string; time: string; hours: number }[] | null;
}

/**
 * Sends the queued reminders (public.event_reminders) on the shared outbox loop: rows are claimed by one
 * sender at a time (FOR UPDATE SKIP LOCKED, a claim lasts 2 minutes) and marked sent once the transport
 * accepted them, so the schedule running twice, or two senders at once, send each reminder once.
 */
export function sendQueuedReminders(
  db: Db,
  siteUrl: string,
  apiUrl: string,
  transport: MailTransport,
): Promise<{ sent: number; failed: number }> {
  return sendOutbox<QueuedReminder>(
    {
      label: 'event-reminders',
      claim: async () => {
        const { data, error } = await db.rpc('claim_event_reminders', { p_limit: 20 });
        if (error) throw new Error(`claiming reminders: ${error.message}`);
        return (data ?? []) as unknown as QueuedReminder[];
      },
      finish: async (id, failure) => {
        const { error } = await db.rpc('finish_event_reminder', { p_id: id, p_error: failure ?? undefined });
        if (error) throw new Error(`finishing reminder ${id}: ${error.message}`);
      },
      compose: (row) => {
        if (!row.recipient_email) return Promise.reject(new Error('no recipient address'));
        return Promise.resolve({
          to: row.recipient_email,
          ...reminderMail({
            recipient: row.recipient === 'vendor' ? 'vendor' : 'host',
            name: row.recipient_name ?? '',
            title: row.title,
            eventId: row.recipient === 'host' ? row.event_id : null,
            date: row.event_date,
            time: row.start_time,
            hours: Number(row.duration_hours),
            timeZone: row.time_zone,
            location: row.location,
            guests: row.guest_count,
            vendorName: row.vendor_name,
            hostName: row.host_name,
            vendors: row.vendors,
            siteUrl,
            feedUrl: row.feed_token ? calendarFeedUrls(apiUrl, row.feed_token).https : null,
          }),
        });
      },
    },
    transport,
  );
}
