import { vendorCountText } from '@partyeasy/shared-domain';
import { useFavourites } from '../../favourites';
import { useQuoteSelection } from '../../quotes';
import { useBrowseVendors } from '../api/browse-vendors';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { isFiltered } from '../model/browse-filters';
import { BrowseFilterBar } from './browse-filter-bar';
import { VendorResults } from './vendor-results';

/** The vendor browse of the home page: filters in the address bar, results from the server. */
export function BrowseSection() {
  const { filters, setFilter, clearFilters } = useBrowseFilters();
  const query = useBrowseVendors(filters);
  const favourites = useFavourites();
  // A request goes to vendors of one category: picking is offered once one is chosen.
  const quotes = useQuoteSelection(filters.category, filters.date);
  const filtered = isFiltered(filters);
  const total = query.data?.pages[0]?.total;

  const summary = query.isPending
    ? 'Searching vendors...'
    : total !== undefined
      ? vendorCountText(total, filtered)
      : null;

  return (
    <section
      id="browse"
      aria-labelledby="browse-title"
      // The sticky header is 64 px tall: a jump to this section stops below it.
      style={{
        maxWidth: 1200,
        margin: '0 auto',
        padding: '32px 16px 64px',
        display: 'grid',
        gap: 24,
        scrollMarginTop: 64,
      }}
    >
      <h2 id="browse-title" style={{ fontSize: 30, lineHeight: 1.27, margin: 0 }}>
        Find vendors for your next event
      </h2>
      <BrowseFilterBar filters={filters} onChange={setFilter} onClearAll={clearFilters} summary={summary} />
      <VendorResults
        query={query}
        filtered={filtered}
        onClearFilters={clearFilters}
        date={filters.date}
        favourites={favourites}
        quotePick={filters.category ? quotes.pick : undefined}
      />
      {quotes.element}
      {favourites.element}
    </section>
  );
}
