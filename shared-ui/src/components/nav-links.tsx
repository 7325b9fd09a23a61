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

/** A link's count: the digits are seen and read, `words` only read ('2' + ' unread conversations'). */
function NavBadge({ count, words }: { count: number; words?: string }) {
  return (
    <>
      <span
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
      {words ? <span style={visuallyHidden}>{` ${words}`}</span> : null}
    </>
  );
}

/** Read by screen readers, not drawn. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
                {item.badge ? <NavBadge count={item.badge} words={item.badgeLabel} /> : null}
              </a>
            </li>
          );
        })}
      </Flex>
    </nav>
  );
}
