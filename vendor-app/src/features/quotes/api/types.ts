/** An offer as `vendor_quotes` and `vendor_quote_details` give it (the standing or last offer of a quote). */
export interface QuoteOffer {
  id: string;
  /** open, replaced, withdrawn, expired, accepted or paid. */
  status?: string;
  price_cents: number;
  fee_cents?: number;
  total_cents?: number;
  expires_at: string;
  includes: string;
  event_date: string;
  start_time: string;
  duration_hours: number;
  /** Null: the listing's own policy applies. */
  refund_policy: string | null;
}

/** One quote of the vendor's listing: the host's request and this vendor's side of it. */
export interface VendorQuote {
  quote_id: string;
  request_id: string;
  /** The host's first name. */
  host_name: string;
  category: string;
  event_date: string;
  start_time: string;
  duration_hours: number;
  guest_count: number;
  location: string;
  budget_cents: number | null;
  details: string;
  /** waiting, offered, declined, expired or booked. */
  status: string;
  created_at: string;
  /** When the request itself expires unanswered. */
  respond_by: string;
  /** The Terms' 12-hour deadline to answer. */
  reply_due_at: string;
  offer: QuoteOffer | null;
  conversation_id: string;
  decline_reason?: string | null;
  /** The booking made from an offer of this quote, once there is one. */
  booking_id?: string | null;
}

export const quotesKeyRoot = ['vendor-quotes'] as const;
