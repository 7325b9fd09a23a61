import { calendarEventFileUrl } from '@partyeasy/shared-domain';
import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';
import { useMutation } from '@tanstack/react-query';

/**
 * Downloads the event's iCalendar file: fetched with the host's token (a plain link cannot send it) and saved
 * as '<name>.ics' by the browser. Rejects with a sentence for the host.
 */
export async function downloadEventCalendar({ eventId, name }: { eventId: string; name: string }) {
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('Please log in again to download the calendar file.');
  let response: Response;
  try {
    response = await fetch(calendarEventFileUrl(getRuntimeConfig().supabaseUrl, eventId), {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new Error("We couldn't download the calendar file. Please try again.");
  }
  if (!response.ok) throw new Error("We couldn't download the calendar file. Please try again.");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'event'}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download from the object URL by now.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadEventCalendar() {
  return useMutation({ mutationFn: downloadEventCalendar });
}
