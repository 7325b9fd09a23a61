import type { User } from '@supabase/supabase-js';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../testing/session';
import { PasswordForm } from './password-form';

const backend = vi.hoisted(() => ({ updateUser: vi.fn() }));

vi.mock('@partyeasy/shared-domain/backend', async (original) => ({
  ...(await original<typeof import('@partyeasy/shared-domain/backend')>()),
  getSupabase: () => ({ auth: { updateUser: backend.updateUser } }),
}));

// An account without a password of its own (Google only): no current password to ask for.
const GOOGLE_USER = { id: 'u1', email: 'gia@example.test', identities: [] } as unknown as User;

function requirement(label: string) {
  return screen.getByText(label).closest('li');
}

async function type(newPassword: string, confirmation: string) {
  const password = screen.getByLabelText('New Password') as HTMLInputElement;
  const repeat = screen.getByLabelText('Confirm New Password') as HTMLInputElement;
  fireEvent.change(password, { target: { value: newPassword } });
  fireEvent.change(repeat, { target: { value: confirmation } });
  return [password, repeat] as const;
}

// The first render of antd components is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('the password change form', () => {
  beforeEach(() => backend.updateUser.mockReset());

  it('waits for a password, then reports the mismatch before the length', async () => {
    renderWithShell(<PasswordForm user={GOOGLE_USER} />);
    const button = screen.getByRole('button', { name: 'Update Password' });
    expect(button).toHaveProperty('disabled', true);
    await type('abc', 'abd');
    await userEvent.click(button);
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    await type('abc', 'abc');
    await userEvent.click(button);
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(backend.updateUser).not.toHaveBeenCalled();
  });

  it('turns each requirement green as it is met', async () => {
    renderWithShell(<PasswordForm user={GOOGLE_USER} />);
    expect(requirement('At least 6 characters long')?.dataset.met).toBe('false');
    expect(requirement('Passwords match')?.dataset.met).toBe('false');
    await type('secret', '');
    expect(requirement('At least 6 characters long')?.dataset.met).toBe('true');
    expect(requirement('Passwords match')?.dataset.met).toBe('false');
    await type('secret', 'secret');
    expect(requirement('Passwords match')?.dataset.met).toBe('true');
  });

  it('shows and hides each password', async () => {
    renderWithShell(<PasswordForm user={GOOGLE_USER} />);
    const field = screen.getByLabelText('New Password') as HTMLInputElement;
    expect(field.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show New Password' }));
    expect(field.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide New Password' }));
    expect(field.type).toBe('password');
  });

  it('saves a valid password and clears both fields; a refusal keeps them', async () => {
    backend.updateUser.mockResolvedValueOnce({ error: { message: 'New password should be different' } });
    renderWithShell(<PasswordForm user={GOOGLE_USER} />);
    let fields = await type('secret1', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password update failed: New password should be different')).toBeTruthy();
    expect(fields[0].value).toBe('secret1');

    backend.updateUser.mockResolvedValueOnce({ error: null });
    fields = await type('secret2', 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully!')).toBeTruthy();
    expect(backend.updateUser).toHaveBeenLastCalledWith({ password: 'secret2' });
    expect(fields[0].value).toBe('');
    expect(fields[1].value).toBe('');
  });
});
