import { MESSAGE_MESSAGES, PENDING_MESSAGE_STORAGE_KEY } from '@partyeasy/shared-domain';
import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import type { Session } from '@supabase/supabase-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StandaloneProviders } from '../../../app/providers';
import { MessageVendor } from './message-vendor';

type Rpc = (fn: string, args: Record<string, unknown>) => Promise<{ data: unknown; error: unknown }>;
const backend = vi.hoisted(() => ({ rpc: undefined as unknown as Rpc, calls: [] as [string, unknown][] }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // The session comes from the store below, not from a client.
  watchAuthSession: () => {},
  getSupabase: () => ({
    rpc: (fn: string, args: Record<string, unknown>) => {
      backend.calls.push([fn, args]);
      return backend.rpc(fn, args);
    },
  }),
}));

const VENDOR = { id: '00000000-0000-4000-8000-00000000d001', name: 'DJ Nova' };

function answering(answers: Record<string, { data?: unknown; error?: unknown }>): Rpc {
  return async (fn) => ({ data: answers[fn]?.data ?? null, error: answers[fn]?.error ?? null });
}

function Conversation() {
  const { id } = useParams();
  return <p>Conversation {id}</p>;
}

function LoginPage() {
  return <p>Login page {useLocation().search}</p>;
}

async function renderProfile() {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/vendor/:id', element: <MessageVendor vendor={VENDOR} /> },
      { path: '/messages/:id', element: <Conversation /> },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: [`/vendor/${VENDOR.id}`] },
  );
  await act(async () =>
    render(
      <StandaloneProviders>
        <RouterProvider router={router} />
      </StandaloneProviders>,
    ),
  );
  return router;
}

const signIn = () =>
  appStore.set(authSessionAtom, { user: { id: 'host-1', email: 'ann@example.test' } } as unknown as Session);

describe('Message the vendor', () => {
  beforeEach(() => {
    backend.calls = [];
    sessionStorage.clear();
  });

  it('opens the conversation of a signed-in host, and shows the usual response time', async () => {
    signIn();
    backend.rpc = answering({
      start_conversation: { data: 'c-1' },
      vendor_response_time: { data: { median_seconds: 5400, conversations: 4, label: 'within a few hours' } },
    });
    await renderProfile();
    expect(await screen.findByText('Usually responds within a few hours')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Message the vendor' }));
    expect(await screen.findByText('Conversation c-1')).toBeTruthy();
    expect(backend.calls).toContainEqual(['start_conversation', { p_vendor_id: VENDOR.id }]);
  });

  it('says nothing about response time below 3 conversations', async () => {
    signIn();
    backend.rpc = answering({
      vendor_response_time: { data: { median_seconds: 60, conversations: 2, label: null } },
    });
    await renderProfile();
    await waitFor(() => expect(backend.calls.map(([fn]) => fn)).toContain('vendor_response_time'));
    expect(screen.queryByText(/Usually responds/)).toBeNull();
  });

  it("shows the server's refusal and stays on the profile", async () => {
    signIn();
    const refusal = MESSAGE_MESSAGES.tooManyConversations;
    backend.rpc = answering({ start_conversation: { error: { code: 'P0001', message: refusal } } });
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Message the vendor' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('button', { name: 'Message the vendor' })).toBeTruthy();
  });

  it('asks a visitor to log in, comes back to the profile and then opens the conversation', async () => {
    appStore.set(authSessionAtom, null);
    backend.rpc = answering({ start_conversation: { data: 'c-2' } });
    const router = await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Message the vendor' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to message the vendor' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByText(`Login page ?redirect=${encodeURIComponent(`/vendor/${VENDOR.id}`)}`),
    ).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_MESSAGE_STORAGE_KEY)).toBe(VENDOR.id);
    expect(backend.calls.map(([fn]) => fn)).not.toContain('start_conversation');

    // Signed in, the login page sends the host back to the profile.
    signIn();
    await act(() => router.navigate(`/vendor/${VENDOR.id}`));
    expect(await screen.findByText('Conversation c-2')).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_MESSAGE_STORAGE_KEY)).toBeNull();
  });

  it('does not open a conversation for a wish kept for another vendor', async () => {
    sessionStorage.setItem(PENDING_MESSAGE_STORAGE_KEY, 'another-vendor');
    signIn();
    backend.rpc = answering({ start_conversation: { data: 'c-3' } });
    await renderProfile();
    await waitFor(() => expect(backend.calls.map(([fn]) => fn)).toContain('vendor_response_time'));
    expect(backend.calls.map(([fn]) => fn)).not.toContain('start_conversation');
    expect(sessionStorage.getItem(PENDING_MESSAGE_STORAGE_KEY)).toBe('another-vendor');
  });
});
