import type { ReactNode } from 'react';
import { brandColors, breakpoints, spacing } from '../theme';
import { useMinWidth } from '../use-min-width';

export interface HeaderBarProps {
  /** The logo, linking to /. */
  logo: ReactNode;
  /** Desktop navigation, usually `NavLinks`. Hidden below the `md` breakpoint. */
  nav: ReactNode;
  /** Right side on desktop: 'Login/Signup' or the `AvatarMenu`. */
  actions: ReactNode;
  /** Small screens: usually `MobileMenu`. */
  mobileMenu: ReactNode;
}

/** The fixed top bar laid out for phone and desktop; the shell fills its slots. */
export function HeaderBar({ logo, nav, actions, mobileMenu }: HeaderBarProps) {
  const desktop = useMinWidth(breakpoints.md);
  return (
    <header
      style={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 100,
        height: 64,
        display: 'flex',
        alignItems: 'center',
        gap: spacing.lg,
        paddingInline: desktop ? spacing.xl : spacing.md,
        borderBottom: `1px solid ${brandColors.border}`,
        background: brandColors.surface,
        lineHeight: 'normal',
      }}
    >
      <div style={{ flex: '0 0 auto', display: 'flex', alignItems: 'center' }}>{logo}</div>
      {desktop ? (
        <>
          <div style={{ flex: 1, display: 'flex', justifyContent: 'center' }}>{nav}</div>
          <div style={{ flex: '0 0 auto', display: 'flex', alignItems: 'center', gap: spacing.sm }}>
            {actions}
          </div>
        </>
      ) : (
        <div style={{ marginInlineStart: 'auto' }}>{mobileMenu}</div>
      )}
    </header>
  );
}
