import { PENDING_BOOKING_STORAGE_KEY } from '@partyeasy/shared-domain';

/**
 * A selection waiting for its host to log in: 'Book Now' while logged out keeps it here (this tab only),
 * and the vendor page takes it back when the host returns, so nothing chosen is lost.
 */
export interface PendingSelection {
  vendorId: string;
  packageId: string;
  /** Add-on id → quantity. */
  addons: Record<string, number>;
}

const KEY = PENDING_BOOKING_STORAGE_KEY;

export function savePendingSelection(selection: PendingSelection): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(selection));
  } catch {
    // Storage can be unavailable (private mode, quota): the host then picks again after logging in.
  }
}

/** The saved selection for this vendor, if any (a selection for another vendor is left alone). */
export function readPendingSelection(vendorId: string): PendingSelection | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingSelection>;
    if (value.vendorId !== vendorId || typeof value.packageId !== 'string') return null;
    const addons: Record<string, number> = {};
    for (const [id, quantity] of Object.entries(value.addons ?? {})) {
      const n = Number(quantity);
      if (Number.isFinite(n) && n >= 1) addons[id] = Math.floor(n);
    }
    return { vendorId, packageId: value.packageId, addons };
  } catch {
    return null;
  }
}

export function clearPendingSelection(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
