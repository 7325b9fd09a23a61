/** The Terms of Service's rule the dashboard shows the vendor's figure beside. */
export const REPLY_RULE = 'Vendors must reply to messages within 24 hours';
/** The rule's limit, in seconds. */
export const REPLY_RULE_SECONDS = 24 * 60 * 60;

/**
 * A median reply time, short: 45 → 'under a minute', 600 → '10 min', 8100 → '2 h 15 min', 7200 → '2 h',
 * 93600 → '1 d 2 h'. Minutes are rounded down, so a figure never reads faster than it was.
 */
export function formatReplyTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** Whether a median reply time keeps to the 24-hour rule (exactly 24 hours does). */
export function keepsReplyRule(seconds: number): boolean {
  return seconds <= REPLY_RULE_SECONDS;
}

/** '1 conversation is waiting for your reply', '3 conversations are waiting …', or none. */
export function waitingText(waiting: number): string {
  if (waiting <= 0) return 'No conversation is waiting for your reply.';
  return waiting === 1
    ? '1 conversation is waiting for your reply.'
    : `${waiting} conversations are waiting for your reply.`;
}
