import type { NavItem } from '@partyeasy/shared-ui/components/nav-item';

export const headerLinks: readonly NavItem[] = [
  { key: 'host', href: '/', label: 'Host an Event' },
  { key: 'join', href: '/host/booking/start', label: 'Join as Vendor' },
  { key: 'about', href: '/about', label: 'About' },
];

export const vendorDashboardLink: NavItem = { key: 'vendor', href: '/vendor', label: 'Vendor Dashboard' };

/** Signed-in users' conversations, with the number of conversations waiting to be read. */
export function messagesLink(unread: number): NavItem {
  return {
    key: 'messages',
    href: '/messages',
    label: 'Messages',
    badge: unread,
    badgeLabel: unread === 1 ? 'unread conversation' : 'unread conversations',
  };
}

export const accountLinks: readonly NavItem[] = [
  { key: 'settings', href: '/account-settings', label: 'Account Settings' },
  { key: 'dashboard', href: '/', label: 'Dashboard' },
  // Not in the spec's menu: the hosts' only way to their bookings from every page (README, gaps list).
  { key: 'bookings', href: '/dashboard', label: 'My bookings' },
  // The host's quote requests and the offers they received (issue 44).
  { key: 'quotes', href: '/quotes', label: 'Quote requests' },
  // The host's events: the shortlist, several vendors paid at once, the schedule (issue 46).
  { key: 'events', href: '/events', label: 'Your events' },
  // The vendors saved with the heart ('Pick Your Favorites' of How It Works).
  { key: 'favourites', href: '/favorites', label: 'Favorites' },
];

export const loginLink: NavItem = { key: 'login', href: '/login', label: 'Login/Signup' };
