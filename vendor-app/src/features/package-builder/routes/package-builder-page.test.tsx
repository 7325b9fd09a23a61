import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import type { Session } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../testing/package-builder-backend';
import { PackageBuilderPage } from './package-builder-page';

const backend = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => backend.client,
}));

const USER = 'user-1';
const VENDORS = [{ id: 'vendor-1', user_id: USER }];
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

function signIn() {
  appStore.set(authSessionAtom, { user: { id: USER, email: 'dj@example.test' } } as unknown as Session);
}

async function renderBuilder(ready = 'Services You Offer') {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/AI', element: <PackageBuilderPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: ['/AI'] },
  );
  await act(async () =>
    render(
      <StandaloneProviders>
        <RouterProvider router={router} />
      </StandaloneProviders>,
    ),
  );
  await screen.findByRole('heading', { name: ready }, { timeout: 20_000 });
  return router;
}

describe('custom package builder', { timeout: 60_000 }, () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    alert = vi.fn();
    window.alert = alert as unknown as typeof window.alert;
  });

  it('shows the five sections, adds trimmed core services, ignores blanks and removes them', async () => {
    signIn();
    backend.client = fakeBackend({ vendors: VENDORS }).client;
    await renderBuilder();
    for (const title of ['Your Clients', 'Pricing Structure', 'Service Guidelines', 'Your Approach']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    const core = screen.getByRole('textbox', { name: 'Core service' });
    type(core, '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('No core services yet')).toBeTruthy();
    type(core, '  Wedding DJ set  ');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    type(core, 'MC services');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Wedding DJ set')).toBeTruthy();
    expect(screen.getByText('MC services')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wedding DJ set' }));
    expect(screen.queryByText('Wedding DJ set')).toBeNull();
    expect(screen.getByText('MC services')).toBeTruthy();
  });

  it('adds an additional service only with both a name and a price', async () => {
    signIn();
    backend.client = fakeBackend({ vendors: VENDORS }).client;
    await renderBuilder();
    type(screen.getByRole('textbox', { name: 'Additional service name' }), 'Uplighting');
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(screen.getByText('No additional services yet')).toBeTruthy();
    type(screen.getByRole('textbox', { name: 'Additional service price' }), '$200');
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(screen.getByText('Uplighting — $200')).toBeTruthy();
  });

  it('inserts training data for the newest vendor of the user, alerts and goes to /', async () => {
    signIn();
    const fake = fakeBackend({ vendors: VENDORS, vendor_ai_data: [] });
    backend.client = fake.client;
    await renderBuilder();
    type(screen.getByRole('textbox', { name: 'Core service' }), 'Wedding DJ set');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    type(screen.getByLabelText('Base hourly rate'), '$150');
    type(screen.getByLabelText('Typical client types'), 'Couples');
    fireEvent.click(screen.getByRole('button', { name: 'Save Custom Package Data' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Custom package AI data saved successfully!');
    expect(fake.writes).toHaveLength(1);
    const [write] = fake.writes;
    expect(write?.op).toBe('insert');
    expect(write?.payload).toMatchObject({
      vendor_id: 'vendor-1',
      user_id: USER,
      training_data: {
        coreServices: ['Wedding DJ set'],
        baseHourlyRate: '$150',
        typicalClientTypes: 'Couples',
      },
    });
    expect(new Date(write?.payload.updated_at as string).toISOString()).toBe(write?.payload.updated_at);
  });

  it('loads saved data and updates the existing row by vendor_id', async () => {
    signIn();
    localStorage.setItem('vendorId', 'vendor-9');
    const fake = fakeBackend({
      vendor_ai_data: [
        {
          id: 'ai-1',
          vendor_id: 'vendor-9',
          training_data: { coreServices: ['Photo booth'], travelFees: '$50' },
        },
      ],
    });
    backend.client = fake.client;
    await renderBuilder();
    expect(screen.getByText('Photo booth')).toBeTruthy();
    expect((screen.getByLabelText('Travel fees') as HTMLInputElement).value).toBe('$50');
    fireEvent.click(screen.getByRole('button', { name: 'Save Custom Package Data' }));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0]).toMatchObject({ op: 'update', filters: [['vendor_id', 'vendor-9']] });
    expect(fake.writes[0]?.payload.training_data).toMatchObject({
      coreServices: ['Photo booth'],
      travelFees: '$50',
    });
  });

  it('sends a user without a listing to /dashboard instead of offering a form they cannot save', async () => {
    signIn();
    backend.client = fakeBackend({ vendors: [] }).client;
    const router = await renderBuilder('Dashboard page');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the save error and stays on the page', async () => {
    signIn();
    localStorage.setItem('vendorId', 'vendor-1');
    backend.client = fakeBackend({ vendors: VENDORS }, { writeError: 'permission denied' }).client;
    await renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Save Custom Package Data' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error saving data: permission denied'));
    expect(screen.getByRole('heading', { name: 'Custom Package Builder' })).toBeTruthy();
  });

  it('sends a signed-out visitor to log in first, to come back to /AI', async () => {
    appStore.set(authSessionAtom, null);
    localStorage.setItem('vendorId', 'vendor-1');
    backend.client = fakeBackend({ vendors: VENDORS }).client;
    const router = await renderBuilder('Login page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2FAI');
    expect(screen.queryByRole('button', { name: 'Save Custom Package Data' })).toBeNull();
  });
});
