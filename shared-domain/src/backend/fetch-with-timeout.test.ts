import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendTimeoutError, createFetchWithTimeout } from './fetch-with-timeout.ts';

/** A fetch that never answers until its signal aborts. */
const hanging: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('createFetchWithTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('passes answers through untouched', async () => {
    const answer = new Response('[]', { status: 200 });
    const timed = createFetchWithTimeout(async () => answer);
    expect(await timed('http://api.test/rest/v1/vendors')).toBe(answer);
  });

  it('gives up on a hung REST call after the default time with a readable error', async () => {
    vi.useFakeTimers();
    const timed = createFetchWithTimeout(hanging, { defaultMs: 20_000, storageMs: 120_000 });
    const call = timed('http://api.test/rest/v1/vendors');
    const outcome = expect(call).rejects.toThrow(
      'The server did not answer within 20 seconds. Please try again.',
    );
    await vi.advanceTimersByTimeAsync(20_000);
    await outcome;
    await expect(call).rejects.toBeInstanceOf(BackendTimeoutError);
  });

  it('allows storage transfers the longer time', async () => {
    vi.useFakeTimers();
    const timed = createFetchWithTimeout(hanging, { defaultMs: 20_000, storageMs: 120_000 });
    let settled = false;
    const call = timed(new URL('http://api.test/storage/v1/object/vendor-photos/u/a.webp')).catch((e) => {
      settled = true;
      return e;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await call).toBeInstanceOf(BackendTimeoutError);
  });

  it("keeps the caller's own abort", async () => {
    const timed = createFetchWithTimeout(hanging);
    const caller = new AbortController();
    const call = timed('http://api.test/rest/v1/vendors', { signal: caller.signal });
    caller.abort(new Error('left the page'));
    await expect(call).rejects.toThrow('left the page');
  });
});
