import type { QuoteOfferStatus, QuoteStatus } from '@partyeasy/shared-domain';

export type { QuoteStatus };

/** The standing offer of a quote, priced on the server (fee and total included). */
export interface QuoteOffer {
  id: string;
  status: QuoteOfferStatus;
  price_cents: number;
  fee_cents: number;
  total_cents: number;
  expires_at: string;
  includes: string;
  event_date: string;
  start_time: string;
  duration_hours: number;
  /** Null: the vendor's profile policy applies. */
  refund_policy: string | null;
}

export interface QuoteVendor {
  quote_id: string;
  vendor_id: string;
  vendor_name: string;
  status: QuoteStatus;
  respond_by: string;
  offer: QuoteOffer | null;
  booking_id: string | null;
  conversation_id: string;
  decline_reason: string | null;
}

/**
 * One of the host's requests with every vendor it went to (host_quote_requests' rows, quote_request_details),
 * as the database's quote_request_json shapes it (its `vendors` is json to the generated types).
 */
export interface QuoteRequest {
  id: string;
  category: string;
  event_date: string;
  start_time: string;
  duration_hours: number;
  guest_count: number;
  location: string;
  budget_cents: number | null;
  details: string;
  created_at: string;
  vendors: QuoteVendor[];
}
