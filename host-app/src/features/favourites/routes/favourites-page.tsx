import { formatCount } from '@partyeasy/shared-domain';
import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { logInPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { VendorCard } from '@partyeasy/shared-ui/components/vendor-card';
import { Link, useNavigate } from '@partyeasy/shared-ui/router';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useMyFavourites } from '../api/get-my-favourites';
import { useFavourites } from '../hooks/use-favourites';

const grid = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
} as const;

/** /favorites: the vendors the signed-in user saved with the heart, newest first, a page at a time. */
export function FavouritesPage() {
  useDocumentTitle('Favorites');
  const favourites = useFavourites();
  const user = useAtomValue(currentUserAtom);
  const list = useMyFavourites(user?.id);
  const navigate = useNavigate();

  let content: ReactNode;
  if (user === null) {
    content = (
      <Alert
        type="info"
        showIcon
        message="Please log in to see your favorites."
        action={
          <Link to={logInPath('/favorites')}>
            <Button type="primary">Log In</Button>
          </Link>
        }
      />
    );
  } else if (list.isError && !list.data) {
    content = (
      <LoadError
        message="We couldn't load your favorites. Please try again."
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!user || !list.data) {
    content = (
      <div role="status" aria-label="Loading your favorites">
        <Skeleton active />
      </div>
    );
  } else {
    const vendors = list.data.pages.flatMap((page) => page.vendors);
    const total = list.data.pages[0]?.total ?? 0;
    content =
      vendors.length === 0 ? (
        <EmptyState
          title="No favorites yet"
          description="Press the heart on a vendor to keep it here while you compare and plan."
          actionLabel="Find Vendors"
          onAction={() => navigate('/')}
        />
      ) : (
        <div style={{ display: 'grid', gap: 24 }}>
          <Typography.Text type="secondary">
            {total === 1 ? '1 saved vendor' : `${formatCount(total)} saved vendors`}
          </Typography.Text>
          <ul style={grid} aria-label="Your favorites">
            {vendors.map((vendor) => (
              <li key={vendor.id}>
                <VendorCard
                  name={vendor.name}
                  serviceType={vendor.serviceType}
                  photoUrl={vendor.photoUrl}
                  priceCents={vendor.priceCents}
                  rating={{ average: vendor.rating, count: vendor.reviewCount }}
                  href={`/vendor/${vendor.id}`}
                  onNavigate={navigate}
                  favourite={favourites.heart(vendor)}
                />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError ? (
            <LoadError
              message="We couldn't load more favorites."
              onRetry={() => list.fetchNextPage()}
              retrying={list.isFetchingNextPage}
            />
          ) : null}
          {list.hasNextPage && !list.isFetchNextPageError ? (
            <Button
              size="large"
              style={{ justifySelf: 'center' }}
              loading={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </div>
      );
  }

  return (
    <section
      style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: 16 }}
    >
      <Typography.Title level={1} style={{ margin: 0 }}>
        Favorites
      </Typography.Title>
      {content}
      {favourites.element}
    </section>
  );
}
