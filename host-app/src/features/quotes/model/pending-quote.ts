import type { QuoteVendorChoice } from '../components/quote-request-dialog';

const KEY = 'partyeasy.pending-quote-request';

interface PendingQuote {
  path: string;
  vendors: QuoteVendorChoice[];
}

/** The vendors a visitor wanted quotes from before logging in (this tab only), and the page they were on. */
export function savePendingQuote(path: string, vendors: readonly QuoteVendorChoice[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, vendors }));
  } catch {
    // Storage unavailable (private mode): the visitor asks again after logging in.
  }
}

/** Takes the waiting request out of storage if it was made on `path` (another page's is left alone). */
export function takePendingQuote(path: string): QuoteVendorChoice[] | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingQuote;
    if (pending.path !== path || !Array.isArray(pending.vendors)) return null;
    sessionStorage.removeItem(KEY);
    return pending.vendors.filter((v) => typeof v?.id === 'string' && typeof v?.name === 'string');
  } catch {
    return null;
  }
}
