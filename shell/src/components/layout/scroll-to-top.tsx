import { useLocation } from '@partyeasy/shared-ui/router';
import { useLayoutEffect } from 'react';
import { prerendered } from '../../app/drop-prerendered';

/**
 * Every page starts at the top. Except the first one when its own page's static screen is still showing
 * (`about.html`, `vendor-landingpage.html`, `login.html`: the holder marked with this address): the visitor may
 * have scrolled it before the app ran, and the live page takes its place at the same spot.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (prerendered()?.dataset.path !== pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
