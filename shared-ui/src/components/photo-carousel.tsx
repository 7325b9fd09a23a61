import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { brandColors, radii } from '../theme';
import { NoImage } from './no-image';
import type { Photo } from './photo';

export interface PhotoCarouselProps {
  photos: readonly Photo[];
  /** Accessible name of the carousel, e.g. the vendor's name followed by 'photos'. */
  label: string;
  /** Controlled index; leave out to let the carousel keep its own. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** Called when the shown photo is activated, e.g. to open a `PhotoLightbox`. */
  onOpen?: (index: number) => void;
  /** Height of the photo area. */
  height?: number | string;
  /** The page's main image (e.g. at the top of a profile): fetched at high priority, ahead of other images. */
  priority?: boolean;
}

/** One photo at a time with previous, next and dot controls; wraps around at both ends. */
export function PhotoCarousel({
  photos,
  label,
  index,
  onIndexChange,
  onOpen,
  height = 320,
  priority = false,
}: PhotoCarouselProps) {
  const [ownIndex, setOwnIndex] = useState(0);
  const count = photos.length;
  const shown = count === 0 ? 0 : (((index ?? ownIndex) % count) + count) % count;
  const photo = photos[shown];

  const go = (next: number) => {
    const wrapped = ((next % count) + count) % count;
    setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(shown - 1);
    if (event.key === 'ArrowRight') go(shown + 1);
  };

  const frame = { position: 'relative' as const, height, borderRadius: radii.lg, overflow: 'hidden' };

  if (!photo) {
    return (
      <section aria-label={label} style={frame}>
        <NoImage />
      </section>
    );
  }

  const image = (
    <img
      src={photo.src}
      alt={photo.alt}
      fetchPriority={priority ? 'high' : undefined}
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{ display: 'grid', gap: 8 }}
    >
      <div style={frame} aria-live="polite">
        {onOpen ? (
          <button
            type="button"
            onClick={() => onOpen(shown)}
            aria-label={`Open photo ${shown + 1} of ${count} full screen`}
            style={{
              padding: 0,
              border: 'none',
              background: 'transparent',
              cursor: 'zoom-in',
              display: 'block',
              width: '100%',
              height: '100%',
            }}
          >
            {image}
          </button>
        ) : (
          image
        )}
        {count > 1 ? (
          <>
            <Button
              shape="circle"
              icon={<LeftOutlined />}
              aria-label="Previous photo"
              onClick={() => go(shown - 1)}
              style={{ position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}
            />
            <Button
              shape="circle"
              icon={<RightOutlined />}
              aria-label="Next photo"
              onClick={() => go(shown + 1)}
              style={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}
            />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div style={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 2 }}>
          {photos.map((item, i) => (
            <button
              key={item.src}
              type="button"
              aria-label={`Show photo ${i + 1} of ${count}`}
              aria-current={i === shown ? 'true' : undefined}
              onClick={() => go(i)}
              style={{
                width: 24,
                height: 24,
                padding: 0,
                border: 'none',
                background: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <span
                aria-hidden="true"
                style={{
                  width: i === shown ? 10 : 8,
                  height: i === shown ? 10 : 8,
                  borderRadius: radii.pill,
                  background: i === shown ? brandColors.primary : brandColors.textTertiary,
                }}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
