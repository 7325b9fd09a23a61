import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { HeaderBar } from '@partyeasy/shared-ui/components/header-bar';
import { MobileMenu } from '@partyeasy/shared-ui/components/mobile-menu';
import { NavLinks } from '@partyeasy/shared-ui/components/nav-links';
import { Link, useLocation, useNavigate } from '@partyeasy/shared-ui/router';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useInboxLive, useUnreadCount } from '../../features/messages';
import { signOut, useAuthSession, useCompleteGoogleSignup, useIsVendor } from '../../features/session';
import styles from './layout.module.css';
import { accountLinks, headerLinks, loginLink, messagesLink, vendorDashboardLink } from './nav-links';

// Signed-in hosts only: the current-event switch is not fetched on a visitor's first visit.
const EventSwitch = lazy(() =>
  import('../../features/events').then((module) => ({ default: module.EventSwitch })),
);

// Signed-in visitors only: the menu (antd Dropdown and Menu) is not fetched for everyone else.
const AvatarMenu = lazy(() =>
  import('@partyeasy/shared-ui/components/avatar-menu').then((module) => ({ default: module.AvatarMenu })),
);

/**
 * The fixed header: links, 'Vendor Dashboard' for signed-in vendors only (hidden while their status
 * loads), 'Messages' with the unread conversations for signed-in users (kept current by the inbox channel),
 * the current-event switch of hosts with events, the avatar menu or 'Login/Signup', and the same links in
 * the phone menu (the switch above Logout).
 */
export function SiteHeader() {
  const { productName } = getRuntimeConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, loading } = useAuthSession();
  const { isVendor } = useIsVendor();
  useCompleteGoogleSignup();
  const unread = useUnreadCount(user?.id);
  useInboxLive(user?.id);

  const signedInLinks = user ? [messagesLink(unread.data ?? 0)] : [];
  const nav = [...headerLinks, ...(isVendor ? [vendorDashboardLink] : []), ...signedInLinks];
  const menuItems = isVendor ? [...accountLinks, vendorDashboardLink] : accountLinks;
  const fullName: string | undefined = user?.user_metadata?.full_name || user?.user_metadata?.name;
  // Leave the page first: a page that guards signed-in content must not redirect to /login mid-logout. The
  // navigation is not a transition (flushSync): as a transition it kept the guarded page on screen while the
  // home page's code loaded, and the session ending meanwhile sent that page to /login.
  const logout = async () => {
    await navigate('/', { flushSync: true });
    await signOut();
  };

  const account = loading ? null : user ? (
    <>
      <Suspense fallback={null}>
        <EventSwitch userId={user.id} onNavigate={navigate} />
      </Suspense>
      <Suspense fallback={<span className={styles.avatarPlaceholder} />}>
        <AvatarMenu
          fullName={fullName}
          email={user.email ?? ''}
          items={menuItems}
          onNavigate={navigate}
          onLogout={logout}
        />
      </Suspense>
    </>
  ) : (
    <Link to={loginLink.href} className={styles.loginLink}>
      {loginLink.label}
    </Link>
  );

  return (
    <HeaderBar
      logo={
        <Link to="/" className={styles.logo} aria-label={`${productName} home`}>
          {productName}
        </Link>
      }
      nav={<NavLinks items={nav} currentHref={pathname} onNavigate={navigate} label="Main" />}
      actions={account}
      mobileMenu={
        <MobileMenu
          items={user ? [...nav, ...accountLinks] : loading ? nav : [...nav, loginLink]}
          currentHref={pathname}
          onNavigate={navigate}
          footer={(close) =>
            user ? (
              <>
                <Suspense fallback={null}>
                  <EventSwitch
                    userId={user.id}
                    block
                    onNavigate={(href) => {
                      close();
                      navigate(href);
                    }}
                  />
                </Suspense>
                <Button
                  block
                  danger
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  Logout
                </Button>
              </>
            ) : null
          }
        />
      }
    />
  );
}
