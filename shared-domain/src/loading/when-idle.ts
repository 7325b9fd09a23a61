/** `requestIdleCallback`, where the runtime has one (browsers but Safari; not Deno, which loads this package too). */
type RequestIdleCallback = (work: () => void, options: { timeout: number }) => unknown;

/**
 * Runs `work` when the browser is idle, at the latest after `timeoutMs` (`requestIdleCallback`); where there is
 * none (Safari), after 200 ms. For code fetched ahead of need, e.g. the next screens' chunks: not inside the
 * click or the render that makes it likely.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  // Called on the global object: a browser refuses `requestIdleCallback` detached from `window`.
  const global = globalThis as { requestIdleCallback?: RequestIdleCallback };
  if (typeof global.requestIdleCallback === 'function')
    global.requestIdleCallback(work, { timeout: timeoutMs });
  else globalThis.setTimeout(work, 200);
}
