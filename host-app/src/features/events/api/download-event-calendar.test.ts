import { describe, expect, it } from 'vitest';
import { eventCalendarUrl } from './download-event-calendar';

describe('eventCalendarUrl', () => {
  it("is the calendar function's event file", () => {
    expect(eventCalendarUrl('https://abc.supabase.co/', '00000000-0000-4000-8000-0000000000e1')).toBe(
      'https://abc.supabase.co/functions/v1/calendar/event/00000000-0000-4000-8000-0000000000e1.ics',
    );
  });
});
