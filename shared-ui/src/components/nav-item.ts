import type { MouseEvent } from 'react';

/** A link in the header, the avatar menu or the mobile menu. */
export interface NavItem {
  key: string;
  label: string;
  href: string;
  /** A count drawn beside the label (unread conversations); nothing when 0 or absent. */
  badge?: number;
  /** What a screen reader hears after the count, e.g. 'unread conversations' ('Messages 2 unread conversations'). */
  badgeLabel?: string;
}

/** Client-side navigation hook-up: the apps pass react-router's `navigate`. */
export type Navigate = (href: string) => void;

/**
 * Lets a plain left click go through the router while keeping real `href`s, so opening in a new tab,
 * copying the link and screen-reader link lists still work.
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>, href: string, navigate?: Navigate) {
  if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  navigate(href);
}
