import { describe, expect, it } from 'vitest';
import { mergePhotoPaths, overallUploadPercent, uploadFileName } from './photo-upload.ts';

describe('uploadFileName', () => {
  it.each([
    ['Beach party.JPG', 'converted', 'Beach-party.webp'],
    ['stage.png', 'original', 'stage.png'],
    ['no-extension', 'converted', 'no-extension.webp'],
    ['Café/../x.webp', 'original', 'Cafe-..-x.webp'],
    ['...', 'original', 'photo'],
  ] as const)('%s (%s) → %s', (name, version, expected) => {
    expect(uploadFileName(name, version)).toBe(expected);
  });
});

describe('overallUploadPercent', () => {
  it('weighs files by size', () => {
    expect(
      overallUploadPercent([
        { sent: 50, total: 100 },
        { sent: 0, total: 300 },
      ]),
    ).toBe(13);
    expect(overallUploadPercent([{ sent: 300, total: 300 }])).toBe(100);
    expect(overallUploadPercent([])).toBe(0);
    expect(overallUploadPercent([{ sent: 500, total: 100 }])).toBe(100);
  });
});

describe('mergePhotoPaths', () => {
  it('keeps existing first and each path once', () => {
    expect(mergePhotoPaths(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(mergePhotoPaths([], ['x'])).toEqual(['x']);
  });
});
