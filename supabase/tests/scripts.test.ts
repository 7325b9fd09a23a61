import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdminWithSql } from '../scripts/set-admin.js';
import { freshDatabase, type TestDatabase } from './support/database.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('seed and scripts on postgres', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase('postgres');
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('grants and revokes admin by e-mail, case-insensitively', async () => {
    const url = t.url as string;
    await expect(setAdminWithSql(url, 'HOST@PartyEasy.test', true)).resolves.toEqual({
      email: 'host@partyeasy.test',
      admin: true,
    });
    const granted = await t.db.query(
      `select raw_app_meta_data from auth.users where email = 'host@partyeasy.test'`,
    );
    expect(granted.rows[0]?.raw_app_meta_data).toMatchObject({ provider: 'email', role: 'admin' });
    await expect(setAdminWithSql(url, 'host@partyeasy.test', false)).resolves.toEqual({
      email: 'host@partyeasy.test',
      admin: false,
    });
    const revoked = await t.db.query(
      `select raw_app_meta_data from auth.users where email = 'host@partyeasy.test'`,
    );
    expect(revoked.rows[0]?.raw_app_meta_data).toEqual({ provider: 'email', providers: ['email'] });
    await expect(setAdminWithSql(url, 'nobody@example.com', true)).rejects.toThrow(/no user/);
  });

  it('has a real image file for every seeded storage object and every listing photo', async () => {
    const objects = await t.db.query<{ name: string; metadata: { size: number; mimetype: string } }>(
      `select name, metadata from storage.objects where bucket_id = 'vendor-photos'`,
    );
    expect(objects.rows.length).toBeGreaterThanOrEqual(50);
    for (const o of objects.rows) {
      const file = path.join(root, 'seed/storage/vendor-photos', o.name);
      expect(statSync(file).size).toBe(o.metadata.size);
      // WebP, as the onboarding stores uploaded photos: a RIFF container of type WEBP.
      const bytes = readFileSync(file);
      expect([bytes.subarray(0, 4).toString(), bytes.subarray(8, 12).toString()]).toEqual(['RIFF', 'WEBP']);
      expect(o.metadata.mimetype).toBe('image/webp');
      expect(o.name.split('/')[0]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const photos = await t.db.query<{ path: string }>(`select unnest(photos) as path from public.vendors`);
    const names = new Set(objects.rows.map((o) => o.name));
    expect(photos.rows.every((p) => names.has(p.path))).toBe(true);
  });

  it('covers every category, status, charging type and payment status', async () => {
    const values = async (sql: string) => (await t.db.query<{ v: string }>(sql)).rows.map((r) => r.v).sort();
    expect(
      await values(`select distinct servicetype as v from public.vendors where status = 'approved'`),
    ).toEqual(
      expect.arrayContaining([
        'Bartender',
        'Caterer',
        'Casino',
        'DJ',
        'Event Venue',
        'Magician',
        'Photographer',
      ]),
    );
    expect(await values(`select distinct status as v from public.vendors`)).toEqual([
      'approved',
      'edit_listing',
      'pending_approval',
      'rejected',
    ]);
    expect(await values(`select distinct charging_type as v from public."Packages"`)).toEqual([
      'per_event',
      'per_guest',
      'per_hour',
    ]);
    expect(await values(`select distinct charging_type as v from public.addons`)).toEqual([
      'per_event',
      'per_guest',
      'per_hour',
    ]);
    expect(await values(`select distinct payment_status as v from public.bookings`)).toEqual([
      'cancelled',
      'clicked_book',
      'completed',
      'paid',
      'pending',
    ]);
    const overnight = await t.db.query(
      `select 1 from public.availability where end_time < start_time and date > current_date limit 1`,
    );
    expect(overnight.rows).toHaveLength(1);
    const cities = await values(`select distinct unnest(cities_served) as v from public.vendors`);
    expect(cities.length).toBeGreaterThanOrEqual(4);
  });

  it('lets every demo login sign in with the listed password and role', async () => {
    const demo = JSON.parse(readFileSync(path.join(root, 'seed/demo-logins.json'), 'utf8')) as {
      password: string;
      logins: { email: string; role: string }[];
    };
    for (const login of demo.logins) {
      const r = await t.db.query<{ ok: boolean; admin: boolean; type: string | null; vendor: boolean }>(
        `select u.encrypted_password = extensions.crypt($2, u.encrypted_password) as ok,
                coalesce(u.raw_app_meta_data ->> 'role' = 'admin', false) as admin, p.type,
                exists (select 1 from public.vendors v where v.user_id = u.id) as vendor
           from auth.users u join public.users p on p.id = u.id
          where u.email = $1 and u.email_confirmed_at is not null
            and exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email')`,
        [login.email, demo.password],
      );
      const row = r.rows[0];
      expect(row?.ok, login.email).toBe(true);
      expect(row?.admin, login.email).toBe(login.role === 'admin');
      if (login.role === 'vendor') expect(row?.vendor && row.type === 'vendor', login.email).toBe(true);
      if (login.role === 'host') expect(row?.type, login.email).toBe('host');
    }
  });
});
