import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, renderWizard, signIn, VENDOR_ROW } from '../../../testing/onboarding';

const backend = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => backend.client,
}));

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const shownAlert = () => screen.getByRole('alert').textContent;

describe('packages step', { timeout: 120_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('shows the message with the package number, clears minimums on a charging type change and saves through the RPC', async () => {
    localStorage.setItem('vendorId', 'vendor-1');
    const fake = fakeSupabase({});
    backend.client = fake.client;
    const router = await renderWizard('/host/booking/packages');
    await screen.findByText('Package 1');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Package' }));
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);

    const [first, second] = screen.getAllByRole('group');
    const inside = (group: HTMLElement | undefined, label: string) =>
      (group as HTMLElement).querySelector<HTMLElement>(`[id$="-${label}"]`) as HTMLElement;
    type(inside(first, 'name'), 'Gold');
    type(inside(first, 'description'), 'Four hours of music');
    type(inside(first, 'price'), '150');
    type(inside(first, 'minimum_hours'), '3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownAlert()).toBe('Please fill in all required fields for Package 2');

    type(inside(second, 'name'), 'Party');
    type(inside(second, 'description'), 'Per guest');
    type(inside(second, 'price'), '12.5');
    type(inside(second, 'charging'), 'per_guest');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownAlert()).toBe('Please specify duration for Package 2');
    type(inside(second, 'duration_hours'), '5');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownAlert()).toBe('Please specify minimum spend for Package 2');
    type(inside(second, 'minimum_spend'), '500');

    type(inside(first, 'charging'), 'per_event');
    type(inside(first, 'charging'), 'per_hour');
    expect((inside(first, 'minimum_hours') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownAlert()).toBe('Please specify minimum hours for Package 1');
    type(inside(first, 'minimum_hours'), '3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/host/booking/add-ons'));
    expect(fake.rpc).toHaveBeenCalledWith('replace_vendor_packages', {
      p_vendor_id: 'vendor-1',
      p_packages: [
        expect.objectContaining({ name: 'Gold', price: 150, charging_type: 'per_hour', minimum_hours: 3 }),
        expect.objectContaining({
          name: 'Party',
          price: 12.5,
          charging_type: 'per_guest',
          duration_hours: 5,
          minimum_spend: 500,
          minimum_hours: null,
        }),
      ],
    });
  });

  it('refuses a negative price and shows the server refusal beside Next instead of doing nothing', async () => {
    localStorage.setItem('vendorId', 'vendor-1');
    const fake = fakeSupabase({});
    backend.client = fake.client;
    await renderWizard('/host/booking/packages');
    const [first] = await screen.findAllByRole('group');
    const inside = (label: string) => (first as HTMLElement).querySelector<HTMLElement>(`[id$="-${label}"]`)!;
    type(inside('name'), 'Gold');
    type(inside('description'), 'Four hours of music');
    type(inside('price'), '-50');
    type(inside('minimum_hours'), '3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownAlert()).toBe('Package 1: prices and charges must be from $0 to $1,000,000.00');
    expect(fake.rpc).not.toHaveBeenCalled();

    type(inside('price'), '150');
    expect(screen.queryByRole('alert')).toBeNull();
    fake.rpc.mockResolvedValueOnce({
      data: null,
      error: { message: 'permission denied for table Packages' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(shownAlert()).toBe('Error saving packages: permission denied for table Packages'),
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the vendor id is missing, and Back goes to upload-photos', async () => {
    backend.client = fakeSupabase({}).client;
    const router = await renderWizard('/host/booking/packages');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownAlert()).toBe('Missing vendor ID. Please restart onboarding.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/host/booking/upload-photos');
  });
});

describe('add-ons step', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('drops rows without a name or price and saves the rest through the RPC', async () => {
    localStorage.setItem('vendorId', 'vendor-1');
    const fake = fakeSupabase({});
    backend.client = fake.client;
    const router = await renderWizard('/host/booking/add-ons');
    await screen.findByText('Add-on 1');
    fireEvent.click(screen.getByRole('button', { name: 'Add Add-on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Add-on' }));
    const ids = (label: string) => [...document.querySelectorAll<HTMLElement>(`[id$="-${label}"]`)];
    const [name1, name2, name3] = ids('item') as [HTMLElement, HTMLElement, HTMLElement];
    const [price1, price2] = ids('price') as [HTMLElement, HTMLElement];
    type(name1, '  Fog machine ');
    type(price1, '40');
    type(name2, 'No price');
    type(name3, '   ');
    type(price2, '');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/booking/review'));
    expect(fake.rpc).toHaveBeenCalledWith('replace_vendor_addons', {
      p_vendor_id: 'vendor-1',
      p_addons: [{ item: 'Fog machine', price: 40, charging_type: 'per_event' }],
    });
  });

  it('sends the vendor to /host without a vendor id', async () => {
    backend.client = fakeSupabase({}).client;
    const router = await renderWizard('/host/booking/add-ons');
    expect(router.state.location.pathname).toBe('/host');
  });
});

describe('review step', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('shows every section with the empty texts, submits and continues to /vendor', async () => {
    localStorage.setItem('vendorId', 'vendor-1');
    const fake = fakeSupabase({ vendors: [VENDOR_ROW] });
    backend.client = fake.client;
    const router = await renderWizard('/host/booking/review');
    expect(screen.getAllByText(/Step 7 of 7/).length).toBeGreaterThan(0);
    expect(await screen.findByText('No packages listed.')).toBeTruthy();
    expect(screen.getByText('No add-ons added.')).toBeTruthy();
    for (const section of ['Basic Information', 'Areas', 'Photos', 'Service Packages', 'Add-on Services']) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeTruthy();
    }
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Listing' }));
    expect(await screen.findByText('Listing Submitted!')).toBeTruthy();
    expect(fake.rpc).toHaveBeenCalledWith('submit_listing', { p_vendor_id: 'vendor-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/vendor');
    expect(localStorage.getItem('vendorId')).toBeNull();
  });

  it('sends the vendor to /host/basic-info without a vendor id', async () => {
    backend.client = fakeSupabase({}).client;
    const router = await renderWizard('/host/booking/review');
    expect(router.state.location.pathname).toBe('/host/basic-info');
  });
});
