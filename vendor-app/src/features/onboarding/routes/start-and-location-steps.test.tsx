import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, renderWizard, signIn, VENDOR_ROW } from '../../../testing/onboarding';

const backend = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => backend.client,
}));

const places = vi.hoisted(() => ({
  suggest: vi.fn(async (query: string) =>
    ['Austin, TX', 'Austin, MN', 'Dallas, TX'].filter((p) => p.toLowerCase().startsWith(query.toLowerCase())),
  ),
}));
vi.mock('../model/places-provider', () => ({
  getPlacesProvider: () => ({ kind: 'test', suggest: places.suggest }),
}));

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('start step', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('blocks a listing under review with the notice', async () => {
    backend.client = fakeSupabase({ vendors: [{ ...VENDOR_ROW, status: 'pending_approval' }] }).client;
    const router = await renderWizard('/host/booking/start');
    expect(await screen.findByText('Under Review')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Let's get started" }));
    expect(
      screen.getByText("Your profile is still under review. You'll be notified once approved."),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/host/booking/start');
  });

  it('offers Edit Listing on an approved listing, which calls start_listing_edit and opens basic-info', async () => {
    const fake = fakeSupabase({ vendors: [{ ...VENDOR_ROW, status: 'approved' }] });
    backend.client = fake.client;
    const router = await renderWizard('/host/booking/start');
    expect(await screen.findByText('Live & Active')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Let's get started" }));
    expect(
      screen.getByText(
        'Your listing has already been approved. You may edit the listing but please click submit on the last page after editing',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Listing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/booking/basic-info'));
    expect(fake.rpc).toHaveBeenCalledWith('start_listing_edit', { p_vendor_id: 'vendor-1' });
    expect(localStorage.getItem('vendorId')).toBe('vendor-1');
  });

  it('shows the rejection reason of a rejected listing and lets the vendor start editing', async () => {
    const fake = fakeSupabase({
      vendors: [{ ...VENDOR_ROW, status: 'rejected', rejection_reason: 'Photos are blurry' }],
    });
    backend.client = fake.client;
    const router = await renderWizard('/host/booking/start');
    expect(await screen.findByText('Your listing was not approved')).toBeTruthy();
    expect(
      screen.getByText('Reason: Photos are blurry. Please update your listing and submit it again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Let's get started" }));
    expect(router.state.location.pathname).toBe('/host/booking/basic-info');
    expect(localStorage.getItem('vendorId')).toBe('vendor-1');
  });

  it('goes straight to basic-info without a listing', async () => {
    localStorage.setItem('vendorId', 'stale');
    backend.client = fakeSupabase({}).client;
    const router = await renderWizard('/host/booking/start');
    const start = screen.getByRole('button', { name: "Let's get started" });
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start);
    expect(router.state.location.pathname).toBe('/host/booking/basic-info');
    expect(localStorage.getItem('vendorId')).toBeNull();
  });

  it('waits for the listing to load: a failure offers Retry and never starts a second listing', async () => {
    const down = {
      from: () => {
        const builder = {
          select: () => builder,
          eq: () => builder,
          order: () => builder,
          limit: () => builder,
          // biome-ignore lint/suspicious/noThenProperty: the real query builder is awaitable too
          then: (resolve: (value: unknown) => unknown) =>
            Promise.resolve({ data: null, error: { message: 'Failed to fetch' } }).then(resolve),
        };
        return builder;
      },
      rpc: vi.fn(),
    };
    backend.client = down;
    await renderWizard('/host/booking/start');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your listing. Please try again.");
    expect((screen.getByRole('button', { name: "Let's get started" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    backend.client = fakeSupabase({ vendors: [{ ...VENDOR_ROW, status: 'approved' }] }).client;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Live & Active')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: "Let's get started" }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('sends a signed-out visitor to /login', async () => {
    const { appStore, authSessionAtom } = await import('@partyeasy/shared-domain/backend');
    appStore.set(authSessionAtom, null);
    backend.client = fakeSupabase({}).client;
    const router = await renderWizard('/host/booking/review');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('location step', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('needs at least one location, ignores duplicates and saves cities_served', async () => {
    localStorage.setItem('vendorId', 'vendor-1');
    const fake = fakeSupabase({ vendors: [{ ...VENDOR_ROW, cities_served: [] }] });
    backend.client = fake.client;
    const router = await renderWizard('/host/booking/location');
    expect(screen.getAllByText(/Step 3 of 7/).length).toBeGreaterThan(0);
    await screen.findByText('Where do you provide your service?');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please add at least one location.')).toBeTruthy();
    for (const place of ['Austin, TX', ' austin,  tx ', 'Dallas, TX']) {
      type(screen.getByLabelText('City or region'), place);
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      await waitFor(() =>
        expect((screen.getByLabelText('City or region') as HTMLInputElement).value).toBe(''),
      );
    }
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/booking/upload-photos'));
    expect(fake.writes).toEqual([
      {
        table: 'vendors',
        op: 'update',
        filters: [['id', 'vendor-1']],
        payload: { cities_served: ['Austin, TX', 'Dallas, TX'] },
      },
    ]);
  });

  it('suggests places 200 ms after the last keystroke and adds the one clicked', async () => {
    localStorage.setItem('vendorId', 'vendor-1');
    places.suggest.mockClear();
    backend.client = fakeSupabase({ vendors: [{ ...VENDOR_ROW, cities_served: ['Dallas, TX'] }] }).client;
    await renderWizard('/host/booking/location');
    await screen.findByRole('button', { name: 'Remove Dallas, TX' });
    const input = screen.getByLabelText('City or region');
    type(input, 'A');
    type(input, 'Au');
    type(input, 'Aus');
    type(input, 'Aust');
    expect(places.suggest).not.toHaveBeenCalled();
    const suggestion = await screen.findByRole('button', { name: 'Austin, MN' });
    expect(places.suggest.mock.calls.map(([q]) => q)).toEqual(['aust']);
    expect(screen.getByRole('list', { name: 'Place suggestions' }).textContent).toBe('Austin, TXAustin, MN');
    fireEvent.click(suggestion);
    expect(screen.getByRole('button', { name: 'Remove Austin, MN' })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    type(input, 'Dal');
    await waitFor(() => expect(places.suggest).toHaveBeenCalledTimes(2));
    // Dallas, TX is already chosen, so it is not offered again.
    expect(screen.queryByRole('list', { name: 'Place suggestions' })).toBeNull();
  });

  it('adds a typed entry only as a served place, and keeps what was typed otherwise', async () => {
    localStorage.setItem('vendorId', 'vendor-1');
    backend.client = fakeSupabase({ vendors: [{ ...VENDOR_ROW, cities_served: [] }] }).client;
    await renderWizard('/host/booking/location');
    const input = (await screen.findByLabelText('City or region')) as HTMLInputElement;
    for (const typed of ['Atlantis', 'Austin']) {
      type(input, typed);
      fireEvent.keyDown(input, { key: 'Enter' });
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Pick a city from the suggestions: a listing can only name the places we serve.',
      );
      expect(input.value).toBe(typed);
      expect(screen.queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
    }
    type(input, 'dallas');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Remove Dallas, TX' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server refusal of a place beside the field', async () => {
    localStorage.setItem('vendorId', 'vendor-1');
    backend.client = fakeSupabase(
      { vendors: [{ ...VENDOR_ROW, cities_served: ['Gotham, NJ'] }] },
      { vendors: "cities_served: every entry must be a served city (as suggested, e.g. 'Austin, TX')" },
    ).client;
    await renderWizard('/host/booking/location');
    await screen.findByRole('button', { name: 'Remove Gotham, NJ' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pick a city from the suggestions: a listing can only name the places we serve.',
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the vendor id is missing', async () => {
    backend.client = fakeSupabase({}).client;
    await renderWizard('/host/booking/location');
    type(screen.getByLabelText('City or region'), 'Austin, TX');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('button', { name: 'Remove Austin, TX' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Missing vendor ID. Please restart onboarding.')).toBeTruthy();
  });
});
