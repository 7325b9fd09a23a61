import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  escapeIcalText,
  foldIcalLine,
  type IcalCalendar,
  type IcalEvent,
  icalCalendar,
  icalEventSpan,
  icalUid,
  icalUtc,
} from './ical.ts';

/** What ical.js reads back of a text: line breaks as \n, no control characters (TEXT cannot hold them). */
const clean = (s: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters TEXT cannot hold
  s.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

const octets = (s: string) => new TextEncoder().encode(s).length;

/** What RFC 5545 asks of the text itself (ical.js is tolerant of both): CRLF only, ≤ 75 octets a line. */
function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
}

/** The VEVENTs as ical.js reads them. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)),
  };
}

const party: IcalEvent = {
  uid: icalUid('event', '5b0c1a52-3c1e-4c55-9a55-0d1f7f0e6d01'),
  date: '2026-12-12',
  time: '18:00',
  timeZone: 'America/Chicago',
  hours: 4,
  summary: "Sam's 40th",
  location: 'Austin',
  description: 'DJ Nova: 6:00 PM – 10:00 PM',
  url: 'http://localhost:3000/events/5b0c1a52-3c1e-4c55-9a55-0d1f7f0e6d01',
  updatedAt: new Date('2026-11-20T10:00:00Z'),
};

const stamp = new Date('2026-11-28T19:30:05.123Z');

describe('escapeIcalText', () => {
  it.each([
    ['Bar, grill; more', 'Bar\\, grill\\; more'],
    ['C:\\path', 'C:\\\\path'],
    ['one\r\ntwo\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['tab\tkept, bell\u0007 dropped', 'tab\tkept\\, bell dropped'],
    ['Café “Ñandú” 🎉', 'Café “Ñandú” 🎉'],
  ])('%j → %j', (input, expected) => {
    expect(escapeIcalText(input)).toBe(expected);
  });
});

describe('foldIcalLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th octet onto a continuation line', () => {
    expect(foldIcalLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldIcalLine('a'.repeat(80))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(5)}`);
    // continuation lines hold 74 characters after their space
    expect(foldIcalLine('b'.repeat(75 + 74 + 1)).split('\r\n')).toEqual([
      'b'.repeat(75),
      ` ${'b'.repeat(74)}`,
      ' b',
    ]);
  });

  it('counts UTF-8 octets and never splits a character', () => {
    // 'é' is 2 octets: 37 of them are 74 octets, the 38th would make 76
    const folded = foldIcalLine('é'.repeat(40));
    expect(folded.split('\r\n')).toEqual(['é'.repeat(37), ` ${'é'.repeat(3)}`]);
    // '🎉' is 4 octets (a surrogate pair in JavaScript)
    const emoji = foldIcalLine(`SUMMARY:${'🎉'.repeat(20)}`);
    expect(emoji.split('\r\n').map(octets)).toEqual([72, 17]);
    expect(emoji.replace(/\r\n /g, '')).toBe(`SUMMARY:${'🎉'.repeat(20)}`);
  });

  it('unfolds to the same line, with every physical line ≤ 75 octets, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
        const line = `DESCRIPTION:${escapeIcalText(s)}`;
        const folded = foldIcalLine(line);
        for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  }, 30_000);
});

describe('icalUtc and icalEventSpan', () => {
  it('writes UTC DATE-TIME values without fractions', () => {
    expect(icalUtc(stamp)).toBe('20261128T193005Z');
  });

  it.each([
    // CST is UTC−6: 6 PM on 12 December is midnight UTC of the 13th
    ['2026-12-12', '18:00', 'America/Chicago', 4, '20261213T000000Z', '20261213T040000Z'],
    // CDT is UTC−5 in July
    ['2026-07-04', '19:00:00', 'America/Chicago', 2.5, '20260705T000000Z', '20260705T023000Z'],
    // a party across the US fall-back night lasts its 4 real hours
    ['2026-10-31', '23:00', 'America/New_York', 4, '20261101T030000Z', '20261101T070000Z'],
    // Auckland is UTC+13 in summer: the event starts the previous day in UTC
    ['2026-12-31', '20:00', 'Pacific/Auckland', 5, '20261231T070000Z', '20261231T120000Z'],
  ])('%s %s in %s for %s h → %s – %s', (date, time, timeZone, hours, start, end) => {
    const span = icalEventSpan({ date, time, timeZone, hours });
    expect([icalUtc(span.start), icalUtc(span.end)]).toEqual([start, end]);
  });
});

describe('icalCalendar', () => {
  it('writes the calendar and each entry as RFC 5545 text', () => {
    const text = icalCalendar({ name: 'PartyEasy: Hannah', stamp, events: [party] }, 'America/Chicago');
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//PartyEasy//Calendar 1.0//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:PartyEasy: Hannah',
      'X-WR-TIMEZONE:America/Chicago',
      'BEGIN:VEVENT',
      'UID:event-5b0c1a52-3c1e-4c55-9a55-0d1f7f0e6d01@partyeasy',
      'DTSTAMP:20261128T193005Z',
      'DTSTART:20261213T000000Z',
      'DTEND:20261213T040000Z',
      "SUMMARY:Sam's 40th",
      'LOCATION:Austin',
      'DESCRIPTION:DJ Nova: 6:00 PM – 10:00 PM',
      'URL:http://localhost:3000/events/5b0c1a52-3c1e-4c55-9a55-0d1f7f0e6d01',
      'LAST-MODIFIED:20261120T100000Z',
      'SEQUENCE:27943200',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expectWellFormed(text);
  });

  it('is read back by ical.js with the same times, texts and UIDs', () => {
    const long = `${'Bring: speakers, lights; a \\ backslash.\n'.repeat(6)}Ünïcödé 🎉 at the end`;
    const calendar: IcalCalendar = {
      name: 'PartyEasy: DJ Nova, bookings',
      stamp,
      events: [
        party,
        {
          uid: icalUid('booking', '7d1e2b63-4d2f-4d66-8b66-1e2f8f1f7e02'),
          date: '2026-10-31',
          time: '23:00:00',
          timeZone: 'America/New_York',
          hours: 4.5,
          summary: 'DJ Nova, Hannah; 80 guests',
          location: '12 Main St, Apt 3; back door',
          description: long,
          cancelled: true,
        },
      ],
    };
    const text = icalCalendar(calendar);
    expectWellFormed(text);
    const { calendar: parsed, events } = parse(text);
    // ical.js does not know X-WR-CALNAME, so it gives the value as written (escaped as TEXT, as Apple reads it)
    expect(parsed.getFirstPropertyValue('x-wr-calname')).toBe('PartyEasy: DJ Nova\\, bookings');
    expect(parsed.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events.map((e) => e.uid)).toEqual([
      'event-5b0c1a52-3c1e-4c55-9a55-0d1f7f0e6d01@partyeasy',
      'booking-7d1e2b63-4d2f-4d66-8b66-1e2f8f1f7e02@partyeasy',
    ]);
    expect(
      events.map((e) => [e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()]),
    ).toEqual([
      ['2026-12-13T00:00:00.000Z', '2026-12-13T04:00:00.000Z'],
      ['2026-11-01T03:00:00.000Z', '2026-11-01T07:30:00.000Z'],
    ]);
    expect(events[1]!.summary).toBe('DJ Nova, Hannah; 80 guests');
    expect(events[1]!.location).toBe('12 Main St, Apt 3; back door');
    expect(events[1]!.description).toBe(long);
    expect(events[1]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('round-trips any entry through ical.js', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 120 });
    fc.assert(
      fc.property(
        fc.record({
          summary: text,
          description: text,
          location: text,
          day: fc.integer({ min: 0, max: 3650 }),
          minutes: fc.integer({ min: 0, max: 47 }).map((n) => n * 30),
          hours: fc.integer({ min: 2, max: 48 }).map((n) => n / 2),
          timeZone: fc.constantFrom(
            'America/Chicago',
            'America/Los_Angeles',
            'Europe/London',
            'Pacific/Auckland',
          ),
        }),
        (e) => {
          const date = new Date(Date.UTC(2026, 0, 1 + e.day)).toISOString().slice(0, 10);
          const time = `${String(Math.floor(e.minutes / 60)).padStart(2, '0')}:${String(e.minutes % 60).padStart(2, '0')}`;
          const event: IcalEvent = { ...e, uid: icalUid('booking', `x${e.day}`), date, time };
          const out = icalCalendar({ name: e.summary, stamp, events: [event] });
          expectWellFormed(out);
          const parsed = parse(out).events[0]!;
          const span = icalEventSpan(event);
          expect(parsed.startDate.toJSDate().getTime()).toBe(span.start.getTime());
          expect(parsed.endDate.toJSDate().getTime() - span.start.getTime()).toBe(e.hours * 3_600_000);
          expect(parsed.summary).toBe(clean(e.summary));
          if (clean(e.description)) expect(parsed.description).toBe(clean(e.description));
          if (clean(e.location)) expect(parsed.location).toBe(clean(e.location));
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);

  it('writes an empty calendar that ical.js accepts', () => {
    const text = icalCalendar({ name: 'Nothing yet', stamp, events: [] });
    expectWellFormed(text);
    expect(parse(text).events).toEqual([]);
  });
});
