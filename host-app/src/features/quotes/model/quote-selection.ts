import { QUOTE_MAX_VENDORS } from '@partyeasy/shared-domain';
import type { QuoteVendorChoice } from '../components/quote-request-dialog';

/**
 * Browse's picked vendors: toggling adds or removes one, in the order picked, and never more than
 * QUOTE_MAX_VENDORS ([a..e] + f → unchanged).
 */
export function togglePick(
  picked: readonly QuoteVendorChoice[],
  vendor: QuoteVendorChoice,
): readonly QuoteVendorChoice[] {
  if (picked.some((v) => v.id === vendor.id)) return picked.filter((v) => v.id !== vendor.id);
  if (picked.length >= QUOTE_MAX_VENDORS) return picked;
  return [...picked, { id: vendor.id, name: vendor.name }];
}
