import type { CSSProperties } from 'react';

/**
 * The profile's page layout: a summary column (photos, name, the selection) beside the packages, one column
 * on a phone. Shared by the live page and its static first screen (`src/prerender.tsx`), which must draw
 * the photo and the name at the same place.
 */
export const profileLayout = {
  page: {
    maxWidth: 1200,
    margin: '0 auto',
    padding: '24px 16px 64px',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: 32,
  },
  summary: { flex: '1 1 320px', maxWidth: '100%', display: 'grid', gap: 16 },
  main: { flex: '999 1 480px', minWidth: 0, display: 'grid', gap: 32 },
} satisfies Record<string, CSSProperties>;

/** Height of the photo carousel at the top of the summary column. */
export const PROFILE_PHOTO_HEIGHT = 280;
