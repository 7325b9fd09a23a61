import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testServerUrl } from '@partyeasy/devstack/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemas, formatDifferences, migrationFiles, schemaFiles } from '../scripts/check-schemas.js';
import { argumentTypes, foldMigration, parse, splitSql } from '../scripts/fold-migration.js';

// A migration as another branch writes it: a new column, a constraint replaced NOT VALID, a new table with
// its index and privileges, a new SQL function that a changed SQL function calls, a policy and a function
// dropped and created again, a view dropped, and a row of data.
const MIGRATION = String.raw`-- An add-on's tagline.
alter table public.addons add column tagline text;

alter table public.bookings drop constraint if exists bookings_text_printable,
  add constraint bookings_text_printable check (coalesce(special_instructions, '') !~ '[\x01-\x08]') not valid;

-- A vendor's private notes.
create table public.vendor_notes (
  id bigint generated always as identity primary key,
  vendor_id uuid not null references public.vendors (id) on delete cascade,
  note text not null
);
alter table public.vendor_notes enable row level security;
create index vendor_notes_vendor_id_idx on public.vendor_notes (vendor_id);
revoke all on public.vendor_notes from anon, authenticated;

-- How many notes a vendor has.
create or replace function public.note_count(p_vendor_id uuid)
returns bigint
language sql
stable
set search_path = ''
as $$
  select count(*) from public.vendor_notes n where n.vendor_id = p_vendor_id
$$;

-- 3. Card price --------------------------------------------------------------
create or replace function public.vendor_card_price(p_vendor_id uuid)
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  select min(p.price) from public."Packages" p
   where p.vendor_id = p_vendor_id and p.price > 0 and public.note_count(p_vendor_id) >= 0
$$;

drop policy if exists "vendors: admins delete" on public.vendors;
create policy "vendors: admins delete" on public.vendors
  for delete to authenticated using ((select public.is_admin()) and status <> 'approved');

drop function if exists public.browse_cities();
drop view if exists public.vendor_ratings;
create function public.browse_cities()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select k.city from public.browse_city_counts k where k.approved_vendors > 1 order by 1
$$;

insert into public.served_places (label) values ('Testville, TX') on conflict do nothing;
`;

describe('fold:migration', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('folds a migration into copies of the schema files so that they build what the migrations build', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'partyeasy-fold-'));
    dirs.push(dir);
    const files = schemaFiles().map((f) => {
      const copy = path.join(dir, path.basename(f));
      copyFileSync(f, copy);
      return copy;
    });
    const report = foldMigration(MIGRATION, files);
    expect(report.byHand).toEqual([]);
    expect(report.data).toEqual([
      "insert into public.served_places (label) values ('Testville, TX') on conflict do nothing;",
    ]);
    const listings = readFileSync(path.join(dir, '20_listings.sql'), 'utf8');
    // the column at the end of its table, the new function before its caller, the policy in its place
    expect(listings).toMatch(
      /\n {2}tagline text\n\);\nalter table public\.addons enable row level security;/,
    );
    expect(listings.indexOf('function public.note_count(')).toBeLessThan(
      listings.indexOf('function public.vendor_card_price('),
    );
    expect(listings).toContain("-- A vendor's private notes.\ncreate table public.vendor_notes (");
    expect(listings).not.toContain('3. Card price');
    expect(listings.match(/create policy "vendors: admins delete"/g)).toHaveLength(1);
    // dropped and created again: in its place, its body intact; a dropped view is gone with its grants
    expect(listings.match(/function public\.browse_cities\(/g)).toHaveLength(1);
    expect(listings).toContain('where k.approved_vendors > 1 order by 1\n$$;');
    expect(listings).not.toContain('fold: dropped');
    const reviews = readFileSync(path.join(dir, '40_reviews.sql'), 'utf8');
    expect(reviews).not.toMatch(/(create view|on) public\.vendor_ratings/);
    expect(readFileSync(path.join(dir, '30_bookings.sql'), 'utf8')).toContain(
      "alter table public.bookings add constraint bookings_text_printable check (coalesce(special_instructions, '') !~ '[\\x01-\\x08]') not valid;",
    );

    const migration = path.join(dir, '29990101000000_fixture.sql');
    writeFileSync(migration, MIGRATION);
    const differences = await checkSchemas({
      server: await testServerUrl(),
      migrations: [...migrationFiles(), migration],
      schemas: files,
    });
    expect(formatDifferences(differences)).toBe('');
  });

  it('knows a statement by its object', () => {
    expect(
      parse('create or replace function public.f(p_a uuid, p_b text default null) returns int').key,
    ).toBe('function public.f(uuid,text)');
    expect(parse('drop function if exists public.f(uuid, text);').key).toBe('function public.f(uuid,text)');
    expect(parse('grant execute on function public.f(uuid, text) to authenticated;').on).toBe(
      'public.f(uuid,text)',
    );
    expect(parse('drop policy if exists "x: y" on public."Packages";').key).toBe(
      'policy public.packages "x: y"',
    );
    expect(parse('create index if not exists i on public.t (a);')).toMatchObject({
      key: 'index public.i',
      on: 'public.t',
    });
    expect(parse('update public.t set a = 1;').kind).toBe('data');
    expect(argumentTypes('(in p_a timestamptz, p_b double precision, variadic p_c text[])')).toBe(
      'timestamp with time zone,double precision,text[]',
    );
    expect(
      splitSql("-- a\nselect ';';\n\n-- b\ncreate function f() as $$ select 1; $$;").map((s) => s.comment),
    ).toEqual(['-- a', '-- b']);
  });
});
