import { userTextProblem } from '@partyeasy/shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids } from './support/actors.js';
import { freshDatabase, type TestDatabase } from './support/database.js';

// The one rule for user-written text (issue 41, class 3): shared-domain userTextProblem and the database's
// public.user_text_problem give the same answer for every character of the ranges involved, and every table of
// user-written text refuses, through its check, what the rule refuses. On PostgreSQL and on PGlite.

/** Every code point whose class the rule names, with its neighbours, plus ordinary letters and emoji. */
function codePoints(): number[] {
  const ranges: [number, number][] = [
    [0x01, 0xff],
    [0x034e, 0x0350],
    [0x061b, 0x061d],
    [0x115e, 0x1161],
    [0x167f, 0x1681],
    [0x17b3, 0x17b6],
    [0x180a, 0x1810],
    [0x1fff, 0x2070],
    [0x27ff, 0x2801],
    [0x2fff, 0x3001],
    [0x3163, 0x3165],
    [0xfdff, 0xfe10],
    [0xfefe, 0xff00],
    [0xff9f, 0xffa1],
  ];
  const out: number[] = [0x05d0, 0x0627, 0x1f389, 0x1f468];
  for (const [from, to] of ranges) for (let c = from; c <= to; c += 1) out.push(c);
  return out;
}

