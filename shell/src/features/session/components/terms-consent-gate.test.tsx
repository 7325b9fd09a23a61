import { TERMS_VERSION } from '@partyeasy/shared-domain';
import { queryClient } from '@partyeasy/shared-domain/backend';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, renderWithShell } from '../../../testing/session';
import { rememberGoogleConsent } from '../model/pending-terms-consent';
import { TermsConsentGate } from './terms-consent-gate';

const backend = vi.hoisted(() => ({ recorded: null as string | null, rpc: vi.fn(), signOut: vi.fn() }));

vi.mock('@partyeasy/shared-domain/backend', async (original) => ({
  ...(await original<typeof import('@partyeasy/shared-domain/backend')>()),
  getSupabase: () => ({
    from: () => ({
      select: () => ({
        eq: () => ({
          maybeSingle: async () => ({ data: { terms_version: backend.recorded }, error: null }),
        }),
      }),
    }),
    rpc: backend.rpc,
    auth: {
      signOut: backend.signOut,
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
    },
  }),
}));

vi.setConfig({ testTimeout: 60_000 });

describe('the terms prompt after sign-in', () => {
  // The gate loads the dialog with React.lazy: one render starts that load, so every test below finds the
  // module loaded (jsdom does not redraw a suspended tree when the module arrives outside act).
  beforeAll(async () => {
    renderWithShell(<TermsConsentGate />, { session: fakeSession({ id: 'warm-up' }) });
    await waitFor(() => expect(queryClient.getQueryData(['terms-status', 'warm-up'])).toBeTruthy(), {
      timeout: 15_000,
    });
    await import('./terms-consent-dialog');
    await new Promise((resolve) => setTimeout(resolve, 100));
    cleanup();
  });

  beforeEach(() => {
    queryClient.clear();
    localStorage.clear();
    backend.recorded = null;
    backend.rpc.mockReset();
    backend.rpc.mockImplementation(async (_name: string, args: { p_version: string }) => ({
      data: [{ terms_version: args.p_version, terms_accepted_at: '2026-11-28T13:00:00Z' }],
      error: null,
    }));
    backend.signOut.mockReset();
    backend.signOut.mockResolvedValue({ error: null });
  });

  it('asks a user without the current version; the box is required, Accept records it', async () => {
    renderWithShell(<TermsConsentGate />, { session: fakeSession() });
    await waitFor(() => expect(queryClient.getQueryData(['terms-status', 'user-1'])).toBeTruthy(), {
      timeout: 15_000,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Before you continue' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    const box = screen.getByRole('checkbox', { name: /I am 18 or older and I accept/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please confirm that you are 18 or older and accept the Terms of Service and the Privacy Policy.',
    );
    expect(backend.rpc).not.toHaveBeenCalled();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(backend.rpc).toHaveBeenCalledWith('accept_terms', { p_version: TERMS_VERSION });
  });

  it('does not ask a user who accepted the current version, or on the terms page', async () => {
    backend.recorded = TERMS_VERSION;
    renderWithShell(<TermsConsentGate />, { session: fakeSession({ id: 'user-2' }) });
    await waitFor(() => expect(queryClient.getQueryData(['terms-status', 'user-2'])).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    backend.recorded = null;
    queryClient.clear();
    renderWithShell(<TermsConsentGate />, { session: fakeSession({ id: 'user-3' }), path: '/terms' });
    await waitFor(() => expect(queryClient.getQueryData(['terms-status', 'user-3'])).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records the consent given before a Google redirect instead of asking again', async () => {
    rememberGoogleConsent(TERMS_VERSION);
    renderWithShell(<TermsConsentGate />, { session: fakeSession({ id: 'user-4' }) });
    await waitFor(() =>
      expect(backend.rpc).toHaveBeenCalledWith('accept_terms', { p_version: TERMS_VERSION }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('partyeasy.pendingTermsConsent')).toBeNull();
  });
  it('signs out on Decline', async () => {
    renderWithShell(<TermsConsentGate />, { session: fakeSession() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Decline and sign out' }, { timeout: 15_000 }),
    );
    await waitFor(() => expect(backend.signOut).toHaveBeenCalled());
    expect(backend.rpc).not.toHaveBeenCalled();
  });
});
