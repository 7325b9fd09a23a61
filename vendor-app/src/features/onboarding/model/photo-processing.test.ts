import { describe, expect, it, vi } from 'vitest';
import type { ImageDeps } from './browser-image';
import { preparePhoto, prepareSelection } from './photo-processing';

/** A file whose name says its pixel size: 'beach-4000x3000.jpg'; 'broken.jpg' does not decode. */
function file(name: string, type: string, size = 1000): File {
  const f = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function fakeDeps({ webp = true, encodedSize = 100 }: { webp?: boolean; encodedSize?: number } = {}) {
  const encode = vi.fn(async (_image, _size, type: string) =>
    webp
      ? new Blob([new Uint8Array(encodedSize)], { type })
      : new Blob([new Uint8Array(encodedSize)], { type: 'image/png' }),
  );
  const deps: ImageDeps = {
    read: async (f) => {
      if ((f as File).name.startsWith('unreadable')) throw new Error('Failed to read file');
    },
    decode: async (f) => {
      const match = /(\d+)x(\d+)/.exec((f as File).name);
      if (!match) throw new Error('Failed to load image. The file may be corrupted...');
      return {
        width: Number(match[1]),
        height: Number(match[2]),
        source: {} as CanvasImageSource,
        release: () => {},
      };
    },
    supportsWebp: async () => webp,
    encode,
  };
  return { deps, encode };
}

describe('preparePhoto', () => {
  it('scales a large JPEG to fit 1920×1080 and uploads the WebP at quality 0.85', async () => {
    const { deps, encode } = fakeDeps({ encodedSize: 300 });
    const result = await preparePhoto(file('Beach party 4000x3000.jpg', 'image/jpeg', 4_000_000), deps);
    expect(result).toMatchObject({
      fileName: 'Beach-party-4000x3000.webp',
      version: 'converted',
      width: 1440,
      height: 1080,
    });
    expect(encode).toHaveBeenCalledWith(expect.anything(), { width: 1440, height: 1080 }, 'image/webp', 0.85);
    expect('blob' in result && result.blob.type).toBe('image/webp');
  });

  it('keeps the original where the browser has no WebP encoder', async () => {
    const { deps, encode } = fakeDeps({ webp: false });
    const original = file('stage-3000x2000.png', 'image/png', 2_000_000);
    const result = await preparePhoto(original, deps);
    expect(result).toMatchObject({ fileName: 'stage-3000x2000.png', version: 'original', width: 3000 });
    expect('blob' in result && result.blob).toBe(original);
    expect(encode).not.toHaveBeenCalled();
  });

  it('keeps a WebP original when the conversion saves less than 10%, converts when it saves 10%', async () => {
    const small = await preparePhoto(
      file('a-800x600.webp', 'image/webp', 1000),
      fakeDeps({ encodedSize: 950 }).deps,
    );
    expect(small).toMatchObject({ version: 'original', fileName: 'a-800x600.webp' });
    const enough = await preparePhoto(
      file('b-800x600.webp', 'image/webp', 1000),
      fakeDeps({ encodedSize: 900 }).deps,
    );
    expect(enough).toMatchObject({ version: 'converted', fileName: 'b-800x600.webp' });
  });

  it.each([
    ['notes-500x500.txt', 'text/plain', 10, 'Not an image file'],
    ['logo-500x500.svg', 'image/svg+xml', 10, 'Invalid file type'],
    ['huge-5000x5000.jpg', 'image/jpeg', 60 * 1024 * 1024, 'File too large: 60.00 MB. Maximum size is 50MB.'],
    ['tiny-99x400.png', 'image/png', 10, 'Image too small'],
    ['broken.jpg', 'image/jpeg', 10, 'Failed to load image. The file may be corrupted...'],
    ['unreadable-500x500.jpg', 'image/jpeg', 10, 'Failed to read file'],
  ])('%s → %s', async (name, type, size, issue) => {
    expect(await preparePhoto(file(name, type, size), fakeDeps().deps)).toEqual({ issue });
  });

  it('accepts exactly 100×100', async () => {
    expect(await preparePhoto(file('edge-100x100.png', 'image/png'), fakeDeps().deps)).toMatchObject({
      width: 100,
      height: 100,
    });
  });
});

describe('prepareSelection', () => {
  it('keeps the good files and lists the others', async () => {
    const result = await prepareSelection(
      [
        file('ok-800x600.jpg', 'image/jpeg'),
        file('tiny-50x50.png', 'image/png'),
        file('notes.txt', 'text/plain'),
      ],
      { existing: 2, pending: 0 },
      fakeDeps().deps,
    );
    expect(result.photos.map((p) => p.fileName)).toEqual(['ok-800x600.webp']);
    expect(result.error).toBe(
      'Some files had issues: tiny-50x50.png: Image too small, notes.txt: Not an image file',
    );
  });

  it('refuses a selection over the 20-photo limit as a whole', async () => {
    const files = Array.from({ length: 6 }, (_, i) => file(`p${i}-800x600.jpg`, 'image/jpeg'));
    const result = await prepareSelection(files, { existing: 12, pending: 4 }, fakeDeps().deps);
    expect(result).toEqual({ photos: [], error: 'Can only add 4 more photos (6 selected)' });
  });
});
