import { localToday, vendorCountText } from '@partyeasy/shared-domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EventBar, useCurrentEvent } from '../../events';
import { useFavourites } from '../../favourites';
import { useQuoteSelection } from '../../quotes';
import { useBrowseVendors } from '../api/browse-vendors';
import { browseCitiesQueryOptions } from '../api/get-browse-cities';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { isFiltered } from '../model/browse-filters';
import { BrowseFilterBar } from './browse-filter-bar';
import { VendorResults } from './vendor-results';

/** The vendor browse of the home page: filters in the address bar, results from the server. */
export function BrowseSection() {
  const { filters, setFilters, setFilter, clearFilters } = useBrowseFilters();
  useCurrentEventFilters(filters, setFilters);
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
      <EventBar />
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

/**
 * With a current event ahead, a search without a date or place starts from the event's: vendors free that day
 * (the date filter) in its city, when vendors serve that city (the location filter only matches those).
 * Once per visit of the page: clearing the filters afterwards is the host's choice and stays.
 */
function useCurrentEventFilters(
  filters: ReturnType<typeof useBrowseFilters>['filters'],
  setFilters: ReturnType<typeof useBrowseFilters>['setFilters'],
) {
  const event = useCurrentEvent();
  const queryClient = useQueryClient();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || event === undefined) return;
    applied.current = true;
    if (!event || filters.date || filters.city || event.event_date <= localToday()) return;
    void queryClient
      .fetchQuery(browseCitiesQueryOptions())
      .catch(() => [] as string[])
      .then((cities) =>
        setFilters(
          {
            ...filters,
            date: event.event_date,
            city: cities.includes(event.city) ? event.city : filters.city,
          },
          { replace: true },
        ),
      );
  }, [event, filters, setFilters, queryClient]);
}
