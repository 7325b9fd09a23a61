import { UPLOAD_BUDGETS, uploadBudgetMessage } from '@partyeasy/shared-domain';
import { describe, expect, it, vi } from 'vitest';
import { currentUploadTarget, UploadBudgetFull, type UploadTarget, uploadPhoto } from './upload-photo';

const backend = vi.hoisted(() => ({ session: null as null | { access_token: string } }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({ auth: { getSession: async () => ({ data: { session: backend.session } }) } }),
  getRuntimeConfig: () => ({ supabaseUrl: 'http://api.test', supabaseAnonKey: 'anon' }),
}));

const target: UploadTarget = { supabaseUrl: 'http://api.test', anonKey: 'anon', accessToken: 'token' };
const blob = new Blob([new Uint8Array(100)], { type: 'image/webp' });

describe('uploadPhoto', () => {
  it('stores under {userId}/{timestamp}-{random}-{filename}', async () => {
    const post = vi.fn(async () => undefined);
    const path = await uploadPhoto({
      n: 1,
      userId: 'u1',
      blob,
      fileName: 'party.webp',
      onProgress: () => {},
      target,
      post,
    });
    expect(path).toMatch(/^u1\/\d{13}-[a-z0-9]+-party\.webp$/);
    expect(post).toHaveBeenCalledWith(target, path, blob, expect.any(Function));
  });

  it('retries twice, 1 s then 2 s apart, resetting the progress, then names the photo', async () => {
    const waits: number[] = [];
    const progress: [number, number][] = [];
    const post = vi.fn(async () => {
      throw new Error('The object exceeded the maximum allowed size');
    });
    await expect(
      uploadPhoto({
        n: 4,
        userId: 'u1',
        blob,
        fileName: 'big.webp',
        onProgress: (sent, total) => progress.push([sent, total]),
        target,
        post,
        wait: async (ms) => void waits.push(ms),
      }),
    ).rejects.toThrow('Photo 4 upload failed: The object exceeded the maximum allowed size');
    expect(post).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
    expect(progress).toEqual([
      [0, 100],
      [0, 100],
    ]);
  });

  it('does not retry when the account budget is full, and shows the limit', async () => {
    const waits: number[] = [];
    const message = uploadBudgetMessage(UPLOAD_BUDGETS.vendor_photo);
    const post = vi.fn(async () => {
      throw new UploadBudgetFull(message);
    });
    await expect(
      uploadPhoto({
        n: 2,
        userId: 'u1',
        blob,
        fileName: 'more.webp',
        onProgress: () => {},
        target,
        post,
        wait: async (ms) => void waits.push(ms),
      }),
    ).rejects.toThrow(`Photo 2 upload failed: ${message}`);
    expect(post).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('needs a signed-in session', async () => {
    backend.session = null;
    await expect(currentUploadTarget()).rejects.toThrow('User not authenticated');
    backend.session = { access_token: 'jwt' };
    await expect(currentUploadTarget()).resolves.toEqual({
      supabaseUrl: 'http://api.test',
      anonKey: 'anon',
      accessToken: 'jwt',
    });
  });
});
