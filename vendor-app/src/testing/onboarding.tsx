import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import type { Session } from '@supabase/supabase-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { OnboardingPage } from '../features/onboarding/routes/onboarding-page';

type Row = Record<string, unknown>;
export interface Write {
  table: string;
  op: 'insert' | 'update';
  payload: Row;
  filters: [string, unknown][];
}

/**
 * An in-memory stand-in for the backend client: selects filter `tables`, writes and RPCs are recorded;
 * writes to a table named in `refuse` fail with its message, as a database constraint would.
 */
export function fakeSupabase(tables: Record<string, Row[]>, refuse: Record<string, string> = {}) {
  const writes: Write[] = [];
  const rpc = vi.fn(
    async (_name: string, _args: Row): Promise<{ data: unknown; error: { message: string } | null }> => ({
      data: null,
      error: null,
    }),
  );
  const from = (table: string) => {
    let op: 'select' | 'insert' | 'update' = 'select';
    let payload: Row = {};
    const filters: [string, unknown][] = [];
    const rows = () =>
      (tables[table] ?? []).filter((row) => filters.every(([column, value]) => row[column] === value));
    const result = () => {
      if (op === 'select') return { data: rows(), error: null };
      if (refuse[table]) return { data: null, error: { message: refuse[table] } };
      writes.push({ table, op, payload, filters: [...filters] });
      return { data: op === 'insert' ? [{ id: 'new-vendor', ...payload }] : null, error: null };
    };
    const builder = {
      select: () => builder,
      insert: (p: Row) => {
        op = 'insert';
        payload = p;
        return builder;
      },
      update: (p: Row) => {
        op = 'update';
        payload = p;
        return builder;
      },
      eq: (column: string, value: unknown) => {
        filters.push([column, value]);
        return builder;
      },
      order: () => builder,
      limit: () => builder,
      single: async () => {
        const { data, error } = result();
        if (error) return { data: null, error };
        const row = Array.isArray(data) ? data[0] : data;
        return row ? { data: row, error } : { data: null, error: { code: 'PGRST116', message: 'No rows' } };
      },
      // biome-ignore lint/suspicious/noThenProperty: the real query builder is awaitable too
      then: (resolve: (value: unknown) => unknown) => Promise.resolve(result()).then(resolve),
    };
    return builder;
  };
  return { client: { from, rpc }, writes, rpc };
}

export const TEST_USER_ID = 'user-1';

export function signIn() {
  appStore.set(authSessionAtom, {
    user: { id: TEST_USER_ID, email: 'dj@example.test', user_metadata: { full_name: 'Dee Jay' } },
  } as unknown as Session);
}

/** Renders the wizard at `path` with /login, /vendor and /host as plain marker pages. */
export async function renderWizard(path: string) {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/host/booking/*', element: <OnboardingPage /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/vendor', element: <p>Vendor dashboard page</p> },
      { path: '/host/*', element: <p>Host restart page</p> },
    ],
    { initialEntries: [path] },
  );
  await act(async () =>
    render(
      <StandaloneProviders>
        <RouterProvider router={router} />
      </StandaloneProviders>,
    ),
  );
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading step' })).toBeNull(), {
    timeout: 30_000,
  });
  return router;
}

export const VENDOR_ROW = {
  id: 'vendor-1',
  user_id: TEST_USER_ID,
  name: 'Dee Jay',
  email: 'dj@example.test',
  phone: '555-0100',
  servicetype: 'DJ',
  experience: 4,
  qualifications: ['MC'],
  bio: 'Beats',
  cities_served: ['Austin, TX'],
  photos: [],
  status: 'edit_listing',
  submitted_at: null,
};
