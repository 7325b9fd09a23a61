import { describe, expect, it } from 'vitest';
import { responseTimeText } from './response-time';

describe('responseTimeText', () => {
  it.each([
    [{ label: 'within an hour' as const }, 'Usually responds within an hour'],
    [{ label: 'within a few hours' as const }, 'Usually responds within a few hours'],
    [{ label: 'within a day' as const }, 'Usually responds within a day'],
  ])('says %o as %s', (answer, text) => {
    expect(responseTimeText(answer)).toBe(text);
  });

  it('says nothing below 3 conversations (null label), while loading, or for a label it does not know', () => {
    expect(responseTimeText({ label: null })).toBeNull();
    expect(responseTimeText(undefined)).toBeNull();
    expect(responseTimeText(null)).toBeNull();
    expect(responseTimeText({ label: 'within a week' as never })).toBeNull();
  });
});
