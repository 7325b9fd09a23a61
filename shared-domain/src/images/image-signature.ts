/**
 * The four raster formats the listing-photo bucket stores, and how their bytes are told apart (magic
 * bytes). One definition for the upload function (supabase/functions/upload-vendor-photo), which checks
 * every photo before storing it, and for the devstack's storage, which checks declared image types the same way.
 */
export const STORED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type StoredPhotoType = (typeof STORED_PHOTO_TYPES)[number];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const SIGNATURES: Record<StoredPhotoType, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.length >= 8 && PNG_SIGNATURE.every((byte, i) => b[i] === byte),
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)),
  'image/webp': (b) => b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
};

/** Bytes that are enough to tell the four formats apart (WebP needs the first 12). */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * The format the bytes really are, by their first bytes, or null.
 * Examples: PNG bytes → 'image/png'; FF D8 FF E0 … → 'image/jpeg'; 'GIF89a…' → 'image/gif';
 * 'RIFF????WEBP…' → 'image/webp'; '<!doctype html>' → null; FF D8 (a lone JPEG marker) → null; no bytes → null.
 */
export function sniffImageType(bytes: Uint8Array): StoredPhotoType | null {
  for (const type of STORED_PHOTO_TYPES) if (SIGNATURES[type](bytes)) return type;
  return null;
}

/**
 * A declared Content-Type as one of the four, or null: parameters and case are ignored and the common
 * misspelling image/jpg means JPEG. Examples: 'image/PNG; charset=x' → 'image/png'; 'image/jpg' →
 * 'image/jpeg'; 'image/svg+xml' → null; 'text/html' → null.
 */
export function storedPhotoType(declared: string | null | undefined): StoredPhotoType | null {
  const base = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  const type = base === 'image/jpg' ? 'image/jpeg' : base;
  return (STORED_PHOTO_TYPES as readonly string[]).includes(type) ? (type as StoredPhotoType) : null;
}

/** 'PNG' for image/png: the format's name in messages. */
export const photoFormatName = (type: StoredPhotoType) =>
  type === 'image/webp' ? 'WebP' : type.slice(6).toUpperCase();

/**
 * Storage path of a photo (see photoStoragePath): '{folder}/{name}' with one folder and a name of letters,
 * digits, '.', '-', '_' (at most 200, not starting with '.'); returns the folder, or null for any other shape.
 * Examples: 'u1/1763776800000-k3j9-party.webp' → 'u1'; 'u1/a/b.png' → null; '../x.png' → null;
 * 'u1/.hidden' → null.
 */
export function photoPathFolder(path: string): string | null {
  const match = /^([0-9A-Za-z-]{1,64})\/([0-9A-Za-z_-][0-9A-Za-z._-]{0,199})$/.exec(path);
  return match ? match[1]! : null;
}

/** "The file's contents are not a PNG image": the answer to bytes that are not the declared format. */
export const photoContentsMismatchMessage = (declared: StoredPhotoType) =>
  `The file's contents are not a ${photoFormatName(declared)} image`;
