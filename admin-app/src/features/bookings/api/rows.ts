import type { Tables } from '@partyeasy/shared-domain/database';

export type BookingRow = Tables<'bookings'>;
