import type { QuoteVendorChoice } from '../components/quote-request-dialog';

/** The most vendors one request goes to. */
export const MAX_QUOTE_VENDORS = 5;

/**
 * Browse's picked vendors: toggling adds or removes one, in the order picked, and never more than
 * MAX_QUOTE_VENDORS ([a..e] + f → unchanged).
 */
export function togglePick(
  picked: readonly QuoteVendorChoice[],
  vendor: QuoteVendorChoice,
): readonly QuoteVendorChoice[] {
  if (picked.some((v) => v.id === vendor.id)) return picked.filter((v) => v.id !== vendor.id);
  if (picked.length >= MAX_QUOTE_VENDORS) return picked;
  return [...picked, { id: vendor.id, name: vendor.name }];
}
