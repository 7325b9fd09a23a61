import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type FeedEntry, feedCalendar, timeRangeText, whenText } from './feed.ts';
import { type ReminderFacts, reminderMail } from './message.ts';

const EVENT = '5b0c1a52-3c1e-4c55-9a55-0d1f7f0e6d01';
const BOOKING = '7d1e2b63-4d2f-4d66-8b66-1e2f8f1f7e02';
const site = 'http://localhost:3000';

describe('whenText', () => {
  it('names the day, the times and the zone', () => {
    expect(whenText('2026-12-12', '18:00:00', 4, 'America/Chicago')).toBe(
      'Saturday, December 12, 2026, 6:00 PM – 10:00 PM (America/Chicago time)',
    );
    expect(timeRangeText('22:00', 3)).toBe('10:00 PM – 1:00 AM the next day');
    expect(timeRangeText('09:30', 2.5)).toBe('9:30 AM – 12:00 PM');
  });
});

describe('feedCalendar', () => {
  const entries: FeedEntry[] = [
    {
      kind: 'event',
      event_id: EVENT,
      name: "Sam's 40th",
      date: '2026-12-12',
      time: '18:00:00',
      hours: 4,
      time_zone: 'America/Chicago',
      city: 'Austin',
      guest_count: 80,
      updated_at: '2026-11-20T10:00:00+00:00',
    },
    {
      kind: 'vendor',
      booking_id: BOOKING,
      event_id: EVENT,
      event_name: "Sam's 40th",
      date: '2026-12-12',
      time: '17:30:00',
      hours: 4.5,
      time_zone: 'America/Chicago',
      vendor_name: 'DJ Nova',
      servicetype: 'DJ',
      host_name: 'Hannah',
      guest_count: 80,
      location: '12 Main St, Austin',
      package: 'Gold',
      status: 'paid',
      updated_at: '2026-11-21T10:00:00+00:00',
    },
  ];

  it('writes an event and a booking that ical.js reads with their times, places and links', () => {
    const text = feedCalendar(
      { name: 'Hannah', time_zone: 'America/Chicago', entries },
      site,
      'PartyEasy: Hannah',
      new Date('2026-11-28T12:00:00Z'),
    );
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    expect(
      events.map((e) => ({
        uid: e.uid,
        start: e.startDate.toJSDate().toISOString(),
        end: e.endDate.toJSDate().toISOString(),
        summary: e.summary,
        location: e.location,
        url: e.component.getFirstPropertyValue('url'),
      })),
    ).toEqual([
      {
        uid: `event-${EVENT}@partyeasy`,
        start: '2026-12-13T00:00:00.000Z',
        end: '2026-12-13T04:00:00.000Z',
        summary: "Sam's 40th",
        location: 'Austin',
        url: `${site}/events/${EVENT}`,
      },
      {
        uid: `booking-${BOOKING}@partyeasy`,
        start: '2026-12-12T23:30:00.000Z',
        end: '2026-12-13T04:00:00.000Z',
        summary: 'PartyEasy booking: Hannah, 80 guests',
        location: '12 Main St, Austin',
        url: `${site}/vendor`,
      },
    ]);
    expect(events[1]!.description).toBe(
      'DJ Nova: booked by Hannah on PartyEasy.\nSaturday, December 12, 2026, 5:30 PM – 10:00 PM (America/Chicago time)\n80 guests, 4.5 hours\nPackage: Gold',
    );
  });
});

describe('reminderMail', () => {
  const facts: ReminderFacts = {
    recipient: 'host',
    name: 'Hannah',
    title: "Sam's 40th",
    eventId: EVENT,
    date: '2026-12-12',
    time: '18:00:00',
    hours: 4,
    timeZone: 'America/Chicago',
    location: 'Austin',
    guests: 80,
    vendorName: null,
    hostName: 'Hannah',
    vendors: [
      { name: 'DJ Nova', time: '18:00:00', hours: 4 },
      { name: 'Shaken & Stirred', time: '19:00:00', hours: 3 },
    ],
    siteUrl: site,
    feedUrl: `http://127.0.0.1:54321/functions/v1/calendar/feed/${'a'.repeat(64)}.ics`,
  };

  it("tells the host when, in the event's zone, who is booked, and links the event and the calendar", () => {
    const mail = reminderMail(facts);
    expect(mail.subject).toBe("Reminder: Sam's 40th is on Saturday, December 12, 2026");
    expect(mail.text).toBe(
      `${[
        'Hi Hannah,',
        "Sam's 40th is coming up: Saturday, December 12, 2026, 6:00 PM – 10:00 PM (America/Chicago time), Austin, 80 guests.",
        'Booked vendors:\nDJ Nova: 6:00 PM – 10:00 PM\nShaken & Stirred: 7:00 PM – 10:00 PM',
        `See your event: ${site}/events/${EVENT}`,
        `Your PartyEasy calendar (subscribe in Google or Apple Calendar): ${facts.feedUrl}`,
      ].join('\n\n')}\n`,
    );
    expect(mail.html).toContain('Shaken &amp; Stirred');
  });

  it('tells the vendor whose booking it is, and the host of a booking without an event which vendor', () => {
    const vendor = reminderMail({
      ...facts,
      recipient: 'vendor',
      name: 'Nova',
      vendorName: 'DJ Nova',
      eventId: null,
    });
    expect(vendor.subject).toBe("Reminder: Hannah's booking is on Saturday, December 12, 2026");
    expect(vendor.text).toContain(
      "Hannah's booking of DJ Nova is coming up: Saturday, December 12, 2026, 6:00 PM – 10:00 PM (America/Chicago time), Austin, 80 guests.",
    );
    expect(vendor.text).toContain(`See your bookings: ${site}/vendor\n`);
    const single = reminderMail({
      ...facts,
      eventId: null,
      title: null,
      vendorName: 'DJ Nova',
      vendors: null,
    });
    expect(single.subject).toBe('Reminder: DJ Nova is booked for Saturday, December 12, 2026');
    expect(single.text).toContain(`See your bookings: ${site}/dashboard\n`);
  });

  it('keeps names on one line and escapes markup', () => {
    const mail = reminderMail({ ...facts, title: '<b>Party</b>\nBcc: x' });
    expect(mail.subject).not.toContain('\n');
    expect(mail.html).not.toContain('<b>');
  });
});
