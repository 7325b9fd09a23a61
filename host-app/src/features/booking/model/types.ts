import type { Tables } from '@partyeasy/shared-domain/database';

/** The vendor fields the booking flow shows and sends to checkout (a profile vendor fits). */
export type BookingVendor = Pick<Tables<'vendors'>, 'id' | 'name' | 'servicetype'>;
export type BookingPackage = Tables<'Packages'>;
export type BookingAddon = Tables<'addons'>;

/** What 'Book Now' hands over: one package and the chosen add-ons with their quantities. */
export interface BookingSelection {
  vendor: BookingVendor;
  pkg: BookingPackage;
  addons: readonly { addon: BookingAddon; quantity: number }[];
}

/** A chosen time: the availability date, the slot's booking date (next day after midnight) and its times. */
export interface ChosenSlot {
  /** 'HH:MM' start. */
  start: string;
  /** 'HH:MM' end. */
  end: string;
  startsNextDay: boolean;
  endsNextDay: boolean;
}

/** The host's current event as the booking dialog uses it: the booking belongs to it, guests and hours start from it. */
export interface BookingEvent {
  id: string;
  guests: number;
  hours: number;
}
