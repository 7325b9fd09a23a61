import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, renderWizard, signIn, TEST_USER_ID, VENDOR_ROW } from '../../../testing/onboarding';

const backend = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => backend.client,
}));

// The browser's canvas is not in jsdom: a file named 'x-800x600.png' decodes to 800×600 and encodes to
// a WebP a tenth of its size; 'broken.png' does not decode.
vi.mock('../model/browser-image', () => ({
  browserImageDeps: {
    read: async () => undefined,
    decode: async (file: File) => {
      const match = /(\d+)x(\d+)/.exec(file.name);
      if (!match) throw new Error('Failed to load image. The file may be corrupted...');
      return { width: Number(match[1]), height: Number(match[2]), source: {}, release: () => undefined };
    },
    supportsWebp: async () => true,
    encode: async (_image: unknown, _size: unknown, type: string) => new Blob([new Uint8Array(10)], { type }),
  },
  createPreviewUrl: (blob: Blob) => `blob:preview-${blob.size}`,
  revokePreviewUrl: () => undefined,
}));

const uploads = vi.hoisted(() => ({
  calls: [] as { n: number; userId: string; fileName: string; type: string }[],
  fail: undefined as string | undefined,
  /** When set, an upload reports half its bytes sent and waits for `release`. */
  hold: false,
  release: [] as (() => void)[],
}));
vi.mock('../api/upload-photo', () => ({
  uploadPhoto: async (input: {
    n: number;
    userId: string;
    fileName: string;
    blob: Blob;
    onProgress: (sent: number, total: number) => void;
  }) => {
    uploads.calls.push({ n: input.n, userId: input.userId, fileName: input.fileName, type: input.blob.type });
    if (uploads.hold) {
      input.onProgress(input.blob.size / 2, input.blob.size);
      await new Promise<void>((resolve) => uploads.release.push(resolve));
    }
    if (uploads.fail) throw new Error(`Photo ${input.n} upload failed: ${uploads.fail}`);
    input.onProgress(input.blob.size, input.blob.size);
    return `${input.userId}/1763776800000-abc-${input.fileName}`;
  },
}));

function image(name: string, type = 'image/png', size = 100) {
  const file = new File([new Uint8Array(4)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function withStorage(fake: ReturnType<typeof fakeSupabase>) {
  const removed: string[][] = [];
  const client = {
    ...fake.client,
    storage: {
      from: () => ({
        remove: async (paths: string[]) => {
          removed.push(paths);
          return { data: [], error: null };
        },
        getPublicUrl: (path: string) => ({ data: { publicUrl: `https://cdn.test/${path}` } }),
      }),
    },
  };
  return { client, removed };
}

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files } });
const nextButton = () => screen.getByRole('button', { name: /^(Next|Uploading\.\.\.|Saving\.\.\.)$/ });

