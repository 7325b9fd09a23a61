import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport is at least `px` wide, right from the first render (antd's `Grid.useBreakpoint`
 * answers only after an effect, so a desktop first drew the phone layout; it would also bring Layout to every
 * first visit).
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  // Stable per query, so React subscribes once instead of on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  );
}
