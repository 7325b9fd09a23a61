import { useLocation } from '@partyeasy/shared-ui/router';
import { type ReactNode, useLayoutEffect } from 'react';
import { dropPrerendered, prerenderedFor } from './drop-prerendered';

/** Drops the static first screen in the frame in which the page that replaces it is drawn. */
export function DropPrerendered() {
  useLayoutEffect(dropPrerendered, []);
  return null;
}

/**
 * What a page shows while its code loads (`children`), unless the static first screen of this address is
 * still there: it shows the page already, and a skeleton or spinner would show through it.
 */
export function UnlessPrerendered({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return prerenderedFor(pathname) ? null : children;
}
