import { Outlet, useLocation } from '@partyeasy/shared-ui/router';
import { useLayoutEffect } from 'react';
import { dropPrerendered } from '../../app/drop-prerendered';
import styles from './layout.module.css';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppLayout() {
  const { pathname } = useLocation();
  // The static first screen of `/` must not stay over another page the visitor went to before it loaded.
  useLayoutEffect(() => {
    if (pathname !== '/') dropPrerendered();
  }, [pathname]);
  return (
    <div className={styles.page}>
      <ScrollToTop />
      <SiteHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
