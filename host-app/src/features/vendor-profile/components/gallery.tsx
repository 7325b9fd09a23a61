import type { Photo } from '@partyeasy/shared-ui/components/photo';
import { radii } from '@partyeasy/shared-ui/theme';
import { profileText } from './profile-layout';

export interface GalleryProps {
  photos: readonly Photo[];
  onOpen: (index: number) => void;
}

/** Every photo as a thumbnail; a click opens it full screen. Shown only with more than one photo. */
export function Gallery({ photos, onOpen }: GalleryProps) {
  if (photos.length < 2) return null;
  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title" style={profileText.sectionTitle}>
        Gallery
      </h2>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 8,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(45%, 160px), 1fr))',
        }}
      >
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <button
              type="button"
              onClick={() => onOpen(index)}
              aria-label={`Open photo ${index + 1} of ${photos.length} full screen`}
              style={{
                display: 'block',
                width: '100%',
                aspectRatio: '4 / 3',
                padding: 0,
                border: 'none',
                borderRadius: radii.md,
                overflow: 'hidden',
                cursor: 'zoom-in',
              }}
            >
              <img
                src={photo.src}
                alt={photo.alt}
                loading="lazy"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
