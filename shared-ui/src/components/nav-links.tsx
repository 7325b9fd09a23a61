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
              </a>
            </li>
          );
        })}
      </Flex>
    </nav>
  );
}
