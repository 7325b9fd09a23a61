import { QUOTE_MAX_VENDORS } from '@partyeasy/shared-domain';
import { type ReactNode, useState } from 'react';
import type { QuoteVendorChoice } from '../components/quote-request-dialog';
import { QuoteSelectionBar } from '../components/quote-selection-bar';
import { togglePick } from '../model/quote-selection';
import { useQuoteRequestFlow } from './use-quote-request-flow';

export interface QuoteSelection {
  /** Whether the card's vendor is picked, and whether it may be (the limit is reached). */
  pick: (vendor: QuoteVendorChoice) => { checked: boolean; disabled: boolean; onChange: () => void };
  /** The sticky 'Request quotes' bar, the form and the login prompt; render it once under the results. */
  element: ReactNode;
}

/**
 * Browse's quote picks for one category (`category` null: none offered). Picks are forgotten when the
 * category changes, since a request goes to vendors of one category.
 */
export function useQuoteSelection(category: string | null, date: string | null): QuoteSelection {
  const [picks, setPicks] = useState<{ category: string | null; vendors: readonly QuoteVendorChoice[] }>({
    category,
    vendors: [],
  });
  const vendors = picks.category === category ? picks.vendors : [];
  const flow = useQuoteRequestFlow({ initialDate: date });

  const pick = (vendor: QuoteVendorChoice) => {
    const checked = vendors.some((v) => v.id === vendor.id);
    return {
      checked,
      disabled: !checked && vendors.length >= QUOTE_MAX_VENDORS,
      onChange: () => setPicks({ category, vendors: togglePick(vendors, vendor) }),
    };
  };

  const element = (
    <>
      {category && vendors.length > 0 ? (
        <QuoteSelectionBar
          count={vendors.length}
          onRequest={() => flow.request(vendors)}
          onClear={() => setPicks({ category, vendors: [] })}
        />
      ) : null}
      {flow.element}
    </>
  );
  return { pick, element };
}
