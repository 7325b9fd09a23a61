import { describe, expect, it } from 'vitest';
import {
  filterAdminVendors,
  isFiltered,
  NO_VENDOR_FILTERS,
  vendorFilterChips,
  withoutFilter,
} from './admin-vendor-filters';

const vendor = (id: string, servicetype: string, status: string, cities: string[]) => ({
  id,
  servicetype,
  status,
  cities_served: cities,
});

const vendors = [
  vendor('dj', 'DJ', 'approved', ['Dallas', 'Fort Worth']),
  vendor('bar', 'Bartender', 'pending_approval', ['Dallas']),
  vendor('photo', 'Photographer', 'rejected', ['Austin']),
  vendor('edit', 'DJ', 'edit_listing', ['Austin']),
];

describe('admin vendor filters', () => {
  it('shows every vendor without filters', () => {
    expect(isFiltered(NO_VENDOR_FILTERS)).toBe(false);
    expect(filterAdminVendors(vendors, NO_VENDOR_FILTERS)).toHaveLength(4);
    expect(vendorFilterChips(NO_VENDOR_FILTERS)).toEqual([]);
  });

  it('combines status, location, service type and date', () => {
    expect(
      filterAdminVendors(vendors, { ...NO_VENDOR_FILTERS, status: 'pending_approval' }).map((v) => v.id),
    ).toEqual(['bar']);
    expect(
      filterAdminVendors(vendors, { ...NO_VENDOR_FILTERS, city: 'Austin', serviceType: 'DJ' }).map(
        (v) => v.id,
      ),
    ).toEqual(['edit']);
    const onDate = { ...NO_VENDOR_FILTERS, date: '2030-03-14' };
    expect(filterAdminVendors(vendors, onDate, new Set(['dj', 'photo'])).map((v) => v.id)).toEqual([
      'dj',
      'photo',
    ]);
  });

  it('labels chips with the admin status names and removes one filter at a time', () => {
    const filters = { status: 'edit_listing', date: '2030-03-14', city: 'Dallas', serviceType: 'Bartender' };
    expect(vendorFilterChips(filters).map((c) => c.label)).toEqual([
      'Status: Editing',
      'Date: Mar 14, 2030',
      'Location: Dallas',
      'Bartender',
    ]);
    expect(withoutFilter(filters, 'city')).toEqual({ ...filters, city: null });
    expect(withoutFilter(filters, 'status').status).toBe('All');
  });
});
