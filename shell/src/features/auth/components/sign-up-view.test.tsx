import { TERMS_VERSION } from '@partyeasy/shared-domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../testing/session';
import { SignUpView } from './sign-up-view';

const backend = vi.hoisted(() => ({ signUp: vi.fn(), signInWithOAuth: vi.fn() }));

vi.mock('@partyeasy/shared-domain/backend', async (original) => ({
  ...(await original<typeof import('@partyeasy/shared-domain/backend')>()),
  getSupabase: () => ({ auth: { signUp: backend.signUp, signInWithOAuth: backend.signInWithOAuth } }),
}));

const TERMS = 'Please accept the Terms & Conditions and Privacy Policy to continue.';

async function fillForm() {
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1' } });
  await userEvent.click(screen.getByRole('radio', { name: "I'm a vendor" }));
}

async function acceptBoth() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
}

// The first render of antd components is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('the sign-up form', () => {
  beforeEach(() => {
    backend.signUp.mockReset();
    backend.signInWithOAuth.mockReset();
    localStorage.clear();
  });

  it('names the missing required fields and sends nothing', async () => {
    renderWithShell(<SignUpView />, { path: '/signup' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const text of ['Full name is required', 'Email is required', 'Password is required']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(backend.signUp).not.toHaveBeenCalled();
  });

  it('needs both boxes for e-mail and for Google sign-up', async () => {
    renderWithShell(<SignUpView />, { path: '/signup' });
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(TERMS)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Sign up with Google/ }));
    expect(backend.signUp).not.toHaveBeenCalled();
    expect(backend.signInWithOAuth).not.toHaveBeenCalled();
  });

  it('asks for the 18-or-older box, with its message beside the box', async () => {
    renderWithShell(<SignUpView />, { path: '/signup' });
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const age = screen.getByRole('checkbox', { name: 'I am 18 or older' });
    expect(age.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(age.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please confirm that you are 18 or older.');
    await userEvent.click(screen.getByRole('button', { name: /Sign up with Google/ }));
    expect(backend.signUp).not.toHaveBeenCalled();
    expect(backend.signInWithOAuth).not.toHaveBeenCalled();
    await userEvent.click(age);
    expect(age.getAttribute('aria-invalid')).toBeNull();
  });

  it('signs up with the profile data and keeps the verification notice until Got it', async () => {
    backend.signUp.mockResolvedValue({
      data: { user: { id: 'u1', identities: [{ id: 'i1' }] }, session: null },
      error: null,
    });
    const { router } = renderWithShell(<SignUpView />, { path: '/signup' });
    await fillForm();
    fireEvent.change(screen.getByLabelText('Phone Number (optional)'), { target: { value: '214-555-0100' } });
    await acceptBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Verification email sent!')).toBeTruthy();
    expect(screen.getByText('Check your inbox at ada@example.com to confirm your account.')).toBeTruthy();
    expect(backend.signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret-1',
      options: expect.objectContaining({
        data: {
          full_name: 'Ada Lovelace',
          user_type: 'vendor',
          phone_number: '214-555-0100',
          terms_version: TERMS_VERSION,
        },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an auth error inline and in a toast', async () => {
    backend.signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: new Error('Signups are closed'),
    });
    renderWithShell(<SignUpView />, { path: '/signup' });
    await fillForm();
    await acceptBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getAllByText('Signups are closed')).toHaveLength(2));
  });

  it('remembers the vendor choice across the Google redirect', async () => {
    backend.signInWithOAuth.mockResolvedValue({ data: {}, error: null });
    renderWithShell(<SignUpView />, { path: '/signup' });
    await userEvent.click(screen.getByRole('radio', { name: "I'm a vendor" }));
    await acceptBoth();
    await userEvent.click(screen.getByRole('button', { name: /Sign up with Google/ }));
    await waitFor(() =>
      expect(backend.signInWithOAuth).toHaveBeenCalledWith({
        provider: 'google',
        options: expect.objectContaining({ queryParams: { access_type: 'offline', prompt: 'consent' } }),
      }),
    );
    expect(localStorage.getItem('partyeasy.pendingGoogleSignup')).toContain('"vendor"');
    expect(localStorage.getItem('partyeasy.pendingTermsConsent')).toContain(TERMS_VERSION);
  });

  it('comes back to the page named by ?redirect= (links, Google and the signed-in case)', async () => {
    backend.signUp.mockResolvedValue({
      data: { user: { id: 'u1', identities: [{ id: 'i1' }] }, session: null },
      error: null,
    });
    backend.signInWithOAuth.mockResolvedValue({ data: {}, error: null });
    renderWithShell(<SignUpView />, { path: '/signup?redirect=%2Fvendor%2Fv-1' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fvendor%2Fv-1',
    );
    await fillForm();
    await acceptBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(backend.signUp).toHaveBeenCalledWith(
        expect.objectContaining({
          options: expect.objectContaining({ emailRedirectTo: `${window.location.origin}/vendor/v-1` }),
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /Sign up with Google/ }));
    await waitFor(() =>
      expect(backend.signInWithOAuth).toHaveBeenCalledWith({
        provider: 'google',
        options: expect.objectContaining({ redirectTo: `${window.location.origin}/vendor/v-1` }),
      }),
    );
  });
});
