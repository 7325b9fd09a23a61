import type { BookingAddon, BookingPackage, BookingSelection } from '../features/booking/model/types';

const vendor = { id: '00000000-0000-4000-8000-00000000d001', name: 'DJ Nova', servicetype: 'DJ' };

export function pkg(overrides: Partial<BookingPackage>): BookingPackage {
  return {
    id: 'p1',
    vendor_id: vendor.id,
    name: 'Party Starter',
    description: null,
    price: 150,
    charging_type: 'per_hour',
    minimum_hours: 3,
    minimum_spend: null,
    duration_hours: null,
    extra_charge_weekday_night: null,
    extra_charge_weekend_night: null,
    extra_charge_weekend: null,
    ...overrides,
  } as BookingPackage;
}

export function addon(overrides: Partial<BookingAddon>): BookingAddon {
  return {
    id: 'a1',
    vendor_id: vendor.id,
    item: 'Extra speaker',
    price: 40,
    charging_type: 'per_hour',
    ...overrides,
  } as BookingAddon;
}

export function selection(p: BookingPackage, addons: BookingSelection['addons'] = []): BookingSelection {
  return { vendor, pkg: p, addons };
}
