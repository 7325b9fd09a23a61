import { ThemeProvider } from '@partyeasy/shared-ui/theme-provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AdminVendor } from '../api/get-admin-vendors';
import { VendorReviewDrawer } from './vendor-review-drawer';

vi.mock('../api/vendor-photo-url', () => ({ vendorPhotoUrl: (path: string) => `https://cdn.test/${path}` }));

const vendor = (over: Partial<AdminVendor>) =>
  ({
    id: 'v1',
    user_id: 'u1',
    name: 'DJ Nova',
    status: 'pending_approval',
    servicetype: 'DJ',
    email: 'dj@example.test',
    phone: null,
    cities_served: ['Dallas, TX'],
    package_count: 1,
    photos: ['u1/a.webp', 'u1/b.webp'],
    created_at: '2026-11-01T10:00:00Z',
    submitted_at: '2026-11-02T10:00:00Z',
    status_changed_at: '2026-11-02T10:00:00Z',
    status_changed_by: 'u1',
    rejection_reason: null,
    bio: null,
    ...over,
  }) as unknown as AdminVendor;

function renderDrawer(v: AdminVendor) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider>
        <MemoryRouter>
          <VendorReviewDrawer vendor={v} onClose={() => {}} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('VendorReviewDrawer', () => {
  it('shows the listing photos and no Last decision for a listing only its owner submitted', async () => {
    renderDrawer(vendor({}));
    const photos = await screen.findByRole('list', { name: 'Photos of DJ Nova' });
    const images = within(photos).getAllByAltText(/^DJ Nova, photo/);
    expect(images.map((i) => i.getAttribute('alt'))).toEqual([
      'DJ Nova, photo 1 of 2',
      'DJ Nova, photo 2 of 2',
    ]);
    expect(images[0]?.getAttribute('src')).toBe('https://cdn.test/u1/a.webp');
    expect(screen.queryByText('Last decision')).toBeNull();
    expect(screen.getByText('Submitted')).toBeTruthy();
  });

  it('shows the Last decision an admin made', async () => {
    renderDrawer(vendor({ status: 'rejected', status_changed_by: 'admin-1', photos: [] }));
    expect(await screen.findByText('Last decision')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
  });
});
