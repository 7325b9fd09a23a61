import {
  LOCATION_MESSAGES,
  mergePhotoPaths,
  overallUploadPercent,
  PHOTOS_MAX,
  PHOTOS_MIN,
  photoCountHint,
  validatePhotoCount,
} from '@partyeasy/shared-domain';
import { useNavigate } from '@partyeasy/shared-ui/router';
import type { User } from '@supabase/supabase-js';
import { Button, Flex, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useVendor } from '../api/get-vendor';
import { photoPublicUrl, useRemovePhoto } from '../api/remove-photo';
import { useSavePhotos } from '../api/save-photos';
import { uploadPhoto } from '../api/upload-photo';
import { StepNav } from '../components/step-nav';
import { WizardLayout } from '../components/wizard-layout';
import { browserImageDeps, createPreviewUrl, revokePreviewUrl } from '../model/browser-image';
import { type PreparedPhoto, prepareSelection } from '../model/photo-processing';
import { stepPath } from '../model/steps';
import { readVendorId } from '../model/vendor-id-storage';

interface PendingPhoto {
  key: string;
  photo: PreparedPhoto;
  previewUrl: string;
  /** Bytes sent so far: each photo is uploaded as soon as it is chosen. */
  sent: number;
  /** Set once stored, so Next does not upload it again. */
  path?: string;
  /** Why its upload failed; Next tries it again. */
  failed?: string;
}

const tile: React.CSSProperties = {
  width: 160,
  border: '1px solid #e5e5e5',
  borderRadius: 8,
  padding: 8,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
};
const thumb: React.CSSProperties = { width: '100%', height: 100, objectFit: 'cover', borderRadius: 4 };

const noop = () => undefined;

let keySeq = 0;
const nextKey = () => {
  keySeq += 1;
  return `photo-${keySeq}`;
};

