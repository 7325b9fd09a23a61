import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccess } from '../hooks/use-admin-access';
import { AdminOnly } from './admin-only';

let access: AdminAccess = 'checking';
vi.mock('../hooks/use-admin-access', () => ({ useAdminAccess: () => access }));

const renderGuard = () =>
  render(
    <MemoryRouter>
      <AdminOnly>
        <p>Secret admin data</p>
      </AdminOnly>
    </MemoryRouter>,
  );

describe('AdminOnly', () => {
  beforeEach(() => {
    access = 'checking';
  });

  it("shows the page's skeleton while the user is checked", () => {
    renderGuard();
    expect(screen.getByLabelText('Checking your access')).toBeTruthy();
    expect(screen.queryByText('Secret admin data')).toBeNull();
  });

  it.each(['denied', 'signed-out'] as const)('refuses a %s user', (state) => {
    access = state;
    renderGuard();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    expect(screen.queryByText('Secret admin data')).toBeNull();
    expect(
      screen.getByRole('button', { name: state === 'signed-out' ? 'Log in' : 'Back to home' }),
    ).toBeTruthy();
  });

  it('shows the page to an admin', () => {
    access = 'admin';
    renderGuard();
    expect(screen.getByText('Secret admin data')).toBeTruthy();
  });
});
