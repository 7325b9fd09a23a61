/** What `vendor_response_time` answers for a listing. */
export interface ResponseTime {
  median_seconds: number | null;
  conversations: number;
  label: ResponseTimeLabel | null;
}

export type ResponseTimeLabel = 'within an hour' | 'within a few hours' | 'within a day';

const LABELS: readonly ResponseTimeLabel[] = ['within an hour', 'within a few hours', 'within a day'];

/**
 * The profile's line for a listing's response time, or null when there is nothing to say (fewer than 3
 * conversations, slower than a day, or an answer this page does not know):
 * `{ label: 'within a few hours' }` → 'Usually responds within a few hours'.
 */
export function responseTimeText(
  responseTime: Pick<ResponseTime, 'label'> | null | undefined,
): string | null {
  const label = responseTime?.label;
  if (!label || !LABELS.includes(label)) return null;
  return `Usually responds ${label}`;
}
