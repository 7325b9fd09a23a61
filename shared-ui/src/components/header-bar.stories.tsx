import type { Meta, StoryObj } from '@storybook/react';
import { Button } from 'antd';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { brandColors } from '../theme';
import { AvatarMenu } from './avatar-menu';
import { HeaderBar } from './header-bar';
import { MobileMenu } from './mobile-menu';
import type { NavItem } from './nav-item';
import { NavLinks } from './nav-links';

const links: NavItem[] = [
  { key: 'host', label: 'Host an Event', href: '/' },
  { key: 'join', label: 'Join as Vendor', href: '/host/booking/start' },
  { key: 'about', label: 'About', href: '/about' },
];
const vendorLink: NavItem = { key: 'vendor', label: 'Vendor Dashboard', href: '/vendor' };
const accountItems: NavItem[] = [
  { key: 'settings', label: 'Account Settings', href: '/account-settings' },
  { key: 'dashboard', label: 'Dashboard', href: '/' },
];

interface HeaderDemoProps {
  signedIn: boolean;
  isVendor: boolean;
  fullName?: string;
  onNavigate: (href: string) => void;
  onLogout: () => void;
}

/** How the shell composes the parts: logo, links, account area and the mobile menu. */
function HeaderDemo({ signedIn, isVendor, fullName, onNavigate, onLogout }: HeaderDemoProps) {
  const nav = isVendor ? [...links, vendorLink] : links;
  const logo = (
    <a href="/" style={{ fontWeight: 800, fontSize: 20, color: brandColors.primary, textDecoration: 'none' }}>
      PartyEasy
    </a>
  );
  const account = signedIn ? (
    <AvatarMenu
      fullName={fullName}
      email="ada@example.com"
      items={isVendor ? [...accountItems, vendorLink] : accountItems}
      onNavigate={onNavigate}
      onLogout={onLogout}
    />
  ) : (
    <Button type="primary" href="/login">
      Login/Signup
    </Button>
  );
  return (
    <div style={{ minHeight: 200, paddingTop: 64 }}>
      <HeaderBar
        logo={logo}
        nav={<NavLinks items={nav} currentHref="/" onNavigate={onNavigate} />}
        actions={account}
        mobileMenu={
          <MobileMenu
            items={signedIn ? [...nav, ...accountItems] : nav}
            currentHref="/"
            onNavigate={onNavigate}
            footer={(close) =>
              signedIn ? (
                <Button
                  block
                  onClick={() => {
                    close();
                    onLogout();
                  }}
                >
                  Logout
                </Button>
              ) : (
                <Button type="primary" block href="/login">
                  Login/Signup
                </Button>
              )
            }
          />
        }
      />
    </div>
  );
}

const meta = {
  title: 'Layout/Header',
  component: HeaderDemo,
  parameters: { layout: 'fullscreen' },
  args: { signedIn: false, isVendor: false, onNavigate: fn(), onLogout: fn() },
} satisfies Meta<typeof HeaderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedInHost: Story = {
  args: { signedIn: true, fullName: 'Grace Hopper' },
};

export const SignedInVendor: Story = {
  args: { signedIn: true, isVendor: true, fullName: 'Grace Hopper' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (!window.matchMedia('(min-width: 768px)').matches) return;
    const avatar = canvas.getByRole('button', { name: 'Account menu for Grace Hopper' });
    await expect(avatar).toHaveTextContent('G');
    await userEvent.click(avatar);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Vendor Dashboard' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/vendor');
  },
};

export const EmailInitial: Story = {
  name: 'Signed in without a name',
  args: { signedIn: true, fullName: '' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { signedIn: true, fullName: 'Grace Hopper' },
};

export const MobileMenuOpen: Story = {
  name: 'Mobile menu',
  render: (args) => (
    <MobileMenu
      items={links}
      currentHref="/about"
      onNavigate={args.onNavigate}
      footer={() => (
        <Button type="primary" block href="/login">
          Login/Signup
        </Button>
      )}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The drawer's code loads on the first open.
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await expect(within(drawer).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Join as Vendor' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/host/booking/start');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};
