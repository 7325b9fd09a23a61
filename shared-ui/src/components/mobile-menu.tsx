import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { brandColors } from '../theme';
import type { NavItem, Navigate } from './nav-item';
import { NavLinks } from './nav-links';
import { useDrawerFocus } from './use-drawer-focus';

export interface MobileMenuProps {
  /** The same links as the desktop header. */
  items: readonly NavItem[];
  currentHref?: string;
  onNavigate?: Navigate;
  /** Account part under the links: a 'Login/Signup' link or the account links and Logout. */
  footer?: (close: () => void) => ReactNode;
}

// The drawer's code loads the first time the menu opens, not with every page.
const Drawer = lazy(() => import('antd/es/drawer'));

/** The hamburger button of small screens and the drawer it opens; choosing a link closes it. */
export function MobileMenu({ items, currentHref, onNavigate, footer }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const drawerId = useId();
  const drawerFocus = useDrawerFocus(open, drawerId);
  const close = () => setOpen(false);
  // A link's count (unread conversations) shows on the closed menu's button too, so a phone sees it.
  const badged = items.find((item) => item.badge);

  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined style={{ fontSize: 20 }} />}
        aria-label={badged ? `Open menu, ${badged.badge} ${badged.badgeLabel ?? ''}`.trimEnd() : 'Open menu'}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        style={badged ? { position: 'relative' } : undefined}
      >
        {badged ? (
          <span
            aria-hidden="true"
            style={{
              position: 'absolute',
              top: -2,
              insetInlineEnd: -4,
              minWidth: 18,
              padding: '0 5px',
              borderRadius: 999,
              background: brandColors.primary,
              color: '#fff',
              fontSize: 11,
              fontWeight: 700,
              lineHeight: '18px',
            }}
          >
            {(badged.badge ?? 0) > 99 ? '99+' : badged.badge}
          </span>
        ) : null}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <Drawer
            {...drawerFocus}
            aria-labelledby={`${drawerId}-title`}
            title={<span id={`${drawerId}-title`}>Menu</span>}
            placement="right"
            width={300}
            open={open}
            onClose={close}
            styles={{ body: { paddingTop: 8 } }}
          >
            <NavLinks
              items={items}
              currentHref={currentHref}
              direction="column"
              label="Mobile navigation"
              onNavigate={(href) => {
                close();
                if (onNavigate) onNavigate(href);
                else window.location.assign(href);
              }}
            />
            {footer ? <div style={{ marginTop: 16 }}>{footer(close)}</div> : null}
          </Drawer>
        </Suspense>
      ) : null}
    </>
  );
}
