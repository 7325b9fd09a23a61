import type { Db } from './context.js';

/**
 * The production schedule, locally: what pg_cron (completion, away e-mails, retention) and the scheduled
 * calls of the functions do every minute on Supabase. Runs once at start, then every `everyMs`.
 * Each run: public.complete_finished_bookings() (paid bookings whose event ended become completed and
 * queue their mails), public.queue_message_emails() (messages unread for 10 minutes queue one e-mail per
 * conversation), public.delete_expired_messages() (messages older than 3 years), public.expire_quotes()
 * (unanswered quote requests and offers past their deadline), public.refresh_vendor_standings() (the admin
 * vendor list's standing figures, each older than an hour), public.purge_deleted_accounts() (deleted
 * accounts' leftovers, docs/privacy.md), public.queue_event_reminders() (reminders 48 hours before an event,
 * docs/calendar.md), then with the service key POST /functions/v1/booking-emails, /functions/v1/message-emails,
 * /functions/v1/quote-emails and /functions/v1/calendar/reminders (send the queued mails), then
 * POST /functions/v1/payouts (transfers the vendors' shares of completed bookings, holds, reversals),
 * then POST /functions/v1/cleanup-uploads (removes uploads nothing has used for a day).
 * All are idempotent, so a run that overlaps another, or a restart, changes nothing twice.
 */
export function startBookingSchedule(options: {
  db: Db;
  apiUrl: string;
  serviceRoleKey: string;
  everyMs?: number;
  log?: (line: string) => void;
}): { stop(): void; runOnce(): Promise<number> } {
  const log = options.log ?? ((line: string) => console.log(line));
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= (async () => {
      try {
        const r = await options.db.query<{ n: number }>('select public.complete_finished_bookings() as n');
        const completed = r.rows[0]?.n ?? 0;
        if (completed > 0) log(`schedule: ${completed} booking(s) completed`);
        // Messaging's, the quotes', standing's and the purge's steps fail on their own: a failure there still
        // lets the booking mails and payouts run.
        for (const sql of [
          'select public.queue_message_emails()',
          'select public.delete_expired_messages()',
          'select public.expire_quotes()',
          'select public.refresh_vendor_standings()',
          'select public.purge_deleted_accounts()',
          'select public.queue_event_reminders()',
        ]) {
          await options.db.query(sql).catch((err: Error) => log(`schedule: ${err.message}`));
        }
        for (const fn of [
          'booking-emails',
          'message-emails',
          'quote-emails',
          'calendar/reminders',
          'payouts',
          'cleanup-uploads',
        ]) {
          const res = await fetch(`${options.apiUrl.replace(/\/+$/, '')}/functions/v1/${fn}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${options.serviceRoleKey}`,
              'content-type': 'application/json',
            },
            body: '{}',
          });
          const answer = await res.text();
          if (!fn.endsWith('-emails') && fn !== 'calendar/reminders' && !res.ok)
            log(`schedule: ${fn} ${res.status} ${answer.slice(0, 200)}`);
        }
        return completed;
      } catch (err) {
        log(`schedule: ${(err as Error).message}`);
        return 0;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  void runOnce();
  const timer = setInterval(() => void runOnce(), options.everyMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer), runOnce };
}
