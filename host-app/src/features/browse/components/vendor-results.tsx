import { VendorCard } from '@partyeasy/shared-ui/components/vendor-card';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import type { Favourites } from '../../favourites';
import { QuotePickCheckbox, type QuoteSelection } from '../../quotes';
import type { useBrowseVendors } from '../api/browse-vendors';

export interface VendorResultsProps {
  query: ReturnType<typeof useBrowseVendors>;
  filtered: boolean;
  onClearFilters: () => void;
  /** The searched event date: each profile link carries it (the profile prices and books that day). */
  date?: string | null;
  /** The hearts (useFavourites); the cards show none without it. */
  favourites?: Favourites;
  /** The quote picks (one category chosen): a checkbox under each card; none without it. */
  quotePick?: QuoteSelection['pick'];
}

const grid = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
} as const;

const LOADING_CARDS = ['a', 'b', 'c', 'd', 'e', 'f'];

// Only a failed or empty search shows these (antd Alert and Empty): loaded then, not on every first visit.
const EmptyState = lazy(() =>
  import('@partyeasy/shared-ui/components/empty-state').then((module) => ({ default: module.EmptyState })),
);
const LoadError = lazy(() =>
  import('@partyeasy/shared-ui/components/load-error').then((module) => ({ default: module.LoadError })),
);

/** The vendor grid with its loading, failure, empty and 'Load more' states. */
export function VendorResults({
  query,
  filtered,
  onClearFilters,
  date = null,
  favourites,
  quotePick,
}: VendorResultsProps) {
  const navigate = useNavigate();

  if (query.isPending) {
    return (
      <ul style={grid} aria-label="Loading vendors">
        {LOADING_CARDS.map((key) => (
          <li key={key}>
            <VendorCard loading name="" serviceType="" priceCents={null} href="/" />
          </li>
        ))}
      </ul>
    );
  }

  if (query.isError && !query.data) {
    return (
      <Suspense>
        <LoadError
          message="We couldn't load vendors."
          description="Check your connection and try again."
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </Suspense>
    );
  }

  const vendors = query.data.pages.flatMap((page) => page.vendors);
  if (vendors.length === 0) {
    return (
      <Suspense>
        <EmptyState
          title="No vendors found"
          description={
            filtered
              ? 'Try adjusting your filters to see more results.'
              : 'No approved vendors available yet.'
          }
          actionLabel="Clear Filters"
          onAction={onClearFilters}
        />
      </Suspense>
    );
  }

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ul style={grid} aria-label="Vendors">
        {vendors.map((vendor) => (
          // The card fills the cell above the quote checkbox, if any (its link covers the whole card).
          <li key={vendor.id} style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ flex: 1 }}>
              <VendorCard
                name={vendor.name}
                serviceType={vendor.serviceType}
                photoUrl={vendor.photoUrl}
                priceCents={vendor.priceCents}
                rating={{ average: vendor.rating, count: vendor.reviewCount }}
                href={date ? `/vendor/${vendor.id}?date=${date}` : `/vendor/${vendor.id}`}
                onNavigate={navigate}
                favourite={favourites?.heart(vendor)}
              />
            </div>
            {quotePick ? <QuotePickCheckbox vendorName={vendor.name} {...quotePick(vendor)} /> : null}
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <Suspense>
          <LoadError
            message="We couldn't load more vendors."
            onRetry={() => query.fetchNextPage()}
            retrying={query.isFetchingNextPage}
          />
        </Suspense>
      ) : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <Button
          size="large"
          style={{ justifySelf: 'center' }}
          loading={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
