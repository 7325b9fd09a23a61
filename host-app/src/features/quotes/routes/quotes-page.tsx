import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { logInPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useNavigate } from '@partyeasy/shared-ui/router';
import { radii } from '@partyeasy/shared-ui/theme';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { LinkButton } from '../../../components/link-button';
import { useHostQuoteRequests } from '../api/get-host-quote-requests';
import { QuoteComparison } from '../components/quote-comparison';
import { useCurrentUser } from '../hooks/use-current-user';
import { useNow } from '../hooks/use-now';
import { requestSummary } from '../model/request-summary';
import type { QuoteRequest } from '../model/types';

/**
 * /quotes: the signed-in host's quote requests, newest first and a page at a time ('Load more'), each with
 * its vendors' states and offers compared side by side.
 */
export function QuotesPage() {
  useDocumentTitle('Quote requests');
  const user = useCurrentUser();

  let content: ReactNode;
  if (user === null) {
    content = (
      <Alert
        type="info"
        showIcon
        message="Please log in to see your quote requests."
        action={
          <LinkButton type="primary" to={logInPath('/quotes')}>
            Log In
          </LinkButton>
        }
      />
    );
  } else if (!user) {
    content = (
      <div role="status" aria-label="Loading your quote requests">
        <Skeleton active />
      </div>
    );
  } else {
    content = <RequestList userId={user.id} />;
  }

  return (
    <section
      style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: 16 }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          flexWrap: 'wrap',
        }}
      >
        <Typography.Title level={1} style={{ margin: 0 }}>
          Quote requests
        </Typography.Title>
        <Link to="/dashboard">My bookings</Link>
      </div>
      {content}
    </section>
  );
}

function RequestList({ userId }: { userId: string }) {
  const requests = useHostQuoteRequests(userId);
  const navigate = useNavigate();
  const now = useNow();

  if (requests.isError && !requests.data) {
    return (
      <LoadError
        message="We couldn't load your quote requests. Please try again."
        onRetry={() => requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  }
  if (!requests.data) {
    return (
      <div role="status" aria-label="Loading your quote requests">
        <Skeleton active />
      </div>
    );
  }
  const list = requests.data.pages.flat();
  if (list.length === 0) {
    return (
      <EmptyState
        title="No quote requests yet"
        description="Ask vendors for a price for your event: choose a category, tick up to 5 vendors and press Request quotes, or use Request a quote on a vendor's page."
        actionLabel="Find Vendors"
        onAction={() => navigate('/')}
      />
    );
  }
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}
        aria-label="Your quote requests"
      >
        {list.map((request) => (
          <li key={request.id}>
            <RequestItem request={request} now={now} />
          </li>
        ))}
      </ul>
      {requests.isFetchNextPageError ? (
        <LoadError
          message="We couldn't load more requests."
          onRetry={() => requests.fetchNextPage()}
          retrying={requests.isFetchingNextPage}
        />
      ) : null}
      {requests.hasNextPage && !requests.isFetchNextPageError ? (
        <Button
          size="large"
          style={{ justifySelf: 'center' }}
          loading={requests.isFetchingNextPage}
          disabled={requests.isFetchingNextPage}
          onClick={() => requests.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}

function RequestItem({ request, now }: { request: QuoteRequest; now: Date }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      style={{ border: '1px solid #e7e5e4', borderRadius: radii.lg, padding: 16, display: 'grid', gap: 12 }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 8,
          flexWrap: 'wrap',
          alignItems: 'start',
        }}
      >
        <div style={{ display: 'grid', gap: 2 }}>
          <h2 id={titleId} style={{ fontSize: 18, margin: 0 }}>
            {request.category}
          </h2>
          <span>{requestSummary(request)}</span>
        </div>
        <LinkButton
          to={`/quotes/${request.id}`}
          aria-label={`View offers: ${request.category}, ${requestSummary(request)}`}
        >
          View offers
        </LinkButton>
      </div>
      <QuoteComparison label={`Vendors asked: ${request.category}`} vendors={request.vendors} now={now} />
    </article>
  );
}
