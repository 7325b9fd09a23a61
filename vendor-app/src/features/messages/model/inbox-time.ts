import dayjs from 'dayjs';

/**
 * When an inbox row's last message came, in the viewer's zone: today '3:05 PM', earlier this year 'Nov 2',
 * before that 'Dec 30, 2025'.
 */
export function inboxTime(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso);
  const today = dayjs(now);
  if (at.isSame(today, 'day')) return at.format('h:mm A');
  if (at.isSame(today, 'year')) return at.format('MMM D');
  return at.format('MMM D, YYYY');
}
