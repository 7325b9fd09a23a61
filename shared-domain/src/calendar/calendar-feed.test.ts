import { describe, expect, it } from 'vitest';
import { calendarEventFileUrl, calendarFeedUrls } from './calendar-feed.ts';

const token = 'a'.repeat(64);

describe('calendarFeedUrls', () => {
  it('gives the feed as https and as webcal', () => {
    expect(calendarFeedUrls('https://abc.supabase.co/', token)).toEqual({
      https: `https://abc.supabase.co/functions/v1/calendar/feed/${token}.ics`,
      webcal: `webcal://abc.supabase.co/functions/v1/calendar/feed/${token}.ics`,
    });
    expect(calendarFeedUrls('http://localhost:54321', token).webcal).toBe(
      `webcal://localhost:54321/functions/v1/calendar/feed/${token}.ics`,
    );
  });

  it("gives an event's file", () => {
    expect(calendarEventFileUrl('http://localhost:54321/', 'e1')).toBe(
      'http://localhost:54321/functions/v1/calendar/event/e1.ics',
    );
  });
});
