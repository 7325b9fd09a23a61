import { Outlet, useLocation } from '@partyeasy/shared-ui/router';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { dropPrerenderedUnlessFor } from '../../app/drop-prerendered';
import styles from './layout.module.css';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppLayout() {
  const { pathname } = useLocation();
  // A static first screen must not stay over another page the visitor went to before it loaded; on its own
  // address the page that replaces it drops it, in the frame in which it is drawn.
  useLayoutEffect(() => dropPrerenderedUnlessFor(pathname), [pathname]);
  // The footer in a second, interruptible pass after the first commit: it is below the page, and that
  // commit (the header and the page) was one of the longest tasks of a first visit.
  const [footer, setFooter] = useState(false);
  useEffect(() => startTransition(() => setFooter(true)), []);
  return (
    <div className={styles.page}>
      <ScrollToTop />
      <SiteHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}
