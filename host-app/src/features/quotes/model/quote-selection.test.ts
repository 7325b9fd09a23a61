import { QUOTE_MAX_VENDORS } from '@partyeasy/shared-domain';
import { describe, expect, it } from 'vitest';
import { togglePick } from './quote-selection';

const v = (id: string) => ({ id, name: `Vendor ${id}` });

describe('togglePick', () => {
  it('adds in the order picked, removes a picked one, and stops at the limit', () => {
    let picked = togglePick([], v('a'));
    picked = togglePick(picked, v('b'));
    expect(picked.map((p) => p.id)).toEqual(['a', 'b']);
    expect(togglePick(picked, v('a')).map((p) => p.id)).toEqual(['b']);
    const full = ['a', 'b', 'c', 'd', 'e'].map(v);
    expect(full).toHaveLength(QUOTE_MAX_VENDORS);
    expect(togglePick(full, v('f'))).toBe(full);
    expect(togglePick(full, v('c')).map((p) => p.id)).toEqual(['a', 'b', 'd', 'e']);
  });
});
