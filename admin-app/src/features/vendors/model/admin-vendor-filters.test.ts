import { describe, expect, it } from 'vitest';
import {
  adminVendorSearchArgs,
  isFiltered,
  NO_VENDOR_FILTERS,
  vendorFilterChips,
  withoutFilter,
} from './admin-vendor-filters';

describe('admin vendor filters', () => {
  it('sends no filter when none is in use', () => {
    expect(isFiltered(NO_VENDOR_FILTERS)).toBe(false);
    expect(adminVendorSearchArgs(NO_VENDOR_FILTERS)).toEqual({});
    expect(vendorFilterChips(NO_VENDOR_FILTERS)).toEqual([]);
    expect(isFiltered({ ...NO_VENDOR_FILTERS, search: '   ' })).toBe(false);
    // The standing filter is applied to the search's rows, not sent as an argument.
    expect(isFiltered({ ...NO_VENDOR_FILTERS, standing: 'Falls short' })).toBe(true);
    expect(adminVendorSearchArgs({ ...NO_VENDOR_FILTERS, standing: 'Falls short' })).toEqual({});
  });

  it('sends status, service type, location, date and search to the server', () => {
    expect(
      adminVendorSearchArgs({
        status: 'pending_approval',
        date: '2030-03-14',
        city: 'Dallas',
        serviceType: 'DJ',
        search: ' nova ',
        standing: 'All',
      }),
    ).toEqual({
      p_status: 'pending_approval',
      p_available_on: '2030-03-14',
      p_city: 'Dallas',
      p_service_type: 'DJ',
      p_search: 'nova',
    });
  });

  it('labels chips with the admin status names and removes one filter at a time', () => {
    const filters = {
      status: 'edit_listing',
      date: '2030-03-14',
      city: 'Dallas',
      serviceType: 'Bartender',
      search: 'nova',
      standing: 'Falls short' as const,
    };
    expect(vendorFilterChips(filters).map((c) => c.label)).toEqual([
      'Status: Editing',
      'Date: Mar 14, 2030',
      'Location: Dallas',
      'Bartender',
      'Search: nova',
      'Standing: Falls short',
    ]);
    expect(withoutFilter(filters, 'standing').standing).toBe('All');
    expect(withoutFilter(filters, 'city')).toEqual({ ...filters, city: null });
    expect(withoutFilter(filters, 'status').status).toBe('All');
    expect(withoutFilter(filters, 'search').search).toBe('');
  });
});
