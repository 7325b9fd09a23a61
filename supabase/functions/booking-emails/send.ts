import { formatDuration, formatLongDate, formatTime12h } from '@partyeasy/shared-domain';
import type { Db } from '../_shared/clients.ts';
import { configuredMailTransport, type MailTransport } from '../_shared/mail.ts';
import { type BookingMailFacts, type BookingMailKind, bookingMail, type Recipient } from './message.ts';

interface QueuedMail {
  id: number;
  booking_id: string;
  booking_change_id?: string | null;
  kind: BookingMailKind;
  recipient: Recipient;
}

/**
 * Sends the queued booking mails (public.booking_emails). Each row is claimed by one sender at a time
 * (claim_booking_emails: FOR UPDATE SKIP LOCKED, a claim lasts 2 minutes) and marked sent after the
 * transport accepted it, so a webhook or schedule running twice, or two senders at once, send each mail
 * once. A failed send is released and tried again by the next run (at most 10 attempts).
 * Returns how many were sent; without a transport nothing is claimed.
 */
export async function sendQueuedBookingEmails(
  db: Db,
  siteUrl: string,
  transport: MailTransport | undefined = configuredMailTransport(),
): Promise<{ sent: number; failed: number }> {
  if (!transport) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  for (;;) {
    const { data, error } = await db.rpc('claim_booking_emails', { p_limit: 20 });
    if (error) throw new Error(`claiming booking mails: ${error.message}`);
    const batch = (data ?? []) as QueuedMail[];
    if (batch.length === 0) break;
    for (const mail of batch) {
      try {
        await transport(await compose(db, mail, siteUrl));
        const done = await db.rpc('finish_booking_email', { p_id: mail.id, p_error: undefined });
        if (done.error) throw new Error(`marking mail ${mail.id} sent: ${done.error.message}`);
        sent++;
      } catch (err) {
        failed++;
        console.error(
          `[booking-emails] mail ${mail.id} (${mail.kind} to ${mail.recipient}):`,
          (err as Error).message,
        );
        await db.rpc('finish_booking_email', { p_id: mail.id, p_error: (err as Error).message });
      }
    }
    if (failed > 0) break; // the next run retries; a broken transport is not hammered
  }
  return { sent, failed };
}

async function compose(db: Db, mail: QueuedMail, siteUrl: string) {
  const { data: b, error } = await db
    .from('bookings')
    .select(
      'id, vendor_id, user_id, customer_email, customer_name, booking_date, booking_time, duration_hours, guest_count, event_location, selected_packages, selected_addons, total_amount, processing_fee, refunded_cents, cancelled_by, cancellation_reason, vendors(name, email, user_id)',
    )
    .eq('id', mail.booking_id)
    .single();
  if (error) throw new Error(`loading booking ${mail.booking_id}: ${error.message}`);
  const vendor = b.vendors as unknown as { name: string; email: string | null; user_id: string } | null;
  let to = b.customer_email;
  if (mail.recipient === 'vendor') {
    to = vendor?.email?.trim() || (vendor ? await userEmail(db, vendor.user_id) : '') || '';
  }
  if (!to) throw new Error('no recipient address');
  let dispute: BookingMailFacts['dispute'];
  if (mail.kind === 'dispute_resolved') {
    const found = await db
      .from('disputes')
      .select('id, outcome, refund_cents, resolution_reason')
      .eq('booking_id', mail.booking_id)
      .single();
    if (found.error) throw new Error(`loading the dispute of ${mail.booking_id}: ${found.error.message}`);
    dispute = {
      id: found.data.id,
      outcome: found.data.outcome,
      refundCents: found.data.refund_cents,
      reason: found.data.resolution_reason,
    };
  }
  let change: BookingMailFacts['change'];
  if (mail.booking_change_id) {
    const found = await db
      .from('booking_changes')
      .select(
        'proposed_by, status, old_date, old_time, old_hours, old_guests, old_subtotal_cents, old_fee_cents, new_date, new_time, new_hours, new_guests, new_subtotal_cents, new_fee_cents, decline_reason',
      )
      .eq('id', mail.booking_change_id)
      .single();
    if (found.error) throw new Error(`loading the change ${mail.booking_change_id}: ${found.error.message}`);
    const ch = found.data;
    const when = (date: string, time: string, hours: number, guests: number) =>
      `${formatLongDate(date)} at ${formatTime12h(time)} (${formatDuration(hours)}), ${guests} guest(s)`;
    change = {
      proposedBy: ch.proposed_by as 'host' | 'vendor',
      status: ch.status,
      oldWhen: when(ch.old_date, ch.old_time, Number(ch.old_hours), ch.old_guests),
      newWhen: when(ch.new_date, ch.new_time, Number(ch.new_hours), ch.new_guests),
      oldTotalCents: ch.old_subtotal_cents + ch.old_fee_cents,
      newTotalCents: ch.new_subtotal_cents + ch.new_fee_cents,
      reason: ch.decline_reason,
    };
  }
  return {
    to,
    ...bookingMail(mail.kind, mail.recipient, {
      bookingId: b.id,
      vendorId: b.vendor_id,
      vendorName: vendor?.name ?? 'your vendor',
      customerName: b.customer_name,
      date: b.booking_date,
      time: b.booking_time,
      durationHours: Number(b.duration_hours),
      guests: b.guest_count,
      location: b.event_location,
      packages: b.selected_packages,
      addons: b.selected_addons,
      subtotal: b.total_amount,
      processingFee: b.processing_fee,
      refundedCents: b.refunded_cents,
      cancelledBy: b.cancelled_by,
      reason: b.cancellation_reason,
      siteUrl,
      dispute,
      change,
    }),
  };
}

async function userEmail(db: Db, userId: string): Promise<string | null> {
  const { data, error } = await db.auth.admin.getUserById(userId);
  return error ? null : (data.user?.email ?? null);
}
