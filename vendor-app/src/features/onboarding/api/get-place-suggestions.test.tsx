import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './get-place-suggestions';

describe('useDebouncedValue (200 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a value on only after 200 ms without a change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'A' },
    });
    rerender({ value: 'Au' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: 'Aus' });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('A');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Aus');
  });
});
