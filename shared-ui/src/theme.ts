import type { ThemeConfig } from 'antd';

/**
 * Brand palette. Every text colour here keeps at least 4.5:1 against white and the cream page
 * background (WCAG AA); `theme.test.ts` checks the pairs antd actually renders.
 */
export const brandColors = {
  /** Terracotta: buttons, links, selected states. */
  primary: '#c2410c',
  primaryHover: '#9a3412',
  primaryActive: '#7c2d12',
  /** Availability, success, "Live & Active". */
  success: '#15803d',
  warning: '#b45309',
  error: '#b91c1c',
  info: '#1d4ed8',
  /** Warm near-black for body text. */
  text: '#1c1917',
  textSecondary: '#57534e',
  textTertiary: '#6b6259',
  /** Cream page background; cards stay white so photos read cleanly. */
  pageBackground: '#fffaf5',
  surface: '#ffffff',
  border: '#e7e0d8',
  /** The heart of a favourited vendor. */
  favourite: '#be185d',
  /** The current item of a navigation (text and pill) and the "today" cell of a calendar. */
  selectedText: '#9a3412',
  selectedBackground: '#fff1e8',
  /** Time-slot labels on a calendar: saved, and still being saved (the same text on a grey pill). */
  slotText: '#14532d',
  slotBackground: '#dcfce7',
  slotPendingBackground: '#e7e5e4',
  /** Calendar days: past, and outside the month shown (tinted, never faded, so their text stays readable). */
  pastDayBackground: '#f5f5f4',
  outsideMonthBackground: '#faf7f4',
} as const;

/** Spacing scale in px (multiples of 4); use these for gaps and paddings outside antd components. */
export const spacing = { xxs: 4, xs: 8, sm: 12, md: 16, lg: 24, xl: 32, xxl: 48 } as const;

/** Viewport widths in px, the same as antd's grid (`xs` below 576) so `Grid.useBreakpoint` agrees. */
export const breakpoints = { phone: 360, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

export const radii = { sm: 6, md: 10, lg: 16, pill: 999 } as const;

export const fontFamily =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** One theme for every remote; the shell mounts it once through `ThemeProvider`. */
export const partyEasyTheme: ThemeConfig = {
  token: {
    colorPrimary: brandColors.primary,
    colorPrimaryHover: brandColors.primaryHover,
    colorPrimaryActive: brandColors.primaryActive,
    colorLink: brandColors.primary,
    colorLinkHover: brandColors.primaryHover,
    colorLinkActive: brandColors.primaryActive,
    colorSuccess: brandColors.success,
    colorWarning: brandColors.warning,
    colorError: brandColors.error,
    colorInfo: brandColors.info,
    // antd's derived tints of these darker status colours come out greyish; these keep tags readable.
    colorSuccessBg: '#f0fdf4',
    colorSuccessBorder: '#bbf7d0',
    colorWarningBg: '#fffbeb',
    colorWarningBorder: '#fde68a',
    colorErrorBg: '#fef2f2',
    colorErrorBorder: '#fecaca',
    colorInfoBg: '#eff6ff',
    colorInfoBorder: '#bfdbfe',
    colorText: brandColors.text,
    colorTextSecondary: brandColors.textSecondary,
    colorTextTertiary: brandColors.textTertiary,
    colorTextDescription: brandColors.textTertiary,
    colorBgLayout: brandColors.pageBackground,
    colorBgContainer: brandColors.surface,
    colorBorder: brandColors.border,
    colorBorderSecondary: '#f0ebe4',
    fontFamily,
    fontSize: 15,
    lineHeight: 1.6,
    borderRadius: radii.md,
    borderRadiusLG: radii.lg,
    borderRadiusSM: radii.sm,
    controlHeight: 40,
    wireframe: false,
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: 'none', defaultShadow: 'none', dangerShadow: 'none' },
    Card: { headerFontSize: 17 },
    Layout: { headerBg: brandColors.surface, bodyBg: brandColors.pageBackground, headerPadding: '0 16px' },
    Modal: { titleFontSize: 20 },
    Tag: { defaultBg: '#f5efe8', defaultColor: brandColors.text },
  },
};
