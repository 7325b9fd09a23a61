import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseUploadVersion, fitWithin, uploadRetryDelayMs } from './image-processing.ts';

describe('fitWithin 1920×1080', () => {
  it.each([
    [4000, 3000, 1440, 1080],
    [3840, 1080, 1920, 540],
    [1000, 800, 1000, 800],
    [1080, 1920, 608, 1080],
    [1920, 1080, 1920, 1080],
    [3840, 2160, 1920, 1080],
    [10000, 100, 1920, 19],
  ])('%d×%d → %d×%d', (w, h, ew, eh) => {
    expect(fitWithin({ width: w, height: h })).toEqual({ width: ew, height: eh });
  });

  it('never exceeds the box, never scales up and keeps the aspect ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), (width, height) => {
        const out = fitWithin({ width, height });
        expect(out.width).toBeLessThanOrEqual(Math.min(1920, width));
        expect(out.height).toBeLessThanOrEqual(Math.min(1080, height));
        expect(out.width).toBeGreaterThanOrEqual(1);
        expect(out.height).toBeGreaterThanOrEqual(1);
        if (width <= 1920 && height <= 1080) expect(out).toEqual({ width, height });
        else expect(out.width === 1920 || out.height === 1080).toBe(true);
      }),
    );
  });
});

describe('chooseUploadVersion (10% rule)', () => {
  it.each([
    ['image/jpeg', 4_000_000, 'image/webp', 1_000_000, 'converted'],
    ['image/png', 100_000, 'image/webp', 120_000, 'converted'],
    ['image/webp', 1_000_000, 'image/webp', 950_000, 'original'],
    ['image/webp', 1_000_000, 'image/webp', 900_000, 'converted'],
    ['image/webp', 1_000_000, 'image/webp', 900_001, 'original'],
    ['image/jpeg', 4_000_000, 'image/png', 3_000_000, 'original'],
    ['image/jpeg', 4_000_000, null, null, 'original'],
  ] as const)('%s %d → %s %s: %s', (originalType, originalSize, convertedType, convertedSize, choice) => {
    expect(chooseUploadVersion({ originalType, originalSize, convertedType, convertedSize })).toBe(choice);
  });

  it('waits 1 s times the attempt number between upload retries', () => {
    expect([1, 2].map(uploadRetryDelayMs)).toEqual([1000, 2000]);
  });
});
