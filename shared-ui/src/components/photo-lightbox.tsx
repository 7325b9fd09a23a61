import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect } from 'react';
import type { Photo } from './photo';

export interface PhotoLightboxProps {
  open: boolean;
  photos: readonly Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Escape, the close button and a click on the backdrop all call this; focus then returns to the opener. */
  onClose: () => void;
}

const overlayButton = { position: 'absolute', top: '50%', transform: 'translateY(-50%)' } as const;

/** Full-screen photo viewer: previous, next and close; arrow keys move, Escape closes. */
export function PhotoLightbox({ open, photos, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const count = photos.length;
  const shown = count === 0 ? 0 : ((index % count) + count) % count;
  const photo = photos[shown];

  // Listens on the document so the keys work wherever focus sits while the lightbox is open.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (count < 2) return;
      if (event.key === 'ArrowLeft') onIndexChange((shown - 1 + count) % count);
      if (event.key === 'ArrowRight') onIndexChange((shown + 1) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count, shown, onIndexChange, onClose]);

  return (
    <Modal
      open={open && Boolean(photo)}
      onCancel={onClose}
      keyboard={false}
      footer={null}
      title={<span aria-live="polite" style={{ color: '#fff' }}>{`Photo ${shown + 1} of ${count}`}</span>}
      closeIcon={<CloseOutlined style={{ color: '#fff', fontSize: 22 }} />}
      width="100vw"
      centered
      destroyOnHidden
      style={{ maxWidth: '100vw', padding: 0, margin: 0 }}
      styles={{
        content: { background: 'rgba(12, 10, 9, 0.96)', borderRadius: 0, padding: 16, minHeight: '100vh' },
        header: { background: 'transparent' },
        mask: { background: 'rgba(12, 10, 9, 0.9)' },
      }}
    >
      {photo ? (
        <div
          style={{
            position: 'relative',
            display: 'grid',
            placeItems: 'center',
            height: 'calc(100vh - 96px)',
          }}
        >
          <img
            src={photo.src}
            alt={photo.alt}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
          />
          {count > 1 ? (
            <>
              <Button
                shape="circle"
                size="large"
                icon={<LeftOutlined />}
                aria-label="Previous photo"
                onClick={() => onIndexChange((shown - 1 + count) % count)}
                style={{ ...overlayButton, left: 8 }}
              />
              <Button
                shape="circle"
                size="large"
                icon={<RightOutlined />}
                aria-label="Next photo"
                onClick={() => onIndexChange((shown + 1) % count)}
                style={{ ...overlayButton, right: 8 }}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
