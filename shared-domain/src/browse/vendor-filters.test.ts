import { describe, expect, it } from 'vitest';
import { vendorCountText } from './vendor-filters.ts';

describe('vendor count', () => {
  it('words the result count', () => {
    expect(vendorCountText(3, false)).toBe('Found 3 vendor(s)');
    expect(vendorCountText(0, true)).toBe('Found 0 vendor(s) matching your criteria');
  });
});