export function PhotosStep({ user }: { user: User }) {
  const navigate = useNavigate();
  const [vendorId] = useState(readVendorId);
  const vendor = useVendor(vendorId);
  const savePhotos = useSavePhotos();
  const removeSaved = useRemovePhoto();
  const existing = vendor.data?.photos ?? [];
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [processing, setProcessing] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  // The uploads started on choosing run one after another; Next waits for them. Stored paths by photo key.
  const uploads = useRef<Promise<void>>(Promise.resolve());
  const stored = useRef(new Map<string, string>());
  const dropped = useRef(new Set<string>());
  const update = (key: string, patch: Partial<PendingPhoto>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  // Previews are object URLs: release them when the step is left.
  const previews = useRef<string[]>([]);
  previews.current = pending.map((p) => p.previewUrl);
  useEffect(() => () => previews.current.forEach(revokePreviewUrl), []);

  const total = existing.length + pending.length;
  const busy = processing || phase !== 'idle' || removeSaved.isPending;
  const hint = photoCountHint(total);

  /** Uploads one chosen photo (number `n` in messages), following its bytes; throws why it failed. */
  const upload = async (item: PendingPhoto, n: number) => {
    update(item.key, { failed: undefined, sent: 0 });
    try {
      const path = await uploadPhoto({
        n,
        userId: user.id,
        blob: item.photo.blob,
        fileName: item.photo.fileName,
        onProgress: (sent) => update(item.key, { sent }),
      });
      stored.current.set(item.key, path);
      update(item.key, { path, sent: item.photo.blob.size });
      return path;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      update(item.key, { failed: message });
      throw e;
    }
  };

  const choose = async (files: File[]) => {
    if (files.length === 0) return;
    setProcessing(true);
    setFileProblem(undefined);
    setError(undefined);
    try {
      const result = await prepareSelection(
        files,
        { existing: existing.length, pending: pending.length },
        browserImageDeps,
      );
      setFileProblem(result.error);
      const added = result.photos.map((photo) => ({
        key: nextKey(),
        photo,
        previewUrl: createPreviewUrl(photo.blob),
        sent: 0,
      }));
      setPending((list) => [...list, ...added]);
      // Each is uploaded now, in turn, with its progress on its tile; a failure waits for Next to retry.
      added.forEach((item, index) => {
        const n = pending.length + index + 1;
        uploads.current = uploads.current.then(() =>
          dropped.current.has(item.key) ? undefined : upload(item, n).then(noop, noop),
        );
      });
    } catch (e) {
      setFileProblem(`Failed to process files: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setProcessing(false);
    }
  };

  const dropPending = (key: string) => {
    dropped.current.add(key);
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) revokePreviewUrl(gone.previewUrl);
      return list.filter((p) => p.key !== key);
    });
  };

  const removeExisting = (path: string) => {
    if (!vendorId) return;
    setError(undefined);
    removeSaved.mutate(
      { vendorId, path, remaining: existing.filter((p) => p !== path) },
      { onError: (e) => setError(`Could not remove the photo: ${e.message}`) },
    );
  };

  const next = async () => {
    setError(undefined);
    const countProblem = validatePhotoCount(total);
    if (countProblem) {
      setError(countProblem);
      return;
    }
    if (!vendorId) {
      setError(LOCATION_MESSAGES.missingVendorId);
      return;
    }
    if (pending.length === 0) {
      navigate(stepPath('packages'));
      return;
    }
    setPhase('uploading');
    const paths: string[] = [];
    try {
      await uploads.current;
      for (const [index, item] of pending.entries()) {
        paths.push(stored.current.get(item.key) ?? (await upload(item, index + 1)));
      }
      setPhase('saving');
      await savePhotos.mutateAsync({ vendorId, photos: mergePhotoPaths(existing, paths) });
    } catch (e) {
      setError(`Upload failed: ${e instanceof Error ? e.message : String(e)}`);
      setPhase('idle');
      return;
    }
    for (const p of pending) revokePreviewUrl(p.previewUrl);
    previews.current = [];
    setPending([]);
    setPhase('idle');
    navigate(stepPath('packages'));
  };

  const overall = overallUploadPercent(pending.map((p) => ({ sent: p.sent, total: p.photo.blob.size })));

  return (
    <WizardLayout step="upload-photos">
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Upload Your Best Photos
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          {`Add between ${PHOTOS_MIN} and ${PHOTOS_MAX} photos: image files up to 50 MB and at least 100x100 pixels. Large photos are resized to fit 1920x1080 and saved as WebP.`}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {`Next is available once you have at least one photo, and takes you on when you have ${PHOTOS_MIN} to ${PHOTOS_MAX} in total.`}
        </Typography.Paragraph>
        <Flex align="center" gap={12} wrap>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            aria-label="Choose photos"
            style={{ display: 'none' }}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              void choose(files);
            }}
          />
          <Button onClick={() => input.current?.click()} disabled={busy || total >= PHOTOS_MAX}>
            {processing ? 'Processing...' : 'Choose photos'}
          </Button>
          <Typography.Text aria-live="polite">{`${total} of ${PHOTOS_MAX} photos`}</Typography.Text>
        </Flex>
        {fileProblem ? (
          <Typography.Text type="danger" role="alert">
            {fileProblem}
          </Typography.Text>
        ) : null}
        <Flex gap={12} wrap aria-label="Photos">
          {existing.map((path, i) => (
            <div key={path} style={tile}>
              <img src={photoPublicUrl(path)} alt={`Saved ${i + 1}`} style={thumb} />
              <Typography.Text type="secondary">Saved</Typography.Text>
              <Button
                size="small"
                danger
                onClick={() => removeExisting(path)}
                disabled={busy}
                aria-label={`Remove saved photo ${i + 1}`}
              >
                Remove
              </Button>
            </div>
          ))}
          {pending.map((p) => (
            <div key={p.key} style={tile}>
              <img src={p.previewUrl} alt={`Preview of ${p.photo.originalName}`} style={thumb} />
              <Typography.Text ellipsis>{p.photo.originalName}</Typography.Text>
              <Progress
                percent={overallUploadPercent([{ sent: p.sent, total: p.photo.blob.size }])}
                status={p.failed ? 'exception' : undefined}
                size="small"
                aria-label={`Upload progress of ${p.photo.originalName}`}
              />
              <Typography.Text type={p.failed ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                {p.failed ? 'Upload failed: Next tries again' : p.path ? 'Uploaded' : 'Uploading...'}
              </Typography.Text>
              <Button
                size="small"
                danger
                onClick={() => dropPending(p.key)}
                disabled={busy}
                aria-label={`Remove ${p.photo.originalName}`}
              >
                Remove
              </Button>
            </div>
          ))}
        </Flex>
        {phase !== 'idle' || pending.some((p) => !p.path && !p.failed) ? (
          <div>
            <Typography.Text>Overall progress</Typography.Text>
            <Progress percent={overall} aria-label="Overall upload progress" />
          </div>
        ) : null}
        {hint ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : null}
        <StepNav
          onBack={() => navigate(stepPath('location'))}
          onNext={() => void next()}
          busy={phase !== 'idle'}
          busyLabel={phase === 'saving' ? 'Saving...' : 'Uploading...'}
          nextDisabled={total === 0 || processing || removeSaved.isPending}
        />
      </Flex>
    </WizardLayout>
  );
}
