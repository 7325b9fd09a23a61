import { describe, expect, it } from 'vitest';
import { retryWithBackoff } from './upload-retry.ts';

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('retryWithBackoff (3 attempts, 1 s × attempt)', () => {
  it('returns the first success without waiting', async () => {
    const r = recorder();
    await expect(retryWithBackoff(async () => 'ok', r)).resolves.toBe('ok');
    expect(r.waits).toEqual([]);
  });

  it('fails once, waits 1000 ms, then succeeds on attempt 2', async () => {
    const r = recorder();
    const seen: number[] = [];
    const result = await retryWithBackoff(async (attempt) => {
      seen.push(attempt);
      if (attempt === 1) throw new Error('network');
      return `done on ${attempt}`;
    }, r);
    expect(result).toBe('done on 2');
    expect(seen).toEqual([1, 2]);
    expect(r.waits).toEqual([1000]);
  });

  it('always failing: three attempts, waits of 1000 and 2000 ms, the last error is thrown', async () => {
    const r = recorder();
    const retries: number[] = [];
    let calls = 0;
    await expect(
      retryWithBackoff(
        async (attempt) => {
          calls += 1;
          throw new Error(`failure ${attempt}`);
        },
        { ...r, onRetry: (attempt) => retries.push(attempt) },
      ),
    ).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
    expect(r.waits).toEqual([1000, 2000]);
    expect(retries).toEqual([1, 2]);
  });

  it('succeeds on the third and last attempt', async () => {
    const r = recorder();
    await expect(
      retryWithBackoff(async (attempt) => {
        if (attempt < 3) throw new Error('busy');
        return attempt;
      }, r),
    ).resolves.toBe(3);
    expect(r.waits).toEqual([1000, 2000]);
  });

  it('does not retry an error that another attempt cannot fix (a full upload budget)', async () => {
    const r = recorder();
    const seen: number[] = [];
    const full = new Error('Upload limit reached');
    await expect(
      retryWithBackoff(
        async (attempt) => {
          seen.push(attempt);
          throw full;
        },
        { ...r, shouldRetry: (error) => error !== full },
      ),
    ).rejects.toBe(full);
    expect(seen).toEqual([1]);
    expect(r.waits).toEqual([]);
  });
});
