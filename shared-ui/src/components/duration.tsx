import { formatDuration } from '@partyeasy/shared-domain';

export interface DurationProps {
  /** Hours as stored on a booking; blank, negative or non-numeric values render nothing. */
  hours: number | string | null | undefined;
}

/** A duration as the dashboards show it: '30 minutes', '1 hour', '2.5 hours'. */
export function Duration({ hours }: DurationProps) {
  const text = formatDuration(hours);
  return text ? <span>{text}</span> : null;
}
