import {
  addonChargingType,
  type BookingRequest,
  CUSTOM_OFFER_LABEL,
  type Parsed,
  type PricedRequest,
  platformFeeCents,
  priceBookingRequest,
} from '@partyeasy/shared-domain';
import type { Database } from '@partyeasy/shared-domain/database';
import type { BookingRow, Db } from './clients.ts';
import { HttpError } from './http.ts';

type PackageRow = Database['public']['Tables']['Packages']['Row'];
type AddonRow = Database['public']['Tables']['addons']['Row'];

export type PricedBooking = PricedRequest<PackageRow, AddonRow>;

/** The vendor's packages and add-ons, or 409 when the listing is not live. */
export async function loadOffer(db: Db, vendorId: string) {
  const [vendor, packages, addons] = await Promise.all([
    db.from('vendors').select('id, status').eq('id', vendorId).maybeSingle(),
    db.from('Packages').select('*').eq('vendor_id', vendorId),
    db.from('addons').select('*').eq('vendor_id', vendorId),
  ]);
  const failed = vendor.error ?? packages.error ?? addons.error;
  if (failed) throw new Error(`loading the vendor's offer: ${failed.message}`);
  if (vendor.data?.status !== 'approved') {
    throw new HttpError(409, 'vendor_unavailable', 'This vendor is not taking bookings right now.');
  }
  return { packages: packages.data ?? [], addons: addons.data ?? [] };
}

const priced = (result: Parsed<PricedBooking>): PricedBooking => {
  if (!result.ok) throw new HttpError(400, 'invalid_selection', result.message);
  return result.value;
};

/** Prices a create-booking request with shared-domain against the vendor's rows. */
export const priceRequest = (
  request: BookingRequest,
  offer: { packages: PackageRow[]; addons: AddonRow[] },
): PricedBooking => priced(priceBookingRequest(request, offer));

/**
 * Prices a stored booking from its own ids and quantities (package_id, addon_selections), the way the
 * command priced it; a row written before the command (package_id null) is named by its package and add-on
 * names, each add-on once.
 */
export function priceStoredBooking(
  booking: BookingRow,
  offer: { packages: PackageRow[]; addons: AddonRow[] },
): PricedBooking {
  const packageId =
    booking.package_id ?? offer.packages.find((p) => p.name.trim() === booking.selected_packages?.trim())?.id;
  if (!packageId)
    throw new HttpError(400, 'invalid_selection', 'This package is not offered by this vendor.');
  const stored = Array.isArray(booking.addon_selections)
    ? (booking.addon_selections as { id?: unknown; quantity?: unknown }[])
    : [];
  const addons = booking.package_id
    ? stored.map((a) => ({ id: String(a.id), quantity: Number(a.quantity ?? 1) }))
    : (booking.selected_addons ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => ({ id: offer.addons.find((a) => a.item.trim() === name)?.id ?? name, quantity: 1 }));
  const result = priced(
    priceBookingRequest(
      {
        packageId,
        addons,
        guests: booking.guest_count,
        hours: Number(booking.duration_hours),
        date: booking.booking_date,
        startTime: booking.booking_time.slice(0, 5),
      },
      offer,
    ),
  );
  if (Math.abs(result.quote.hours - Number(booking.duration_hours)) > 1e-9) {
    throw new HttpError(
      400,
      'invalid_selection',
      `${result.pkg.name} lasts ${result.quote.hours} hour(s); the booking says ${booking.duration_hours}.`,
    );
  }
  return result;
}

/** The booking's amounts in dollars (total_amount is the subtotal without the fee). */
export const bookingAmounts = ({ quote }: PricedBooking) => ({
  total_amount: quote.subtotalCents / 100,
  processing_fee: quote.feeCents / 100,
});

/** The quote as the command answers it (integer cents). */
export const quoteAnswer = ({ quote }: PricedBooking) => ({
  packageCents: quote.packageCents,
  extraCents: quote.extraCents,
  addonLineCents: quote.addonLineCents,
  subtotalCents: quote.subtotalCents,
  feeCents: quote.feeCents,
  totalCents: quote.totalCents,
  guests: quote.guests,
  hours: quote.hours,
});

/**
 * Checkout line items in cents: the package (with its night/weekend extra), one line per add-on, and the
 * 5% processing fee, adding up to quote.totalCents.
 */
export function lineItems({ pkg, addons, quote }: PricedBooking, currency = 'usd') {
  const hours = (h: number) => (h === 1 ? '1 hour' : `${h} hours`);
  const extra = quote.extraCents > 0 ? ` incl. ${quote.extraCharge.replace('_', ' ')} charge` : '';
  const line = (name: string, cents: number, description?: string) => ({
    quantity: 1,
    price_data: {
      currency,
      unit_amount: cents,
      product_data: description ? { name, description } : { name },
    },
  });
  return [
    line(
      pkg.name,
      quote.packageCents + quote.extraCents,
      `${hours(quote.hours)}, ${quote.guests} guest(s)${extra}`,
    ),
    ...addons.map((a, i) => {
      const multiplied = addonChargingType(a.addon.charging_type) !== 'per_event' && a.quantity > 1;
      return line(
        multiplied ? `${a.addon.item} × ${a.quantity}` : a.addon.item,
        quote.addonLineCents[i] ?? 0,
      );
    }),
    line('Processing fee (5%)', quote.feeCents),
  ];
}

/** What a checkout charges: the amounts stored with the hold, the line items, and their total in cents. */
export interface CheckoutPricing {
  totalCents: number;
  amounts: { total_amount: number; processing_fee: number };
  lineItems: ReturnType<typeof lineItems>;
}

/** A package booking's checkout, priced again from the vendor's packages and add-ons. */
export const packageCheckout = (priced: PricedBooking): CheckoutPricing => ({
  totalCents: priced.quote.totalCents,
  amounts: bookingAmounts(priced),
  lineItems: lineItems(priced),
});

/** Says the offer no longer stands (replaced, withdrawn, expired, declined): the host reviews the new state. */
export const offerChanged = () =>
  new HttpError(409, 'offer_changed', 'This offer has changed. Please review the new offer.');

/**
 * A booking made from an offer ([quotes]) is priced from the offer as stored: the subtotal is price_cents
 * exactly and the fee shared-domain's 5% of it, whatever the booking row or the browser says. 409
 * offer_changed unless the offer is still the accepted one and has not expired (reserve_booking checks it
 * again under the offer's lock).
 */
export async function offerCheckout(db: Db, offerId: string, now = new Date()): Promise<CheckoutPricing> {
  const { data: offer, error } = await db
    .from('quote_offers')
    .select('price_cents, includes, status, expires_at, duration_hours')
    .eq('id', offerId)
    .maybeSingle();
  if (error) throw new Error(`loading the offer: ${error.message}`);
  if (!offer) throw offerChanged();
  if (offer.status !== 'accepted' || new Date(offer.expires_at) <= now) throw offerChanged();
  const feeCents = platformFeeCents(offer.price_cents);
  const line = (name: string, cents: number, description?: string) => ({
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: cents,
      product_data: description ? { name, description } : { name },
    },
  });
  const includes = offer.includes.replace(/\s+/g, ' ').trim();
  return {
    totalCents: offer.price_cents + feeCents,
    amounts: { total_amount: offer.price_cents / 100, processing_fee: feeCents / 100 },
    lineItems: [
      line(
        CUSTOM_OFFER_LABEL,
        offer.price_cents,
        includes.length > 500 ? `${includes.slice(0, 499)}…` : includes,
      ),
      line('Processing fee (5%)', feeCents),
    ],
  };
}
