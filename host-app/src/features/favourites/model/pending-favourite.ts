import { PENDING_FAVOURITE_STORAGE_KEY } from '@partyeasy/shared-domain';

/** The vendor a visitor hearted before logging in (this tab only), saved once they are back signed in. */
export function savePendingFavourite(vendorId: string): void {
  try {
    sessionStorage.setItem(PENDING_FAVOURITE_STORAGE_KEY, vendorId);
  } catch {
    // Storage unavailable (private mode): the visitor hearts it again after logging in.
  }
}

/** Takes the waiting vendor id out of storage (null when there is none). */
export function takePendingFavourite(): string | null {
  try {
    const id = sessionStorage.getItem(PENDING_FAVOURITE_STORAGE_KEY);
    sessionStorage.removeItem(PENDING_FAVOURITE_STORAGE_KEY);
    return id;
  } catch {
    return null;
  }
}
