import { formatMoney } from '@partyeasy/shared-domain';
import type { QuoteOffer, QuoteVendor } from './types';

/** What the host sees of a vendor's side: a label and the tone of its tag. */
export interface VendorState {
  label: string;
  tone: 'default' | 'processing' | 'success' | 'error' | 'warning';
  /** An offer the host can accept now. */
  acceptable: boolean;
}

/**
 * The vendor's state at `now`. An offer whose expiry has passed reads as expired before the schedule marks
 * it: "offered, expires 10:00" at 10:05 → { label: 'Offer expired', acceptable: false }.
 */
export function vendorState(vendor: Pick<QuoteVendor, 'status' | 'offer'>, now: Date): VendorState {
  switch (vendor.status) {
    case 'offered':
      if (vendor.offer && new Date(vendor.offer.expires_at).getTime() > now.getTime())
        return { label: 'Offer received', tone: 'processing', acceptable: true };
      return { label: 'Offer expired', tone: 'warning', acceptable: false };
    case 'booked':
      return { label: 'Booked', tone: 'success', acceptable: false };
    case 'declined':
      return { label: 'Declined', tone: 'error', acceptable: false };
    case 'expired':
      return { label: 'Expired', tone: 'warning', acceptable: false };
    default:
      return { label: 'Waiting for an answer', tone: 'default', acceptable: false };
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Time left before `until`, in whole minutes rounded up and at most two units: 2 days 5 h 10 min →
 * 'Expires in 2 days 5 hours'; 1 h 20 min → 'Expires in 1 hour 20 minutes'; 50 s → 'Expires in 1 minute';
 * past → 'Expired'.
 */
export function expiryText(until: string, now: Date): string {
  const left = new Date(until).getTime() - now.getTime();
  if (left <= 0) return 'Expired';
  const total = Math.ceil(left / 60_000);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  const parts =
    days > 0
      ? [plural(days, 'day'), hours > 0 ? plural(hours, 'hour') : '']
      : hours > 0
        ? [plural(hours, 'hour'), minutes > 0 ? plural(minutes, 'minute') : '']
        : [plural(minutes, 'minute')];
  return `Expires in ${parts.filter(Boolean).join(' ')}`;
}

/** The offer's amounts as shown: price, the 5% fee and the total the host pays. */
export function offerAmounts(offer: Pick<QuoteOffer, 'price_cents' | 'fee_cents' | 'total_cents'>) {
  return {
    price: formatMoney(offer.price_cents),
    fee: formatMoney(offer.fee_cents),
    total: formatMoney(offer.total_cents),
  };
}

/** The lowest total among the offers the host can accept now (marked 'Lowest price' when comparing). */
export function cheapestOfferId(vendors: readonly QuoteVendor[], now: Date): string | null {
  let best: QuoteOffer | null = null;
  for (const vendor of vendors) {
    if (!vendorState(vendor, now).acceptable || !vendor.offer) continue;
    if (!best || vendor.offer.total_cents < best.total_cents) best = vendor.offer;
  }
  return best?.id ?? null;
}
