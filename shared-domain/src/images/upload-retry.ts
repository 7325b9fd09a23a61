import { UPLOAD_RETRY_ATTEMPTS } from '../constants.ts';
import { uploadRetryDelayMs } from './image-processing.ts';

export interface RetryOptions {
  /** Attempts in all, first one included (3). */
  attempts?: number;
  /** Waits `ms`; the browser passes a setTimeout promise, tests a recorder. */
  sleep: (ms: number) => Promise<void>;
  /** Told before each wait, e.g. to reset a progress bar. */
  onRetry?: (attempt: number, error: unknown) => void;
}

/**
 * Runs `task(attempt)` until it succeeds, at most 3 times, waiting 1 s × the attempt number between
 * tries (fail, wait 1000 ms, fail, wait 2000 ms, fail → the third error is thrown). No wait after the
 * last attempt. Examples: fails once then succeeds → resolves after one 1000 ms wait; always fails →
 * rejects with the last error after waits of 1000 and 2000 ms.
 */
export async function retryWithBackoff<T>(
  task: (attempt: number) => Promise<T>,
  { attempts = UPLOAD_RETRY_ATTEMPTS, sleep, onRetry }: RetryOptions,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      lastError = error;
      if (attempt < attempts) {
        onRetry?.(attempt, error);
        await sleep(uploadRetryDelayMs(attempt));
      }
    }
  }
  throw lastError;
}
