/** The Terms' rule the dashboard counts down to. */
export const QUOTE_REPLY_RULE = 'Vendors must reply to booking requests within 12 hours';

/**
 * A span of time, short and rounded down so that it never reads longer than it is: 45 s → 'under a minute',
 * 600 s → '10 min', 8100 s → '2 h 15 min', 7200 s → '2 h', 93600 s → '1 d 2 h'.
 */
export function formatSpan(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

export interface ReplyDeadline {
  /** Past the deadline. */
  overdue: boolean;
  /** Under 2 hours left: shown as urgent. */
  soon: boolean;
  text: string;
}

/**
 * The time left to answer a request under the 12-hour rule, from its `reply_due_at`.
 * Examples (now 10:00): due 15:30 → '5 h 30 min left to reply'; due 11:00 → '1 h left to reply' (soon);
 * due 09:15 → 'Reply overdue by 45 min' (overdue); due 10:00 exactly → 'Reply overdue by under a minute'.
 */
export function replyDeadline(replyDueAt: string, now: Date = new Date()): ReplyDeadline {
  const seconds = (Date.parse(replyDueAt) - now.getTime()) / 1000;
  if (seconds <= 0) return { overdue: true, soon: false, text: `Reply overdue by ${formatSpan(-seconds)}` };
  return { overdue: false, soon: seconds < 2 * 3600, text: `${formatSpan(seconds)} left to reply` };
}

/**
 * When the request itself expires (`respond_by`), relative to now.
 * Examples (now Nov 28 10:00): Nov 30 10:00 → 'Expires in 2 d'; Nov 28 09:00 → 'Expired'.
 */
export function requestExpiry(respondBy: string, now: Date = new Date()): string {
  const seconds = (Date.parse(respondBy) - now.getTime()) / 1000;
  return seconds <= 0 ? 'Expired' : `Expires in ${formatSpan(seconds)}`;
}

/**
 * The response rate line: ({answered_within_12h: 9, requests: 10}) → 'Answered within 12 hours: 9 of 10 in
 * the last 90 days'; no requests → 'No quote requests in the last 90 days.'
 */
export function responseRateText(rate: { answered_within_12h: number; requests: number }): string {
  if (rate.requests === 0) return 'No quote requests in the last 90 days.';
  return `Answered within 12 hours: ${rate.answered_within_12h} of ${rate.requests} in the last 90 days`;
}
