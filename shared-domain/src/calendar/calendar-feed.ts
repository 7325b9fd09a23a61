/**
 * The addresses of an account's calendar feed (the calendar function's GET /calendar/feed/<token>.ics):
 * `https` for "add by URL" in Google Calendar and for e-mails, `webcal` for the link that opens the
 * subscription dialog of Apple Calendar (and of Outlook and Google on most systems).
 * Example: ('https://abc.supabase.co/', 'f00…') → { https: 'https://abc.supabase.co/functions/v1/calendar/feed/f00….ics',
 * webcal: 'webcal://abc.supabase.co/functions/v1/calendar/feed/f00….ics' }.
 */
export function calendarFeedUrls(apiUrl: string, token: string): { https: string; webcal: string } {
  const https = `${apiUrl.replace(/\/+$/, '')}/functions/v1/calendar/feed/${encodeURIComponent(token)}.ics`;
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') };
}

/** Where the event's calendar file is downloaded (with the host's access token). */
export function calendarEventFileUrl(apiUrl: string, eventId: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/functions/v1/calendar/event/${encodeURIComponent(eventId)}.ics`;
}
