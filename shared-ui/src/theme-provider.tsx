import { TOAST_DEFAULT_MS, TOAST_LIMIT } from '@partyeasy/shared-domain';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { partyEasyTheme } from './theme';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}

/**
 * One antd theme for every remote, and the holder of the toasts (`useToaster`), capped at the spec's 20
 * at once. Animations are off for users who ask for reduced motion. The shell mounts it once around the
 * router; remotes running standalone mount their own. No locale is passed: antd's built-in one is US
 * English, and importing it again would ship a second copy on every first visit.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useMemo<ThemeConfig>(
    () =>
      prefersReducedMotion()
        ? { ...partyEasyTheme, token: { ...partyEasyTheme.token, motion: false } }
        : partyEasyTheme,
    [],
  );
  return (
    <ConfigProvider theme={theme}>
      <AntApp
        message={{ maxCount: TOAST_LIMIT, duration: TOAST_DEFAULT_MS / 1000 }}
        notification={{ maxCount: TOAST_LIMIT, placement: 'topRight' }}
      >
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
