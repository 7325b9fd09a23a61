/**
 * Writes the seed's listing photos (small deterministic WebP images, as the onboarding stores uploads) under
 * supabase/seed/storage/vendor-photos/
 * and the matching storage.objects rows and vendors.photos updates into the generated block of seed.sql.
 *   pnpm --filter @partyeasy/supabase seed:images
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js';

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

/** A 240x160 photo: a diagonal gradient in the listing's hue with a sun-like disc that moves per photo. */
async function photo(hue: number, index: number): Promise<Buffer> {
  const width = 240;
  const height = 160;
  const cx = 40 + index * 40;
  const cy = 50 + (index % 2) * 50;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 < 26 ** 2;
      const light = inDisc ? 0.85 : 0.3 + ((x + y) / (width + height)) * 0.4;
      const [r, g, b] = hslToRgb(inDisc ? (hue + 180) % 360 : hue, 0.6, light);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return Buffer.from(await encodeWebp({ data, width, height, colorSpace: 'srgb' }, { quality: 80 }));
}

// The encoder's WebAssembly, loaded from the package (its own loader expects a browser's fetch).
const require = createRequire(import.meta.url);
await initWebpEncoder(
  await WebAssembly.compile(readFileSync(require.resolve('@jsquash/webp/codec/enc/webp_enc.wasm'))),
);

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

rmSync(storageDir, { recursive: true, force: true });
const objectRows: string[] = [];
const photoUpdates: string[] = [];
for (const listing of listings) {
  const dir = path.join(storageDir, listing.userId);
  mkdirSync(dir, { recursive: true });
  const paths: string[] = [];
  for (let i = 0; i < listing.count; i++) {
    const data = await photo(listing.hue, i);
    const random = createHash('sha1').update(`${listing.slug}-${i}`).digest('hex').slice(0, 6);
    const file = `${1763800000000 + i * 1000}-${random}-${listing.slug}-${i + 1}.webp`;
    writeFileSync(path.join(dir, file), data);
    const name = `${listing.userId}/${file}`;
    paths.push(name);
    const etag = createHash('md5').update(data).digest('hex');
    const metadata = JSON.stringify({
      eTag: `"${etag}"`,
      size: data.length,
      mimetype: 'image/webp',
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
