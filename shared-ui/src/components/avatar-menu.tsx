import { Avatar, Dropdown } from 'antd';
import { brandColors } from '../theme';
import type { NavItem, Navigate } from './nav-item';

export interface AvatarMenuProps {
  /** The user's full name; the avatar shows its first letter, else the e-mail's. */
  fullName?: string | null;
  email: string;
  /** Menu links in order, e.g. Account Settings, Dashboard, Vendor Dashboard. */
  items: readonly NavItem[];
  onNavigate: Navigate;
  onLogout: () => void;
}

/** The initial to show for a user: first letter of the full name, falling back to the e-mail. */
function avatarInitial(fullName: string | null | undefined, email: string): string {
  const source = fullName?.trim() || email.trim();
  return source.charAt(0).toUpperCase() || '?';
}

/** The signed-in user's circular avatar; clicking it opens the account menu with Logout last. */
export function AvatarMenu({ fullName, email, items, onNavigate, onLogout }: AvatarMenuProps) {
  const name = fullName?.trim() || email;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // Inside the fixed header, not at the end of the page: the menu stays under the avatar while the page
      // scrolls (or is scrolled to bring it into view) instead of moving with the page until realigned.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      menu={{
        items: [
          ...items.map((item) => ({ key: item.key, label: item.label })),
          { type: 'divider' as const },
          { key: 'logout', label: 'Logout', danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') return onLogout();
          const item = items.find((candidate) => candidate.key === key);
          if (item) onNavigate(item.href);
        },
      }}
    >
      <button
        type="button"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        style={{
          padding: 0,
          border: 'none',
          background: 'transparent',
          cursor: 'pointer',
          borderRadius: '50%',
          display: 'inline-flex',
        }}
      >
        <Avatar size={40} style={{ background: brandColors.primary, color: '#fff', fontWeight: 600 }}>
          {avatarInitial(fullName, email)}
        </Avatar>
      </button>
    </Dropdown>
  );
}
