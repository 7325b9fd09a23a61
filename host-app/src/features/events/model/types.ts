import type { MyEventRow } from '@partyeasy/shared-domain';

export type EventSummary = MyEventRow;

/** One booking of an event, as event_details() lists it. */
export interface EventBooking {
  booking_id: string;
  vendor_id: string;
  vendor_name: string;
  servicetype: string;
  /** 'YYYY-MM-DD' in the vendor's zone */
  booking_date: string;
  /** 'HH:MM' or 'HH:MM:SS' */
  booking_time: string;
  duration_hours: number;
  subtotal_cents: number;
  fee_cents: number;
  total_cents: number;
  refunded_cents: number;
  payment_status: string;
  conversation_id: string | null;
  quote_offer_id: string | null;
}

/** event_details(): the event, its bookings and what was paid. */
export interface EventDetails {
  event: Omit<EventSummary, 'booked_count' | 'shortlist_count'> & Partial<EventSummary>;
  bookings: EventBooking[];
  paid_total_cents: number;
  checkout_groups: { id: string; total_cents: number; paid_at: string | null }[];
}

/** A package as the shortlist lists it (the profile's fields, prices in dollars). */
export interface ShortlistPackage {
  id: string;
  name: string;
  price: number;
  pricing: string;
  min_guests?: number | null;
  max_guests?: number | null;
  duration_hours?: number | null;
  min_hours?: number | null;
  [key: string]: unknown;
}

/** An open offer of a vendor to the host for the event's date, as the shortlist lists it. */
export interface ShortlistOffer {
  id: string;
  /** The offer's price (the booking's subtotal), in cents. */
  price_cents: number;
  /** 'HH:MM:SS' */
  start_time: string;
  duration_hours: number;
  expires_at: string;
  refund_policy: string | null;
}

/** One vendor of an event's shortlist (event_shortlist_items()). */
export interface ShortlistItem {
  vendor_id: string;
  name: string;
  servicetype: string;
  photo: string | null;
  rating: number | null;
  review_count: number;
  response_minutes: number | null;
  available: boolean;
  packages: ShortlistPackage[];
  /** The host's open offers from this vendor for the event's date, newest first. */
  offers: ShortlistOffer[];
  /** False for a vendor listed only because it made the host an offer for the date. */
  shortlisted: boolean;
  saved_at: string;
}
