import { MESSAGE_CONTACT_PLACEHOLDER } from '@partyeasy/shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from './support/database.js';

// The contact-details rule of messaging (issue 43 point 6) as worked examples: public.mask_contact_details on
// PostgreSQL and on the PGlite engine of the local stack, input → output. What counts and what does not is listed in docs/messaging.md; the examples
// below are that list.

const X = MESSAGE_CONTACT_PLACEHOLDER;

/** Contact details: each is replaced, the words around them stay. */
const masked: [string, string][] = [
  // e-mail addresses
  ['Write to dj.nova+events@gmail.com please', `Write to ${X} please`],
  ['MAIL: Anna_B@Example.CO.UK', `MAIL: ${X}`],
  ['anna @ gmail.com', X],
  ['anna at gmail dot com', X],
  ['anna AT gmail DOT com', X],
  ['anna(at)gmail(dot)com', X],
  ['anna [at] gmail [dot] com!', `${X}!`],
  ['anna {at} mail {dot} yahoo {dot} com', X],
  ['my email is anna at outlook.com', `my email is anna at ${X}`],
  ['anna at gmail.co dot uk', X],
  // web links
  ['See https://djnova.example/mixes?x=1.', `See ${X}.`],
  ['(http://foo.bar/baz)', `(${X})`],
  ['www.djnova.events', X],
  ['Book at WWW.Example.com/book now', `Book at ${X} now`],
  ['my site: djnova.com', `my site: ${X}`],
  ['example.com/x and instagram.com/djnova', `${X} and ${X}`],
  ['Find me on fb.me/djnova, thanks', `Find me on ${X}, thanks`],
  ['linktr.ee is not listed but bit.ly/abc is', `linktr.ee is not listed but ${X} is`],
  // phone numbers
  ['Call (512) 555-1234', `Call ${X}`],
  ['call 512-555-1234 or 512.555.1234', `call ${X} or ${X}`],
  ['text 512 555 1234 today', `text ${X} today`],
  ['5125551234', X],
  ['+1 512 555 1234', X],
  ['1-800-555-1234', X],
  ['+44 20 7946 0958 (London)', `${X} (London)`],
  ['WhatsApp +4915123456789', `WhatsApp ${X}`],
  ['Phone:512-555-1234.', `Phone:${X}.`],
  // several at once
  ['Call 512-555-1234 or mail a@b.io', `Call ${X} or mail ${X}`],
];

/** Not contact details: unchanged. */
const kept: string[] = [
  'Can you do Saturday 12/14/2026 from 7:00 pm to 11:00 pm?',
  'The party is on 2026-12-14 10:00-14:00.',
  'Budget is $1,500.00 for 3-4 hours, 120 guests.',
  'Our budget: $800-1200, or 10000-20000 at most.',
  'Venue zip is 78701, Austin TX.',
  'We expect 150 - 200 guests from 6.30pm to 10.30pm',
  'Order #20261214 for 2 adults +10 kids',
  'Meet at noon. Come early, park at the back.',
  'We are at home dot matrix printers',
  'I love Node.js and ASP-style sites, e.g. a.m. or p.m. times, St. Louis.',
  'Version 1.2.3 and 3.5 hours',
  'Price per guest 12.50, 2 x 300',
  '<b>bold</b> *markup* [link](not a url)',
  'Call me when you can!',
  'The booking 00000000-0000-4000-8000-00000000d002 is fine',
];

describe.each(['postgres', 'pglite'] as const)('contact details in messages on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind, { seed: false });
  });
  afterAll(async () => {
    await t?.drop();
  });
  const mask = async (text: string) =>
    (await t.db.query<{ m: string }>('select public.mask_contact_details($1) as m', [text])).rows[0]!.m;

  it.each(masked)('masks %j', async (input, output) => {
    expect(await mask(input)).toBe(output);
  });

  it.each(kept.map((s) => [s]))('keeps %j', async (input) => {
    expect(await mask(input)).toBe(input);
  });

  it('uses the placeholder shared-domain shows', async () => {
    const r = await t.db.query<{ p: string }>('select public.message_contact_placeholder() as p');
    expect(r.rows[0]!.p).toBe(MESSAGE_CONTACT_PLACEHOLDER);
  });
});
