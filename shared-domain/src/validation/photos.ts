import { PHOTO_MAX_BYTES, PHOTO_MIN_DIMENSION, PHOTOS_MAX, PHOTOS_MIN } from '../constants.ts';
import { count, field, numeric, text } from './input.ts';

export const PHOTO_MESSAGES = {
  notImage: 'Not an image file',
  invalidType: 'Invalid file type',
  tooSmall: 'Image too small',
  uploadAtLeast: 'Please upload at least 5 photos to continue.',
  loadFailed: 'Failed to load image. The file may be corrupted...',
  readFailed: 'Failed to read file',
  notAuthenticated: 'User not authenticated',
} as const;

/** 'File too large: 62.40 MB. Maximum size is 50MB.' (MB = 1024 × 1024 bytes, two decimals). */
export const fileTooLargeMessage = (bytes: number) =>
  `File too large: ${(bytes / (1024 * 1024)).toFixed(2)} MB. Maximum size is 50MB.`;
/** 'You need at least 3 more photo(s) to continue'. */
export const morePhotosNeededMessage = (n: number) => `You need at least ${n} more photo(s) to continue`;
/** 'Can only add 4 more photos (6 selected)'. */
export const overLimitMessage = (remaining: number, selected: number) =>
  `Can only add ${remaining} more photos (${selected} selected)`;
/** 'Some files had issues: a.gif: Image too small, b.txt: Not an image file'. */
export const someFilesHadIssuesMessage = (issues: readonly string[]) =>
  `Some files had issues: ${issues.join(', ')}`;

/**
 * Image types the upload converts through a canvas. Other image/* types (SVG, HEIC, TIFF, icons) give
 * 'Invalid file type'; non-image types give 'Not an image file'. The split is this package's choice: the
 * spec names both messages without saying when each applies.
 */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/bmp',
  'image/avif',
] as const;

export interface PhotoDescriptor {
  /** MIME type (File.type). */
  type: string;
  /** Bytes (File.size). */
  size: number;
  /** Natural size once decoded; leave out before decoding. */
  width?: number;
  height?: number;
}

/**
 * Problem with one selected file, checked in order type → size → dimensions, or undefined when fine.
 * Examples: { type: 'text/plain' } → 'Not an image file'; { type: 'image/svg+xml' } → 'Invalid file type';
 * 60 MB JPEG → 'File too large: 60.00 MB. Maximum size is 50MB.'; 80×600 → 'Image too small'
 * (both sides need at least 100 px). Exactly 50 MB is allowed.
 */
export function checkPhotoFile(file: PhotoDescriptor | null | undefined): string | undefined {
  const type = text(field(file, 'type')).toLowerCase();
  if (!type.startsWith('image/')) return PHOTO_MESSAGES.notImage;
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)) return PHOTO_MESSAGES.invalidType;
  const size = numeric(field(file, 'size'));
  if (size !== undefined && size > PHOTO_MAX_BYTES) return fileTooLargeMessage(size);
  const width = numeric(field(file, 'width'));
  const height = numeric(field(file, 'height'));
  if (
    (width !== undefined && width < PHOTO_MIN_DIMENSION) ||
    (height !== undefined && height < PHOTO_MIN_DIMENSION)
  ) {
    return PHOTO_MESSAGES.tooSmall;
  }
  return undefined;
}

/**
 * A new selection against the 20-photo limit: with 12 existing and 4 already chosen, selecting 6 →
 * 'Can only add 4 more photos (6 selected)'. Undefined when the selection fits.
 */
export function checkPhotoSelection({
  existing,
  pending,
  selected,
}: {
  /** Photos already saved on the listing. */
  existing: number;
  /** New photos already chosen in this visit. */
  pending: number;
  /** Files in the new selection. */
  selected: number;
}): string | undefined {
  const remaining = Math.max(0, PHOTOS_MAX - count(existing) - count(pending));
  const chosen = count(selected);
  return chosen > remaining ? overLimitMessage(remaining, chosen) : undefined;
}

/**
 * Hint under the photo grid while the total (existing + new) is below 5: total 2 →
 * 'You need at least 3 more photo(s) to continue'; undefined from 5 on.
 */
export function photoCountHint(total: number): string | undefined {
  const n = count(total);
  return n < PHOTOS_MIN ? morePhotosNeededMessage(PHOTOS_MIN - n) : undefined;
}

/**
 * Check on Next: fewer than 5 photos in total → 'Please upload at least 5 photos to continue.';
 * more than 20 (a caller that skipped `checkPhotoSelection`) → 'Can only add 0 more photos (N selected)'
 * with N the number over the limit. Undefined when 5–20.
 * The spec says Next is disabled without a photo; `canContinueFromPhotos` is that rule (at least one).
 */
export function validatePhotoCount(total: number): string | undefined {
  const n = count(total);
  if (n < PHOTOS_MIN) return PHOTO_MESSAGES.uploadAtLeast;
  if (n > PHOTOS_MAX) return overLimitMessage(0, n - PHOTOS_MAX);
  return undefined;
}

export function canContinueFromPhotos(total: number): boolean {
  return Number(total) >= 1;
}
