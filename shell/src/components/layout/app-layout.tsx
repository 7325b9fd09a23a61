import { Outlet, useLocation } from '@partyeasy/shared-ui/router';
import { useLayoutEffect } from 'react';
import { dropPrerenderedUnlessFor } from '../../app/drop-prerendered';
import { TermsConsentGate } from '../../features/session';
import styles from './layout.module.css';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppLayout() {
  const { pathname } = useLocation();
  // A static first screen must not stay over another page the visitor went to before it loaded; on its own
  // address the page that replaces it drops it, in the frame in which it is drawn.
  useLayoutEffect(() => dropPrerenderedUnlessFor(pathname), [pathname]);
  return (
    <div className={styles.page}>
      <ScrollToTop />
      <SiteHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <TermsConsentGate />
    </div>
  );
}
