import { describe, expect, it } from 'vitest';
import {
  canContinueFromPhotos,
  checkPhotoFile,
  checkPhotoSelection,
  photoCountHint,
  someFilesHadIssuesMessage,
  validatePhotoCount,
} from './photos.ts';

const MB = 1024 * 1024;

describe('checkPhotoFile', () => {
  it.each([
    [{ type: 'image/jpeg', size: 2 * MB, width: 4000, height: 3000 }, undefined],
    [{ type: 'image/webp', size: 50 * MB, width: 100, height: 100 }, undefined],
    [{ type: 'text/plain', size: 10 }, 'Not an image file'],
    [{ type: '', size: 10 }, 'Not an image file'],
    [{ type: 'image/svg+xml', size: 10 }, 'Invalid file type'],
    [{ type: 'image/jpeg', size: 60 * MB }, 'File too large: 60.00 MB. Maximum size is 50MB.'],
    [{ type: 'image/png', size: 50 * MB + 1 }, 'File too large: 50.00 MB. Maximum size is 50MB.'],
    [{ type: 'image/png', size: 1000, width: 80, height: 600 }, 'Image too small'],
    [{ type: 'image/png', size: 1000, width: 600, height: 99 }, 'Image too small'],
  ])('%j → %s', (file, message) => {
    expect(checkPhotoFile(file)).toBe(message);
  });
});

describe('photo counts', () => {
  it.each([
    [0, 'You need at least 5 more photo(s) to continue', 'Please upload at least 5 photos to continue.'],
    [4, 'You need at least 1 more photo(s) to continue', 'Please upload at least 5 photos to continue.'],
    [5, undefined, undefined],
    [20, undefined, undefined],
  ])('%d photos → hint %s, on Next %s', (total, hint, onNext) => {
    expect(photoCountHint(total)).toBe(hint);
    expect(validatePhotoCount(total)).toBe(onNext);
  });

  it('refuses a selection beyond 20 in total', () => {
    expect(checkPhotoSelection({ existing: 12, pending: 4, selected: 6 })).toBe(
      'Can only add 4 more photos (6 selected)',
    );
    expect(checkPhotoSelection({ existing: 12, pending: 4, selected: 4 })).toBeUndefined();
    expect(checkPhotoSelection({ existing: 20, pending: 0, selected: 1 })).toBe(
      'Can only add 0 more photos (1 selected)',
    );
  });

  it('enables Next once there is a photo', () => {
    expect(canContinueFromPhotos(0)).toBe(false);
    expect(canContinueFromPhotos(1)).toBe(true);
  });

  it('collects file problems into one line', () => {
    expect(someFilesHadIssuesMessage(['a.txt: Not an image file', 'b.png: Image too small'])).toBe(
      'Some files had issues: a.txt: Not an image file, b.png: Image too small',
    );
  });
});
