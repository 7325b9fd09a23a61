/** The messaging feature's public API: the header's unread badge and its live refresh. */
export { useUnreadCount } from './api/get-unread-count';
export { useInboxLive } from './hooks/use-inbox-live';
