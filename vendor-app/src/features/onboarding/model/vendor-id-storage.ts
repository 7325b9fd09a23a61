import { VENDOR_ID_STORAGE_KEY } from '@partyeasy/shared-domain';

/** The vendor being onboarded, kept in local storage under 'vendorId' (spec) so a reload keeps it. */
export function readVendorId(): string | null {
  return window.localStorage.getItem(VENDOR_ID_STORAGE_KEY);
}

export function storeVendorId(id: string): void {
  window.localStorage.setItem(VENDOR_ID_STORAGE_KEY, id);
}

export function clearVendorId(): void {
  window.localStorage.removeItem(VENDOR_ID_STORAGE_KEY);
}
