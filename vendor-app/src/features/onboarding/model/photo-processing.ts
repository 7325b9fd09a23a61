import {
  checkPhotoFile,
  checkPhotoSelection,
  chooseUploadVersion,
  fitWithin,
  PHOTO_MESSAGES,
  someFilesHadIssuesMessage,
  uploadFileName,
  WEBP_QUALITY,
} from '@partyeasy/shared-domain';
import type { ImageDeps } from './browser-image';

/** A chosen photo ready to upload: the WebP conversion or the original file. */
export interface PreparedPhoto {
  /** The name the vendor's file had. */
  originalName: string;
  /** The file name in the storage path ('party.webp' after conversion). */
  fileName: string;
  blob: Blob;
  version: 'original' | 'converted';
  width: number;
  height: number;
}

/**
 * One file: type and size first (no decoding of a non-image or an oversized file), then read, decode,
 * the 100×100 minimum, then — when the browser encodes WebP — draw it fitted within 1920×1080 and
 * encode WebP at 0.85, and let `chooseUploadVersion` keep the original or take the conversion.
 * Resolves to the photo or to the message of its problem.
 */
export async function preparePhoto(file: File, deps: ImageDeps): Promise<PreparedPhoto | { issue: string }> {
  const quick = checkPhotoFile({ type: file.type, size: file.size });
  if (quick) return { issue: quick };
  let image: Awaited<ReturnType<ImageDeps['decode']>>;
  try {
    await deps.read(file);
    image = await deps.decode(file);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return { issue: message === PHOTO_MESSAGES.readFailed ? message : PHOTO_MESSAGES.loadFailed };
  }
  try {
    const sized = checkPhotoFile({
      type: file.type,
      size: file.size,
      width: image.width,
      height: image.height,
    });
    if (sized) return { issue: sized };
    let converted: Blob | null = null;
    if (await deps.supportsWebp()) {
      converted = await deps.encode(
        image,
        fitWithin({ width: image.width, height: image.height }),
        'image/webp',
        WEBP_QUALITY,
      );
    }
    const version = chooseUploadVersion({
      originalType: file.type,
      originalSize: file.size,
      convertedType: converted?.type ?? null,
      convertedSize: converted?.size ?? null,
    });
    const size =
      version === 'converted'
        ? fitWithin({ width: image.width, height: image.height })
        : { width: image.width, height: image.height };
    return {
      originalName: file.name,
      fileName: uploadFileName(file.name, version),
      blob: version === 'converted' && converted ? converted : file,
      version,
      width: size.width,
      height: size.height,
    };
  } finally {
    image.release();
  }
}

export interface SelectionResult {
  photos: PreparedPhoto[];
  /** 'Can only add N more photos (M selected)' (the whole selection is refused) or 'Some files had issues: …'. */
  error?: string;
}

/**
 * A new selection: over the 20-photo limit → refused whole with 'Can only add N more photos (M selected)';
 * otherwise every file is prepared, good ones are kept and the others are listed as
 * 'Some files had issues: tiny.png: Image too small, notes.txt: Not an image file'.
 */
export async function prepareSelection(
  files: readonly File[],
  counts: { existing: number; pending: number },
  deps: ImageDeps,
): Promise<SelectionResult> {
  const overLimit = checkPhotoSelection({ ...counts, selected: files.length });
  if (overLimit) return { photos: [], error: overLimit };
  const photos: PreparedPhoto[] = [];
  const issues: string[] = [];
  for (const file of files) {
    const result = await preparePhoto(file, deps);
    if ('issue' in result) issues.push(`${file.name}: ${result.issue}`);
    else photos.push(result);
  }
  return { photos, error: issues.length > 0 ? someFilesHadIssuesMessage(issues) : undefined };
}