describe.each(['postgres', 'pglite'] as const)('one rule for user text on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind, { seed: true });
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('agrees with shared-domain for each character alone and next to a letter', async () => {
    const samples = codePoints().flatMap((c) => {
      const ch = String.fromCodePoint(c);
      return [ch, `a${ch}`, `${ch}${ch}`];
    });
    const { rows } = await t.db.query<{ i: number; problem: string | null }>(
      'select i::int - 1 as i, public.user_text_problem(x) as problem from unnest($1::text[]) with ordinality u(x, i)',
      [samples],
    );
    const mismatches = rows
      .map((r) => ({
        text: [...(samples[r.i] as string)].map((ch) => ch.codePointAt(0)?.toString(16)),
        sql: r.problem,
        js: userTextProblem(samples[r.i]) ?? null,
      }))
      .filter((m) => m.sql !== m.js);
    expect(mismatches).toEqual([]);
    expect(rows.length).toBe(samples.length);
  });

  it('gives the worked examples the same answers as the unit tests', async () => {
    const examples: [string, string | null][] = [
      ['Great DJ', null],
      ['Line one\nLine two\r\n\ttabbed', null],
      ['👨‍👩‍👧 family', null],
      ['\u200Bhi', null],
      ['\u200B\u200B\u200B', 'blank'],
      [' \u00A0\u3000\uFEFF ', 'blank'],
      ['\u3164\u115F\uFFA0', 'blank'],
      ['Avoid \u202Egnp.exe', 'direction'],
      ['\u2066isolated\u2069', 'direction'],
      ['bell\u0007', 'control'],
      ['esc\u001B[31m', 'control'],
      ['c1\u0085', 'control'],
    ];
    for (const [text, problem] of examples) {
      const { rows } = await t.db.query<{ p: string | null; ok: boolean; required: boolean }>(
        'select public.user_text_problem($1) as p, public.user_text_ok($1) as ok, public.user_text_ok($1, true) as required',
        [text],
      );
      expect(rows[0], JSON.stringify(text)).toEqual({
        p: problem,
        ok: problem === null || problem === 'blank',
        required: problem === null,
      });
    }
  });

  // Each user-text column: a good value passes, and each refused kind of value is refused by the check.
  const owner = ids.ownVendor;
  const columns: { table: string; column: string; required: boolean; where: string }[] = [
    { table: 'public.reviews', column: 'title', required: true, where: 'hidden_at is not null' },
    { table: 'public.reviews', column: 'body', required: true, where: 'hidden_at is not null' },
    { table: 'public.reviews', column: 'hidden_reason', required: true, where: 'hidden_at is not null' },
    { table: 'public.review_replies', column: 'body', required: true, where: 'true' },
    { table: 'public.review_moderation', column: 'reason', required: true, where: 'true' },
    { table: 'public.bookings', column: 'special_instructions', required: false, where: 'true' },
    { table: 'public.bookings', column: 'event_location', required: false, where: 'true' },
    { table: 'public.bookings', column: 'customer_name', required: false, where: 'true' },
    { table: 'public.bookings', column: 'cancellation_reason', required: false, where: 'true' },
    { table: 'public.users', column: 'name', required: false, where: 'true' },
    { table: 'public.users', column: 'phone_number', required: false, where: 'true' },
    { table: 'public.vendors', column: 'name', required: true, where: `id = '${owner}'` },
    { table: 'public.vendors', column: 'servicetype', required: true, where: `id = '${owner}'` },
    { table: 'public.vendors', column: 'bio', required: false, where: `id = '${owner}'` },
    { table: 'public.vendors', column: 'phone', required: false, where: `id = '${owner}'` },
    { table: 'public.vendors', column: 'rejection_reason', required: false, where: `id = '${owner}'` },
    { table: 'public."Packages"', column: 'name', required: true, where: 'true' },
    { table: 'public."Packages"', column: 'description', required: false, where: 'true' },
    { table: 'public.addons', column: 'item', required: true, where: 'true' },
    { table: 'public.availability', column: 'time_slot_text', required: false, where: 'true' },
    { table: 'public.time_slot_templates', column: 'display_text', required: false, where: 'true' },
  ];

  async function seedReviewRows() {
    const { rows } = await t.db.query<{ id: string }>(
      `select id from public.bookings where payment_status in ('paid', 'completed') limit 1`,
    );
    const booking = rows[0]?.id as string;
    const review = await t.db.query<{ id: string }>(
      `insert into public.reviews (booking_id, vendor_id, user_id, rating, title, body, reviewer_first_name, event_month,
         hidden_at, hidden_by, hidden_reason)
       select b.id, b.vendor_id, $2, 4, 'Fine', 'Fine night.', 'Hannah', date_trunc('month', b.booking_date)::date,
              now(), $3, 'Personal data'
         from public.bookings b where b.id = $1
       on conflict (booking_id) do update set title = excluded.title
       returning id`,
      [booking, ids.host, ids.admin],
    );
    const id = review.rows[0]?.id;
    await t.db.query(
      `insert into public.review_replies (review_id, vendor_id, body)
       select r.id, r.vendor_id, 'Thanks' from public.reviews r where r.id = $1 on conflict do nothing`,
      [id],
    );
    await t.db.query(
      `insert into public.review_moderation (review_id, action, reason, admin_id) values ($1, 'hidden', 'Spam', $2)`,
      [id, ids.admin],
    );
  }

  it.each(columns.map((c) => [`${c.table}.${c.column}`, c] as const))(
    '%s refuses control and direction characters',
    async (_, c) => {
      if (c.table.includes('review')) await seedReviewRows();
      const { rows } = await t.db.query<{ ctid: string; value: string | null }>(
        `select ctid::text, "${c.column}"::text as value from ${c.table} where ${c.where} limit 1`,
      );
      const row = rows[0];
      expect(row, `a row of ${c.table}`).toBeDefined();
      // The pool gives no transaction across statements: an accepted write is put back right away.
      const refused = async (value: string) => {
        try {
          const r = await t.db.query(
            `update ${c.table} set "${c.column}" = $1 where ctid = $2::tid returning ctid::text`,
            [value, row?.ctid],
          );
          const ctid = (r.rows[0] as { ctid: string } | undefined)?.ctid;
          await t.db.query(`update ${c.table} set "${c.column}" = $1 where ctid = $2::tid`, [
            row?.value,
            ctid,
          ]);
          const back = await t.db.query<{ ctid: string }>(
            `select ctid::text from ${c.table} where ${c.where} and "${c.column}"::text is not distinct from $1 limit 1`,
            [row?.value],
          );
          if (row) row.ctid = back.rows[0]?.ctid ?? row.ctid;
          return false;
        } catch (err) {
          return (err as { code?: string }).code === '23514';
        }
      };
      expect(await refused('Fine text'), 'ordinary text').toBe(false);
      expect(await refused('Avoid \u202Egnp.exe'), 'direction override').toBe(true);
      expect(await refused('a\u2066b'), 'direction isolate').toBe(true);
      expect(await refused('bell\u0007'), 'control character').toBe(true);
      expect(await refused('c1\u009B'), 'C1 control character').toBe(true);
      expect(await refused('\u200B\u200C\u200D'), 'zero-width only').toBe(c.required);
    },
  );

  it('refuses blank and unsafe qualifications of a listing', async () => {
    for (const list of [['DJ school', '\u200B'], ['RTL \u202Eoverride'], ['tab\tok', 'bell\u0007']]) {
      await expect(
        t.db.query('update public.vendors set qualifications = $1 where id = $2', [list, owner]),
      ).rejects.toMatchObject({ code: '23514' });
    }
    await t.db.query('update public.vendors set qualifications = $1 where id = $2', [
      ['Certified', 'שלום'],
      owner,
    ]);
  });

  it('answers write functions with the field messages', async () => {
    const cases: [string, string][] = [
      ['\u200B', 'Please enter a title.'],
      ['x\u202E', 'The title contains text-direction characters, which are not allowed.'],
      ['x\u0001', 'The title contains control characters, which are not allowed.'],
    ];
    for (const [title, message] of cases) {
      await expect(
        t.db.query(`select public.review_text_check(5, $1, 'Body')`, [title]),
      ).rejects.toMatchObject({ message, code: '22023' });
    }
  });

  it('does not copy a profile name the rule refuses from sign-up metadata', async () => {
    await t.db.query(
      `insert into auth.users (id, email, raw_user_meta_data)
       values (gen_random_uuid(), 'rtl-' || gen_random_uuid() || '@example.com',
               jsonb_build_object('full_name', E'Admin\\u202E', 'phone', E'\\u200B'))`,
    );
    const profile = await t.db.query<{ name: string | null; phone_number: string | null }>(
      `select name, phone_number from public.users where email like 'rtl-%@example.com'`,
    );
    expect(profile.rows).toEqual([{ name: null, phone_number: null }]);
  });
});
