import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, groupThousands } from './count.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1204, '1,204'],
    [1234567, '1,234,567'],
    [-1500, '-1,500'],
    [12.6, '13'],
  ])('%d → %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it("writes whole numbers as the browser's en-US formatting does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
  });
});

describe('groupThousands', () => {
  it('puts commas between groups of three digits from the right', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('1000000')).toBe('1,000,000');
    expect(groupThousands('12345')).toBe('12,345');
  });
});
