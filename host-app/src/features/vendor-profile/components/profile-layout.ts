import { brandColors } from '@partyeasy/shared-ui/theme';
import type { CSSProperties } from 'react';

/**
 * The profile's first screen as the static copy draws it (`src/prerender.tsx`): the photo and the name in a
 * 320 px column beside the packages, one column below 864 px. The live page draws the same columns with
 * `profile-layout.module.css` (which also places the selection after the packages in the page).
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
  // 320 px exactly beside the packages (as the live page's grid column), the full width once wrapped.
  summary: {
    flex: '1 1 320px',
    maxWidth: 'max(320px, calc((832px - 100%) * 1000))',
    display: 'grid',
    gap: 16,
  },
  main: { flex: '999 1 480px', minWidth: 0, display: 'grid', gap: 32 },
} satisfies Record<string, CSSProperties>;

/** Height of the photo carousel at the top of the summary column. */
export const PROFILE_PHOTO_HEIGHT = 280;

/**
 * The profile's headings and quiet text as plain elements with the theme's sizes, not antd Typography
 * (which brings Input, TextArea and Tooltip for its editable and ellipsis modes to every profile).
 */
export const profileText = {
  sectionTitle: { fontSize: 30, lineHeight: 1.27, fontWeight: 600, margin: '0 0 16px' },
  secondary: { color: brandColors.textSecondary },
  paragraph: { margin: '0 0 16px' },
  /** The vendor's name and service type under the photos (also in the static first screen). */
  name: { fontSize: 28, lineHeight: 1.21, fontWeight: 600, margin: 0 },
  serviceType: { fontSize: 16, color: brandColors.textSecondary },
} satisfies Record<string, CSSProperties>;
