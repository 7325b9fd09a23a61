import { UPLOAD_RETRY_ATTEMPTS } from '../constants.ts';
import { uploadRetryDelayMs } from './image-processing.ts';

export interface RetryOptions {
  /** Attempts in all, first one included (3). */
  attempts?: number;
  /** Waits `ms`; the browser passes a setTimeout promise, tests a recorder. */
  sleep: (ms: number) => Promise<void>;
  /** Told before each wait, e.g. to reset a progress bar. */
  onRetry?: (attempt: number, error: unknown) => void;
  /** False for an error that another attempt cannot fix (e.g. the account's upload budget is full). */
  shouldRetry?: (error: unknown) => boolean;
}

/**
 * Runs `task(attempt)` until it succeeds, at most 3 times, waiting 1 s × the attempt number between
 * tries (fail, wait 1000 ms, fail, wait 2000 ms, fail → the third error is thrown). No wait after the
 * last attempt. Examples: fails once then succeeds → resolves after one 1000 ms wait; always fails →
 * rejects with the last error after waits of 1000 and 2000 ms; an error `shouldRetry` refuses → rejects at
 * once, without waiting.
 */
export async function retryWithBackoff<T>(
  task: (attempt: number) => Promise<T>,
  { attempts = UPLOAD_RETRY_ATTEMPTS, sleep, onRetry, shouldRetry }: RetryOptions,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      lastError = error;
      if (shouldRetry && !shouldRetry(error)) break;
      if (attempt < attempts) {
        onRetry?.(attempt, error);
        await sleep(uploadRetryDelayMs(attempt));
      }
    }
  }
  throw lastError;
}
