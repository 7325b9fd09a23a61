import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { logInPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useParams } from '@partyeasy/shared-ui/router';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { Alert, Result, Skeleton, Typography } from 'antd';
import { LinkButton } from '../../../components/link-button';
import { useQuoteRequest } from '../api/get-quote-request';
import { VendorOfferCard } from '../components/vendor-offer-card';
import { useCurrentUser } from '../hooks/use-current-user';
import { useNow } from '../hooks/use-now';
import { useQuotePayment } from '../hooks/use-quote-payment';
import { cheapestOfferId, vendorState } from '../model/quote-state';
import { requestSummary } from '../model/request-summary';

/**
 * /quotes/:requestId: one of the host's requests, each vendor's state and offer side by side (stacked on a
 * phone), 'Accept and pay' on an open offer with the embedded checkout, and the conversation with each vendor.
 */
export function QuoteRequestPage() {
  useDocumentTitle('Quote request');
  const { requestId = '' } = useParams();
  const user = useCurrentUser();
  const request = useQuoteRequest(requestId, Boolean(user));
  const now = useNow();
  const payment = useQuotePayment(() => void request.refetch());

  let content: React.ReactNode;
  if (user === null) {
    content = (
      <Alert
        type="info"
        showIcon
        message="Please log in to see your quote requests."
        action={
          <LinkButton type="primary" to={logInPath(`/quotes/${requestId}`)}>
            Log In
          </LinkButton>
        }
      />
    );
  } else if (request.isError) {
    content = (
      <LoadError
        message="We couldn't load this request. Please try again."
        onRetry={() => request.refetch()}
        retrying={request.isFetching}
      />
    );
  } else if (!user || request.isPending) {
    content = (
      <div role="status" aria-label="Loading the request">
        <Skeleton active />
      </div>
    );
  } else if (request.data === null) {
    content = (
      <Result
        status="404"
        title="Request not found"
        subTitle="There is no quote request with this address on your account."
        extra={<LinkButton to="/quotes">Your quote requests</LinkButton>}
      />
    );
  } else {
    const data = request.data;
    const acceptable = data.vendors.filter((v) => vendorState(v, now).acceptable).length;
    const cheapest = acceptable > 1 ? cheapestOfferId(data.vendors, now) : null;
    content = (
      <>
        <section aria-label="Your request" style={{ display: 'grid', gap: 4 }}>
          <Typography.Text strong>{data.category}</Typography.Text>
          <Typography.Text>{requestSummary(data)}</Typography.Text>
          {data.details ? (
            <Typography.Paragraph
              style={{ margin: 0, whiteSpace: 'pre-wrap', color: brandColors.textSecondary }}
            >
              {data.details}
            </Typography.Paragraph>
          ) : null}
        </section>
        <div
          style={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
            alignItems: 'start',
          }}
        >
          {data.vendors.map((vendor) => (
            <VendorOfferCard
              key={vendor.quote_id}
              vendor={vendor}
              now={now}
              cheapest={cheapest !== null && vendor.offer?.id === cheapest}
              busy={payment.busyQuoteId === vendor.quote_id}
              disabled={payment.busyQuoteId !== null && payment.busyQuoteId !== vendor.quote_id}
              error={payment.errorFor(vendor.quote_id)}
              onAccept={(offerId) => void payment.acceptAndPay(vendor.quote_id, offerId)}
            />
          ))}
        </div>
        {payment.element}
      </>
    );
  }

  return (
    <section
      style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: 16 }}
    >
      <Link to="/quotes">← All quote requests</Link>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Quote request
      </Typography.Title>
      {content}
    </section>
  );
}
