import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('asks once: a preload and the first render get the same promise', async () => {
    const load = vi.fn(async () => 'page');
    const loader = loadOnce(load);
    const preload = loader();
    expect(await loader()).toBe('page');
    expect(loader()).toBe(preload);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (Retry, a flaky connection)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('page');
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow('chunk failed');
    expect(await loader()).toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
