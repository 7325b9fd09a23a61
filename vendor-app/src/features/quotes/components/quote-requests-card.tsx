import { formatMoney } from '@partyeasy/shared-domain';
import { Link } from '@partyeasy/shared-ui/router';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useOpenQuotes } from '../api/get-open-quotes';
import { useResponseRate } from '../api/get-response-rate';
import type { VendorQuote } from '../api/types';
import { useNow } from '../hooks/use-now';
import { eventLine, quoteStatus } from '../model/quote-status';
import { QUOTE_REPLY_RULE, replyDeadline, requestExpiry, responseRateText } from '../model/time-left';

function QuoteItem({ quote, now }: { quote: VendorQuote; now: Date }) {
  const status = quoteStatus(quote.status);
  const due = replyDeadline(quote.reply_due_at, now);
  return (
    <li style={{ borderTop: `1px solid ${brandColors.border}` }} data-testid="quote-request">
      <Link
        to={`/vendor/quotes/${quote.quote_id}`}
        style={{ display: 'grid', gap: 2, padding: '10px 4px', color: 'inherit' }}
      >
        <Flex justify="space-between" align="baseline" gap={8} wrap>
          <Typography.Text strong>
            {quote.host_name} · {quote.category}
          </Typography.Text>
          <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
            {status.label}
          </Tag>
        </Flex>
        <Typography.Text>
          {eventLine(quote.event_date, quote.start_time, quote.duration_hours, quote.guest_count)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {quote.budget_cents === null ? 'No budget given' : `Budget ${formatMoney(quote.budget_cents)}`}
          {quote.offer ? ` · Your offer ${formatMoney(quote.offer.price_cents)}` : ''}
        </Typography.Text>
        <Flex wrap gap={8} style={{ fontSize: 13 }}>
          {quote.status === 'waiting' ? (
            <Typography.Text
              strong
              type={due.overdue ? 'danger' : due.soon ? 'warning' : undefined}
              data-testid="reply-due"
            >
              {due.text}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary">
            {quote.status === 'waiting'
              ? `Request: ${requestExpiry(quote.respond_by, now).toLowerCase()}`
              : quote.offer
                ? `Offer: ${requestExpiry(quote.offer.expires_at, now).toLowerCase()}`
                : null}
          </Typography.Text>
        </Flex>
      </Link>
    </li>
  );
}

/**
 * The dashboard's 'Quote requests': the listing's open requests, the one due soonest first, each with the
 * time left under the Terms' 12-hour rule and a link to answer it, and the listing's response rate.
 */
export function QuoteRequestsCard({ vendorId }: { vendorId: string }) {
  const titleId = useId();
  const quotes = useOpenQuotes(vendorId);
  const rate = useResponseRate(vendorId);
  const now = useNow();
  return (
    <section aria-labelledby={titleId}>
      <Card
        title={
          <h2 id={titleId} style={{ margin: 0, fontSize: 18 }}>
            Quote requests
          </h2>
        }
      >
        <Flex vertical gap={12}>
          <div style={{ display: 'grid', gap: 4 }}>
            <Typography.Text>{QUOTE_REPLY_RULE}.</Typography.Text>
            {rate.isError ? (
              <Alert type="warning" showIcon message="We couldn't load your response rate." />
            ) : rate.isPending ? (
              <Skeleton active title={false} paragraph={{ rows: 1 }} />
            ) : (
              <Typography.Text type="secondary" data-testid="quote-response-rate">
                {responseRateText(rate.data)}
              </Typography.Text>
            )}
          </div>
          {quotes.isError ? (
            <Alert
              type="error"
              showIcon
              message="We couldn't load your quote requests."
              action={
                <Button size="small" onClick={() => void quotes.refetch()} loading={quotes.isFetching}>
                  Try again
                </Button>
              }
            />
          ) : quotes.isPending ? (
            <div role="status" aria-label="Loading your quote requests">
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            </div>
          ) : quotes.data.length === 0 ? (
            <Typography.Text type="secondary">
              No open quote requests. Hosts can ask you for a custom quote from your profile.
            </Typography.Text>
          ) : (
            <ul aria-label="Open quote requests" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {quotes.data.map((quote) => (
                <QuoteItem key={quote.quote_id} quote={quote} now={now} />
              ))}
            </ul>
          )}
        </Flex>
      </Card>
    </section>
  );
}
