/**
 * Writes the seed's listing photos (small deterministic PNGs) under supabase/seed/storage/vendor-photos/
 * and the matching storage.objects rows and vendors.photos updates into the generated block of seed.sql.
 *   pnpm --filter @partyeasy/supabase seed:images
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storageDir = path.join(root, 'seed/storage/vendor-photos');
const seedFile = path.join(root, 'seed.sql');

interface SeedListing {
  vendorId: string;
  userId: string;
  slug: string;
  hue: number;
  count: number;
}

const id = (kind: 'c' | 'd', n: number) =>
  `00000000-0000-4000-8000-00000000${kind}${String(n).padStart(3, '0')}`;
const slugs = [
  'dj-nova',
  'shaken-stirred',
  'golden-hour',
  'max-mystic',
  'lucky-sevens',
  'loft-on-main',
  'smoke-sage',
  'bloom-balloons',
  'bubble-bar',
  'flash-booth',
  'beat-drop',
];
const listings: SeedListing[] = slugs.map((slug, i) => ({
  vendorId: id('d', i + 1),
  userId: id('c', i + 1),
  slug,
  hue: (i * 137) % 360,
  count: i === 10 ? 3 : i === 8 ? 6 : 5,
}));

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A 240x160 RGB PNG: a diagonal gradient in the listing's hue with a sun-like disc that moves per photo. */
function png(hue: number, index: number): Buffer {
  const width = 240;
  const height = 160;
  const cx = 40 + index * 40;
  const cy = 50 + (index % 2) * 50;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 < 26 ** 2;
      const light = inDisc ? 0.85 : 0.3 + ((x + y) / (width + height)) * 0.4;
      const [r, g, b] = hslToRgb(inDisc ? (hue + 180) % 360 : hue, 0.6, light);
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

rmSync(storageDir, { recursive: true, force: true });
const objectRows: string[] = [];
const photoUpdates: string[] = [];
for (const listing of listings) {
  const dir = path.join(storageDir, listing.userId);
  mkdirSync(dir, { recursive: true });
  const paths: string[] = [];
  for (let i = 0; i < listing.count; i++) {
    const data = png(listing.hue, i);
    const random = createHash('sha1').update(`${listing.slug}-${i}`).digest('hex').slice(0, 6);
    const file = `${1763800000000 + i * 1000}-${random}-${listing.slug}-${i + 1}.png`;
    writeFileSync(path.join(dir, file), data);
    const name = `${listing.userId}/${file}`;
    paths.push(name);
    const etag = createHash('md5').update(data).digest('hex');
    const metadata = JSON.stringify({
      eTag: `"${etag}"`,
      size: data.length,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
      contentLength: data.length,
      httpStatusCode: 200,
    });
    objectRows.push(
      `  ('vendor-photos', ${sqlText(name)}, '${listing.userId}', '${listing.userId}', ${sqlText(metadata)}::jsonb)`,
    );
  }
  photoUpdates.push(
    `update public.vendors set photos = array[${paths.map(sqlText).join(', ')}] where id = '${listing.vendorId}';`,
  );
}

const block = [
  '-- BEGIN GENERATED PHOTOS',
  'insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values',
  `${objectRows.join(',\n')};`,
  ...photoUpdates,
  '-- END GENERATED PHOTOS',
].join('\n');

const seed = readFileSync(seedFile, 'utf8');
const updated = seed.replace(/-- BEGIN GENERATED PHOTOS[\s\S]*-- END GENERATED PHOTOS/, block);
writeFileSync(seedFile, updated);
console.log(`wrote ${objectRows.length} photos for ${listings.length} listings`);
