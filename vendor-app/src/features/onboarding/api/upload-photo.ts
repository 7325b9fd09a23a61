import { PHOTO_MESSAGES, photoStoragePath, retryWithBackoff } from '@partyeasy/shared-domain';
import { getRuntimeConfig, getSupabase } from '@partyeasy/shared-domain/backend';

export interface UploadTarget {
  /** Base URL of the backend (Supabase project or devstack). */
  supabaseUrl: string;
  anonKey: string;
  /** The signed-in user's access token: the upload function stores only under their own {userId}/. */
  accessToken: string;
}

/** The function's answer when the account's upload budget is full: another attempt cannot succeed. */
export class UploadBudgetFull extends Error {}

/** The Edge Function that checks and stores a listing photo (supabase/functions/upload-vendor-photo). */
export const UPLOAD_PHOTO_FUNCTION = 'upload-vendor-photo';

/**
 * One POST of the photo's bytes to the upload function (`/functions/v1/upload-vendor-photo?path=…`, the
 * declared type as Content-Type), through XMLHttpRequest, because supabase-js reports no upload progress.
 * Storage refuses direct uploads to vendor-photos: the function checks that the caller owns a listing, that the
 * path is in their folder and that the bytes are the declared JPEG, PNG, WebP or GIF, then stores the photo
 * with cache control 3600 s and no overwrite. `onProgress(sent, total)` follows the bytes sent.
 */
export function postPhoto(
  target: UploadTarget,
  path: string,
  blob: Blob,
  onProgress: (sent: number, total: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      'POST',
      `${target.supabaseUrl}/functions/v1/${UPLOAD_PHOTO_FUNCTION}?path=${encodeURIComponent(path)}`,
    );
    xhr.setRequestHeader('authorization', `Bearer ${target.accessToken}`);
    xhr.setRequestHeader('apikey', target.anonKey);
    xhr.setRequestHeader('content-type', blob.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(blob.size, blob.size);
        resolve();
        return;
      }
      let message = `${xhr.status} ${xhr.statusText}`.trim();
      let code: string | undefined;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string; error?: string };
        message = body.message || body.error || message;
        code = body.error;
      } catch {
        // not JSON: keep the status line
      }
      reject(code === 'over_budget' ? new UploadBudgetFull(message) : new Error(message));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.send(blob);
  });
}

/** The current session's upload target; 'User not authenticated' without a session. */
export async function currentUploadTarget(): Promise<UploadTarget> {
  const { data } = await getSupabase().auth.getSession();
  const accessToken = data.session?.access_token;
  if (!accessToken) throw new Error(PHOTO_MESSAGES.notAuthenticated);
  const config = getRuntimeConfig();
  return { supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey, accessToken };
}

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

const randomPart = () => Math.random().toString(36).slice(2, 10);

/**
 * Uploads photo number `n` to {userId}/{timestamp}-{random}-{filename}, three attempts 1 s × attempt
 * apart (none when the account's upload budget is full); the progress restarts at 0 on a retry. Returns the
 * stored path, or throws 'Photo N upload failed: <reason>'.
 */
export async function uploadPhoto(input: {
  n: number;
  userId: string;
  blob: Blob;
  fileName: string;
  onProgress: (sent: number, total: number) => void;
  target?: UploadTarget;
  post?: typeof postPhoto;
  wait?: (ms: number) => Promise<void>;
}): Promise<string> {
  const target = input.target ?? (await currentUploadTarget());
  const post = input.post ?? postPhoto;
  const path = photoStoragePath(input.userId, input.fileName, Date.now(), randomPart());
  try {
    await retryWithBackoff(() => post(target, path, input.blob, input.onProgress), {
      sleep: input.wait ?? sleep,
      onRetry: () => input.onProgress(0, input.blob.size),
      shouldRetry: (error) => !(error instanceof UploadBudgetFull),
    });
  } catch (error) {
    throw new Error(
      `Photo ${input.n} upload failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return path;
}
