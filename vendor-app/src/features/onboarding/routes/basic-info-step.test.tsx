import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase, renderWizard, signIn, TEST_USER_ID, VENDOR_ROW } from '../../../testing/onboarding';

const backend = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => backend.client,
}));

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('basic-info step', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('shows Step 2 of 7 and every required message, and an error clears when its field is edited', async () => {
    const fake = fakeSupabase({});
    backend.client = fake.client;
    await renderWizard('/host/booking/basic-info');
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Setup' })).toBeTruthy();
    expect(screen.getAllByText(/Step 2 of 7/).length).toBeGreaterThan(0);
    type(screen.getByLabelText('Name'), '');
    type(screen.getByLabelText('Email'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Service type is required',
      'Experience is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(fake.writes).toEqual([]);
  });

  it('requires the custom text for Other, saves it as the service type and goes to location', async () => {
    const fake = fakeSupabase({});
    backend.client = fake.client;
    const router = await renderWizard('/host/booking/basic-info');
    type(screen.getByLabelText('Phone number'), '555-0100');
    type(screen.getByLabelText('Service type'), 'Other');
    type(screen.getByLabelText('Years of experience'), '3.7');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please specify your service')).toBeTruthy();

    type(screen.getByLabelText('Your service'), 'Face painting');
    type(screen.getByLabelText('Qualifications'), '  Certified artist  ');
    fireEvent.keyDown(screen.getByLabelText('Qualifications'), { key: 'Enter' });
    type(screen.getByLabelText('Qualifications'), '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    type(screen.getByLabelText('Qualifications'), 'Remove me');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Remove me' }));
    type(screen.getByLabelText('Bio'), 'Hello');
    expect(screen.getByText('5/500 (495 left)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/host/booking/location'));
    expect(fake.writes).toEqual([
      {
        table: 'vendors',
        op: 'insert',
        filters: [],
        payload: {
          name: 'Dee Jay',
          email: 'dj@example.test',
          phone: '555-0100',
          servicetype: 'Face painting',
          experience: 3,
          bio: 'Hello',
          qualifications: ['Certified artist'],
          user_id: TEST_USER_ID,
        },
      },
    ]);
    expect(localStorage.getItem('vendorId')).toBe('new-vendor');
  });

  it('checks lengths and formats before sending, and shows a server refusal at its field', async () => {
    const refused = fakeSupabase(
      {},
      { vendors: 'new row for relation "vendors" violates check constraint "vendors_name_length"' },
    );
    backend.client = refused.client;
    await renderWizard('/host/booking/basic-info');
    type(screen.getByLabelText('Name'), 'x'.repeat(336));
    type(screen.getByLabelText('Phone number'), 'abc');
    type(screen.getByLabelText('Service type'), 'DJ');
    type(screen.getByLabelText('Years of experience'), '-5');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Name must be at most 200 characters',
      'Please enter a valid phone number (7 to 15 digits)',
      'Experience must be a number of years from 0 to 80',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement?.id).toBe('vendor-name');

    type(screen.getByLabelText('Name'), 'DJ Sam');
    type(screen.getByLabelText('Phone number'), '+1 (512) 555-0142');
    type(screen.getByLabelText('Years of experience'), '4');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name must be at most 200 characters')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('loads the stored listing and updates it by id', async () => {
    localStorage.setItem('vendorId', 'vendor-1');
    const fake = fakeSupabase({ vendors: [VENDOR_ROW] });
    backend.client = fake.client;
    await renderWizard('/host/booking/basic-info');
    expect(await screen.findByDisplayValue('555-0100')).toBeTruthy();
    expect(screen.getByText('MC')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0]).toMatchObject({ op: 'update', filters: [['id', 'vendor-1']] });
  });
});
