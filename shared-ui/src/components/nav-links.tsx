import { Flex } from 'antd';
import { brandColors } from '../theme';
import { followLink, type NavItem, type Navigate } from './nav-item';

export interface NavLinksProps {
  items: readonly NavItem[];
  /** The href of the page the user is on; that link is marked as current. */
  currentHref?: string;
  onNavigate?: Navigate;
  /** Column layout for menus; row for the desktop header. */
  direction?: 'row' | 'column';
  label?: string;
}

/** A link's count, seen; the link's name says it in words (`badgeLabel`). */
function NavBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        minWidth: 20,
        marginInlineStart: 6,
        padding: '0 6px',
        borderRadius: 999,
        background: brandColors.primary,
        color: '#fff',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The header's primary links. */
export function NavLinks({
  items,
  currentHref,
  onNavigate,
  direction = 'row',
  label = 'Main navigation',
}: NavLinksProps) {
  return (
    <nav aria-label={label}>
      <Flex
        component="ul"
        vertical={direction === 'column'}
        gap={direction === 'column' ? 4 : 24}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((item) => {
          const current = item.href === currentHref;
          return (
            <li key={item.key}>
              <a
                href={item.href}
                aria-current={current ? 'page' : undefined}
                // 'Messages, 2 unread conversations': one name, not the label and the pill's digits.
                aria-label={item.badge ? `${item.label}, ${item.badgeLabel ?? item.badge}` : undefined}
                onClick={(event) => followLink(event, item.href, onNavigate)}
                style={{
                  display: 'inline-block',
                  padding: direction === 'column' ? '10px 0' : '8px 0',
                  color: current ? brandColors.primary : brandColors.text,
                  fontWeight: current ? 600 : 500,
                  textDecoration: 'none',
                  borderBottom: `2px solid ${current ? brandColors.primary : 'transparent'}`,
                }}
              >
                {item.label}
                {item.badge ? <NavBadge count={item.badge} /> : null}
              </a>
            </li>
          );
        })}
      </Flex>
    </nav>
  );
}
