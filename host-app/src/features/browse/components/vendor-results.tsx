import { EmptyState, LoadError, VendorCard } from '@partyeasy/shared-ui';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { useBrowseVendors } from '../api/browse-vendors';

export interface VendorResultsProps {
  query: ReturnType<typeof useBrowseVendors>;
  filtered: boolean;
  onClearFilters: () => void;
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

/** The vendor grid with its loading, failure, empty and 'Load more' states. */
export function VendorResults({ query, filtered, onClearFilters }: VendorResultsProps) {
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
      <LoadError
        message="We couldn't load vendors."
        description="Check your connection and try again."
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const vendors = query.data.pages.flatMap((page) => page.vendors);
  if (vendors.length === 0) {
    return (
      <EmptyState
        title="No vendors found"
        description={
          filtered ? 'Try adjusting your filters to see more results.' : 'No approved vendors available yet.'
        }
        actionLabel="Clear Filters"
        onAction={onClearFilters}
      />
    );
  }

  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ul style={grid} aria-label="Vendors">
        {vendors.map((vendor) => (
          <li key={vendor.id}>
            <VendorCard
              name={vendor.name}
              serviceType={vendor.serviceType}
              photoUrl={vendor.photoUrl}
              priceCents={vendor.priceCents}
              href={`/vendor/${vendor.id}`}
              onNavigate={navigate}
            />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message="We couldn't load more vendors."
          action={<Button onClick={() => query.fetchNextPage()}>Retry</Button>}
        />
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
