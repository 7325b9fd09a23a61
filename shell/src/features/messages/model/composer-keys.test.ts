import { describe, expect, it } from 'vitest';
import { composerKeyAction } from './composer-keys';

describe('composerKeyAction', () => {
  it.each([
    [{ key: 'Enter', shiftKey: false, isComposing: false }, 'send'],
    [{ key: 'Enter', shiftKey: true, isComposing: false }, 'type'],
    [{ key: 'Enter', shiftKey: false, isComposing: true }, 'type'],
    [{ key: 'a', shiftKey: false, isComposing: false }, 'type'],
  ] as const)('%j → %s', (key, action) => {
    expect(composerKeyAction(key)).toBe(action);
  });
});
