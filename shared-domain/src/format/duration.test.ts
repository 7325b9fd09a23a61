import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it.each([
    [0.5, '30 minutes'],
    [0.25, '15 minutes'],
    [0.75, '45 minutes'],
    [1 / 60, '1 minute'],
    [0, '0 minutes'],
    [1, '1 hour'],
    [1.5, '1.5 hours'],
    [2.5, '2.5 hours'],
    [3, '3 hours'],
    [1.333333, '1.33 hours'],
    ['4', '4 hours'],
    [null, ''],
    [undefined, ''],
    [-1, ''],
    ['abc', ''],
  ])('%s → %s', (hours, text) => {
    expect(formatDuration(hours)).toBe(text);
  });
});
