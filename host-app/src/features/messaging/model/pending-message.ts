import { PENDING_MESSAGE_STORAGE_KEY } from '@partyeasy/shared-domain';

/** The vendor a visitor wanted to message before logging in (this tab only): opened once they are back. */
export function savePendingMessage(vendorId: string): void {
  try {
    sessionStorage.setItem(PENDING_MESSAGE_STORAGE_KEY, vendorId);
  } catch {
    // Storage unavailable (private mode): the visitor presses the button again after logging in.
  }
}

/** Takes the waiting vendor id out of storage if it is this vendor's (another vendor's is left alone). */
export function takePendingMessage(vendorId: string): boolean {
  try {
    if (sessionStorage.getItem(PENDING_MESSAGE_STORAGE_KEY) !== vendorId) return false;
    sessionStorage.removeItem(PENDING_MESSAGE_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}
