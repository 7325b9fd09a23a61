import { PHOTO_MESSAGES, type Size } from '@partyeasy/shared-domain';

/** A decoded image that can be drawn onto a canvas. */
export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  release: () => void;
}

/** What photo preparation needs from the browser; tests pass a stand-in. */
export interface ImageDeps {
  /** Rejects with 'Failed to read file' when the bytes cannot be read. */
  read(file: Blob): Promise<void>;
  /** Rejects with 'Failed to load image. The file may be corrupted...' when the bytes are not an image. */
  decode(file: Blob): Promise<DecodedImage>;
  /** Whether canvas.toBlob can produce image/webp here. */
  supportsWebp(): Promise<boolean>;
  /** Draws `image` at `size` and encodes it; null when the browser gives no blob. */
  encode(image: DecodedImage, size: Size, type: string, quality: number): Promise<Blob | null>;
}

async function read(file: Blob): Promise<void> {
  try {
    await file.slice(0, 64).arrayBuffer();
  } catch {
    throw new Error(PHOTO_MESSAGES.readFailed);
  }
}

async function decode(file: Blob): Promise<DecodedImage> {
  try {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, release: () => bitmap.close() };
  } catch {
    throw new Error(PHOTO_MESSAGES.loadFailed);
  }
}

function canvasOf(size: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

let webpSupport: Promise<boolean> | undefined;

/** Encodes a 1×1 canvas as WebP once; browsers without a WebP encoder answer with PNG (or nothing). */
function supportsWebp(): Promise<boolean> {
  webpSupport ??= toBlob(canvasOf({ width: 1, height: 1 }), 'image/webp', 0.85)
    .then((blob) => blob?.type === 'image/webp')
    .catch(() => false);
  return webpSupport;
}

async function encode(image: DecodedImage, size: Size, type: string, quality: number): Promise<Blob | null> {
  const canvas = canvasOf(size);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, size.width, size.height);
  return toBlob(canvas, type, quality);
}

export const browserImageDeps: ImageDeps = { read, decode, supportsWebp, encode };

/** Preview of a chosen file; released when the photo is removed or the step is left. */
export const createPreviewUrl = (blob: Blob) => URL.createObjectURL(blob);
export const revokePreviewUrl = (url: string) => URL.revokeObjectURL(url);