describe('photos step', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('vendorId', 'vendor-1');
    uploads.calls = [];
    uploads.fail = undefined;
    uploads.hold = false;
    uploads.release = [];
    signIn();
  });

  it('keeps Next disabled without a photo and spells out the rule', async () => {
    backend.client = withStorage(fakeSupabase({ vendors: [{ ...VENDOR_ROW, photos: [] }] })).client;
    await renderWizard('/host/booking/upload-photos');
    await screen.findByText('Upload Your Best Photos');
    expect((nextButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Next is available once you have at least one photo/)).toBeTruthy();
    expect(screen.getByText('You need at least 5 more photo(s) to continue')).toBeTruthy();
  });

  it('lists refused files, uploads each new one as it is chosen, asks for five, then merges them with the saved ones', async () => {
    const fake = fakeSupabase({
      vendors: [{ ...VENDOR_ROW, photos: ['user-1/old-a.webp', 'user-1/old-b.webp'] }],
    });
    backend.client = withStorage(fake).client;
    const router = await renderWizard('/host/booking/upload-photos');
    await screen.findByText('2 of 20 photos');
    choose([image('stage-2400x1600.png'), image('tiny-80x80.png'), image('notes.txt', 'text/plain')]);
    expect(
      await screen.findByText(
        'Some files had issues: tiny-80x80.png: Image too small, notes.txt: Not an image file',
      ),
    ).toBeTruthy();
    expect(screen.getByText('3 of 20 photos')).toBeTruthy();
    expect(screen.getByText('You need at least 2 more photo(s) to continue')).toBeTruthy();
    fireEvent.click(nextButton());
    expect(screen.getByText('Please upload at least 5 photos to continue.')).toBeTruthy();
    await waitFor(() => expect(uploads.calls.map((c) => c.fileName)).toEqual(['stage-2400x1600.webp']));
    expect(fake.writes).toEqual([]);

    choose([image('crowd-640x480.jpg', 'image/jpeg'), image('booth-500x500.png')]);
    await screen.findByText('5 of 20 photos');
    fireEvent.click(nextButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/booking/packages'));
    expect(uploads.calls).toEqual([
      { n: 1, userId: TEST_USER_ID, fileName: 'stage-2400x1600.webp', type: 'image/webp' },
      { n: 2, userId: TEST_USER_ID, fileName: 'crowd-640x480.webp', type: 'image/webp' },
      { n: 3, userId: TEST_USER_ID, fileName: 'booth-500x500.webp', type: 'image/webp' },
    ]);
    expect(fake.writes).toEqual([
      {
        table: 'vendors',
        op: 'update',
        filters: [['id', 'vendor-1']],
        payload: {
          photos: [
            'user-1/old-a.webp',
            'user-1/old-b.webp',
            'user-1/1763776800000-abc-stage-2400x1600.webp',
            'user-1/1763776800000-abc-crowd-640x480.webp',
            'user-1/1763776800000-abc-booth-500x500.webp',
          ],
        },
      },
    ]);
  });

  it('refuses a selection over the 20-photo limit', async () => {
    const saved = Array.from({ length: 17 }, (_, i) => `user-1/p${i}.webp`);
    backend.client = withStorage(fakeSupabase({ vendors: [{ ...VENDOR_ROW, photos: saved }] })).client;
    await renderWizard('/host/booking/upload-photos');
    await screen.findByText('17 of 20 photos');
    choose(Array.from({ length: 4 }, (_, i) => image(`x${i}-800x600.png`)));
    expect(await screen.findByText('Can only add 3 more photos (4 selected)')).toBeTruthy();
    expect(screen.getByText('17 of 20 photos')).toBeTruthy();
  });

  it('removes a saved photo from the listing and from storage', async () => {
    const fake = fakeSupabase({ vendors: [{ ...VENDOR_ROW, photos: ['user-1/a.webp', 'user-1/b.webp'] }] });
    const { client, removed } = withStorage(fake);
    backend.client = client;
    await renderWizard('/host/booking/upload-photos');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove saved photo 1' }));
    await waitFor(() => expect(removed).toEqual([['user-1/a.webp']]));
    expect(fake.writes).toEqual([
      {
        table: 'vendors',
        op: 'update',
        filters: [['id', 'vendor-1']],
        payload: { photos: ['user-1/b.webp'] },
      },
    ]);
  });

  it('shows the real progress of each upload as it happens, before Next', async () => {
    const saved = Array.from({ length: 4 }, (_, i) => `user-1/p${i}.webp`);
    const fake = fakeSupabase({ vendors: [{ ...VENDOR_ROW, photos: saved }] });
    backend.client = withStorage(fake).client;
    const router = await renderWizard('/host/booking/upload-photos');
    await screen.findByText('4 of 20 photos');
    uploads.hold = true;
    choose([image('one-800x600.png')]);
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress of one-800x600.png' });
    // Half the bytes sent, without Next: the bar says so (it sat at 0% until Next).
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('Uploading...')).toBeTruthy();
    uploads.release.shift()?.();
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByText('Uploaded')).toBeTruthy();
    // Next saves what was stored: nothing is uploaded twice.
    fireEvent.click(nextButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/booking/packages'));
    expect(uploads.calls.map((c) => c.fileName)).toEqual(['one-800x600.webp']);
    expect(fake.writes).toHaveLength(1);
  });

  it('drops a new photo without saving it, shows an upload failure on its tile, and Next tries it again', async () => {
    const saved = Array.from({ length: 4 }, (_, i) => `user-1/p${i}.webp`);
    const fake = fakeSupabase({ vendors: [{ ...VENDOR_ROW, photos: saved }] });
    backend.client = withStorage(fake).client;
    const router = await renderWizard('/host/booking/upload-photos');
    await screen.findByText('4 of 20 photos');
    uploads.fail = 'Network error';
    choose([image('one-800x600.png'), image('two-800x600.png')]);
    await screen.findByText('6 of 20 photos');
    fireEvent.click(screen.getByRole('button', { name: 'Remove two-800x600.png' }));
    expect(screen.getByText('5 of 20 photos')).toBeTruthy();
    expect(await screen.findByText('Upload failed: Next tries again')).toBeTruthy();

    // Still failing: Next says why and stays.
    fireEvent.click(nextButton());
    expect(await screen.findByText('Upload failed: Photo 1 upload failed: Network error')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/host/booking/upload-photos');
    expect(fake.writes).toEqual([]);

    // Back online: Next uploads it again and saves it, without the dropped one.
    uploads.fail = undefined;
    fireEvent.click(nextButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/booking/packages'));
    expect(uploads.calls.map((c) => c.fileName).at(-1)).toBe('one-800x600.webp');
    expect(fake.writes[0]?.payload).toEqual({
      photos: [...saved, 'user-1/1763776800000-abc-one-800x600.webp'],
    });
  });

  it('proceeds without uploading when there are no new photos', async () => {
    const saved = Array.from({ length: 5 }, (_, i) => `user-1/p${i}.webp`);
    const fake = fakeSupabase({ vendors: [{ ...VENDOR_ROW, photos: saved }] });
    backend.client = withStorage(fake).client;
    const router = await renderWizard('/host/booking/upload-photos');
    await screen.findByText('5 of 20 photos');
    fireEvent.click(nextButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/booking/packages'));
    expect(fake.writes).toEqual([]);
  });
});
