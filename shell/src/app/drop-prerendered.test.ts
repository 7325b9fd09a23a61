import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPrerendered, firstScreenSettled } from './drop-prerendered';

function holder(pending: boolean) {
  const element = document.createElement('div');
  element.id = 'prerendered';
  if (pending) element.dataset.pending = '';
  document.body.append(element);
  return element;
}

afterEach(() => {
  dropPrerendered();
  vi.useRealTimers();
});

describe('firstScreenSettled', () => {
  it('resolves at once without a static screen or when it loads nothing', async () => {
    await expect(firstScreenSettled()).resolves.toBeUndefined();
    holder(false);
    await expect(firstScreenSettled()).resolves.toBeUndefined();
  });

  it('waits for a pending screen to settle', async () => {
    vi.useFakeTimers();
    const element = holder(true);
    const done = vi.fn();
    firstScreenSettled(1000).then(done);
    await vi.advanceTimersByTimeAsync(500);
    expect(done).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('settled'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('gives up waiting after the limit', async () => {
    vi.useFakeTimers();
    holder(true);
    const done = vi.fn();
    firstScreenSettled(1000).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
