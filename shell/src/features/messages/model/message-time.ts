const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayOfYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function sameDay(a: Date, b: Date) {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * When a message was sent, in the reader's time zone: the time alone today, else the day and time.
 * Examples (now Nov 28, 2026 15:00): Nov 28 14:05 → '2:05 PM'; Nov 27 09:30 → 'Nov 27, 9:30 AM'.
 */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return sameDay(at, now) ? time.format(at) : dayAndTime.format(at);
}

/**
 * The inbox's date of a conversation's last message: the time today, the day this year, else the full date.
 * Examples (now Nov 28, 2026): Nov 28 14:05 → '2:05 PM'; Mar 3, 2026 → 'Mar 3'; Dec 30, 2025 → 'Dec 30, 2025'.
 */
export function formatInboxTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (sameDay(at, now)) return time.format(at);
  return at.getFullYear() === now.getFullYear() ? day.format(at) : dayOfYear.format(at);
}
