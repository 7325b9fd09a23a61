import { describe, expect, it } from 'vitest';
import {
  photoContentsMismatchMessage,
  photoPathFolder,
  sniffImageType,
  storedPhotoType,
} from './image-signature.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'number' ? [v] : [...v].map((ch) => ch.charCodeAt(0)))));

describe('sniffImageType', () => {
  it('tells the four formats apart by their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', 1, 0, 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('names nothing for other bytes, truncated signatures and an empty file', () => {
    expect(sniffImageType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes('BM', 0, 0))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});

describe('storedPhotoType', () => {
  it('reads a declared type without parameters or case, image/jpg as JPEG', () => {
    expect(storedPhotoType('image/PNG; charset=binary')).toBe('image/png');
    expect(storedPhotoType('image/jpg')).toBe('image/jpeg');
    expect(storedPhotoType(' image/webp ')).toBe('image/webp');
  });

  it('refuses every other type', () => {
    for (const t of [
      'image/svg+xml',
      'image/bmp',
      'image/avif',
      'text/html',
      'application/octet-stream',
      '',
    ]) {
      expect(storedPhotoType(t)).toBeNull();
    }
    expect(storedPhotoType(null)).toBeNull();
  });
});

describe('photoPathFolder', () => {
  it('gives the folder of a {folder}/{name} path', () => {
    expect(photoPathFolder('u1/1763776800000-k3j9-party.webp')).toBe('u1');
    expect(photoPathFolder('6f1c2d1e-0000-4000-8000-000000000001/1-a-b_c.png')).toBe(
      '6f1c2d1e-0000-4000-8000-000000000001',
    );
  });

  it('refuses nested, relative, hidden, empty and odd names', () => {
    for (const p of [
      'u1/a/b.png',
      '../x.png',
      'u1/../x.png',
      'u1/.hidden',
      'u1/',
      '/x.png',
      'x.png',
      'u1/a b.png',
      'u1/a%00.png',
    ]) {
      expect(photoPathFolder(p)).toBeNull();
    }
    expect(photoPathFolder(`u1/${'a'.repeat(201)}`)).toBeNull();
  });
});

it('says which format the contents are not', () => {
  expect(photoContentsMismatchMessage('image/png')).toBe("The file's contents are not a PNG image");
  expect(photoContentsMismatchMessage('image/webp')).toBe("The file's contents are not a WebP image");
});
