import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { useEffect } from 'react';

/** A page's document title: 'DJ Nova · PartyEasy', 'My bookings · PartyEasy'; the product name alone for none. */
export function documentTitle(title: string | null | undefined, productName: string): string {
  const own = title?.trim();
  return own ? `${own} · ${productName}` : productName;
}

/**
 * Sets the document title of the page that calls it (every route does, so the browser's tab, history and
 * screen readers name the page). Without a runtime configuration (a component test) the title is left alone.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    const config = globalThis.window?.__PARTYEASY_CONFIG__ ? getRuntimeConfig() : undefined;
    if (config) document.title = documentTitle(title, config.productName);
  }, [title]);
}
