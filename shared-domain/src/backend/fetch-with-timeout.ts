/** How long a call to the backend may take before the page gives up and shows its error state. */
export const BACKEND_TIMEOUT_MS = 20_000;
/** File uploads and downloads get longer: a 50 MB photo on a slow line. */
export const STORAGE_TIMEOUT_MS = 120_000;

export class BackendTimeoutError extends Error {
  constructor(ms: number) {
    super(`The server did not answer within ${Math.round(ms / 1000)} seconds. Please try again.`);
    this.name = 'BackendTimeoutError';
  }
}

/**
 * `fetch` that gives up after a while, so a hung or very slow backend turns into an error the page can
 * show (with its Retry) instead of an endless spinner. A caller's own abort signal still works.
 * Worked example: a REST read that has not answered after 20 s rejects with BackendTimeoutError;
 * an upload to /storage/v1/object/... may take up to 120 s.
 */
export function createFetchWithTimeout(
  baseFetch: typeof fetch = (...args) => fetch(...args),
  timeouts = { defaultMs: BACKEND_TIMEOUT_MS, storageMs: STORAGE_TIMEOUT_MS },
): typeof fetch {
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const ms = url.includes('/storage/v1/') ? timeouts.storageMs : timeouts.defaultMs;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new BackendTimeoutError(ms)), ms);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      return await baseFetch(input, { ...init, signal });
    } catch (error) {
      throw timeout.signal.aborted ? timeout.signal.reason : error;
    } finally {
      clearTimeout(timer);
    }
  };
}
