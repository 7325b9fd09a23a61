import { useInstanceProbe } from '@partyeasy/shared-ui/remote';
import { Outlet } from 'react-router-dom';
import styles from './layout.module.css';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppLayout() {
  useInstanceProbe('shell');
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
