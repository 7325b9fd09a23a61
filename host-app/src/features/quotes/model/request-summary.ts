import { formatDuration, formatLongDate, formatMoney, formatTime12h } from '@partyeasy/shared-domain';
import type { QuoteRequest } from './types';

/**
 * The request in one line: 'Saturday, December 12, 2026 at 6:00 PM · 4 hours · 80 guests · Austin'
 * (with ' · Budget $1,500.00' when one was given).
 */
export function requestSummary(
  request: Pick<
    QuoteRequest,
    'event_date' | 'start_time' | 'duration_hours' | 'guest_count' | 'location' | 'budget_cents'
  >,
): string {
  const parts = [
    `${formatLongDate(request.event_date)} at ${formatTime12h(request.start_time)}`,
    formatDuration(request.duration_hours),
    `${request.guest_count} ${request.guest_count === 1 ? 'guest' : 'guests'}`,
    request.location,
  ];
  if (request.budget_cents !== null) parts.push(`Budget ${formatMoney(request.budget_cents)}`);
  return parts.join(' · ');
}
