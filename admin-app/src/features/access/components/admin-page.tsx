import { NavLink } from '@partyeasy/shared-ui/router';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { AdminOnly } from './admin-only';

const SECTIONS = [
  { to: '/admin', label: 'Vendors' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/disputes', label: 'Disputes' },
] as const;

/** The frame of an admin page: its title, the switch between the admin pages, and the admin check. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ maxWidth: 1280, margin: '0 auto', padding: '24px 16px 48px' }}>
      <Flex wrap justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          {title}
        </Typography.Title>
        <nav aria-label="Admin sections">
          <Flex wrap gap={8}>
            {SECTIONS.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                end
                style={({ isActive }) => ({
                  padding: '6px 14px',
                  whiteSpace: 'nowrap',
                  borderRadius: 999,
                  fontWeight: 600,
                  color: isActive ? brandColors.selectedText : brandColors.primary,
                  background: isActive ? brandColors.selectedBackground : 'transparent',
                })}
              >
                {section.label}
              </NavLink>
            ))}
          </Flex>
        </nav>
      </Flex>
      <AdminOnly>{children}</AdminOnly>
    </section>
  );
}
