import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, UPLOAD_RETRY_DELAY_MS, WEBP_MIN_SAVING } from '../constants.ts';

export interface Size {
  width: number;
  height: number;
}

/**
 * The size an image is drawn at before upload: scaled down, aspect ratio kept, to fit within
 * 1920×1080; never scaled up. Sides are rounded to whole pixels, at least 1.
 * Examples: 4000×3000 → 1440×1080; 3840×1080 → 1920×540; 1000×800 → 1000×800; 1080×1920 → 608×1080.
 */
export function fitWithin(
  { width, height }: Size,
  max: Size = { width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_HEIGHT },
): Size {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max.width / width, max.height / height);
  if (scale === 1) return { width, height };
  return {
    width: Math.min(max.width, Math.max(1, Math.round(width * scale))),
    height: Math.min(max.height, Math.max(1, Math.round(height * scale))),
  };
}

export interface ConversionResult {
  /** MIME type of the original file. */
  originalType: string;
  originalSize: number;
  /** MIME type the canvas actually produced (a browser without WebP encoding gives image/png), or null. */
  convertedType: string | null;
  convertedSize: number | null;
}

/**
 * Keep the original or upload the WebP conversion. The original is kept when WebP is unsupported (no
 * blob, or a blob that is not image/webp) or when the original is already WebP and the conversion does
 * not save at least 10% (converted > 90% of the original). Otherwise the conversion is used, even when
 * a JPEG or PNG grows (the spec applies the 10% rule only to WebP originals).
 * Examples: JPEG 4 MB → WebP 1 MB: 'converted'; WebP 1000 KB → 950 KB: 'original';
 * WebP 1000 KB → 900 KB: 'converted' (exactly 10%); no WebP encoder: 'original'.
 */
export function chooseUploadVersion(result: ConversionResult): 'original' | 'converted' {
  const { originalType, originalSize, convertedType, convertedSize } = result;
  if (convertedType !== 'image/webp' || convertedSize === null || !(convertedSize >= 0)) return 'original';
  if (originalType === 'image/webp' && originalSize - convertedSize < originalSize * WEBP_MIN_SAVING)
    return 'original';
  return 'converted';
}

/** The retry wait before upload attempt n+1: 1 s × attempt number (attempt 1 → 1000 ms, 2 → 2000 ms). */
export function uploadRetryDelayMs(attempt: number): number {
  return UPLOAD_RETRY_DELAY_MS * attempt;
}
