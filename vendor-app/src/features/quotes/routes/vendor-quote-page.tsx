import { formatMoney } from '@partyeasy/shared-domain';
import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { ConfirmModal } from '@partyeasy/shared-ui/components/confirm-modal';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useParams } from '@partyeasy/shared-ui/router';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useListingTimeZone } from '../api/get-listing-time-zone';
import { useVendorQuote } from '../api/get-vendor-quote';
import type { VendorQuote } from '../api/types';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { DeclineForm } from '../components/decline-form';
import { OfferForm } from '../components/offer-form';
import { OfferSummary } from '../components/offer-summary';
import { useNow } from '../hooks/use-now';
import { eventLine, offerStatusLabel, quoteIsOpen, quoteStatus } from '../model/quote-status';
import { replyDeadline, requestExpiry } from '../model/time-left';

const page = { maxWidth: 860, margin: '0 auto', padding: '24px 16px' } as const;
const received = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function RequestDetails({ quote, now }: { quote: VendorQuote; now: Date }) {
  const due = replyDeadline(quote.reply_due_at, now);
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={[
        { key: 'category', label: 'Service', children: quote.category },
        {
          key: 'event',
          label: 'Event',
          children: eventLine(quote.event_date, quote.start_time, quote.duration_hours, quote.guest_count),
        },
        { key: 'location', label: 'Location', children: quote.location },
        {
          key: 'budget',
          label: 'Budget',
          children: quote.budget_cents === null ? 'Not given' : formatMoney(quote.budget_cents),
        },
        {
          key: 'details',
          label: 'What they need',
          children: <span style={{ whiteSpace: 'pre-wrap' }}>{quote.details || '—'}</span>,
        },
        { key: 'received', label: 'Received', children: received.format(new Date(quote.created_at)) },
        ...(quote.status === 'waiting'
          ? [
              {
                key: 'reply',
                label: 'Time to reply',
                children: (
                  <Typography.Text strong type={due.overdue ? 'danger' : due.soon ? 'warning' : undefined}>
                    {due.text}
                  </Typography.Text>
                ),
              },
              {
                key: 'expires',
                label: 'Request',
                children: `${requestExpiry(quote.respond_by, now)} (${received.format(new Date(quote.respond_by))})`,
              },
            ]
          : []),
      ]}
    />
  );
}

type Mode = 'view' | 'replace' | 'decline';

function QuoteAnswer({ quote, timeZone }: { quote: VendorQuote; timeZone: string }) {
  const [mode, setMode] = useState<Mode>('view');
  const [withdrawing, setWithdrawing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const withdraw = useWithdrawOffer();
  const open = quoteIsOpen(quote.status);
  const standing = quote.status === 'offered' && quote.offer ? quote.offer : null;

  return (
    <Flex vertical gap={16}>
      {sent ? (
        <Alert type="success" showIcon role="status" message={sent} closable onClose={() => setSent(null)} />
      ) : null}
      {quote.status === 'booked' ? (
        <Alert
          type="success"
          showIcon
          message="Booked: the host accepted and paid your offer."
          description={
            <>
              It is now one of your bookings. <Link to="/vendor">See it on your dashboard</Link>
              {quote.booking_id ? ` (booking ${quote.booking_id.slice(0, 8)})` : ''}.
            </>
          }
        />
      ) : null}
      {quote.status === 'declined' ? (
        <Alert
          type="info"
          showIcon
          message="You declined this request."
          description={quote.decline_reason ? `Your reason: “${quote.decline_reason}”` : undefined}
        />
      ) : null}
      {quote.status === 'expired' ? (
        <Alert type="info" showIcon message="This request has expired. The host was told by e-mail." />
      ) : null}
      {quote.offer ? (
        <Card
          title={
            <h2 style={{ margin: 0, fontSize: 18 }}>
              {standing
                ? 'Your offer'
                : quote.status === 'booked'
                  ? 'The offer the host paid'
                  : 'Your last offer'}
            </h2>
          }
          extra={
            quote.offer.status ? (
              <Tag style={{ marginInlineEnd: 0 }}>{offerStatusLabel(quote.offer.status)}</Tag>
            ) : null
          }
        >
          <Flex vertical gap={12}>
            <OfferSummary offer={quote.offer} />
            {standing && mode === 'view' ? (
              <Flex wrap gap={8}>
                <Button onClick={() => setMode('replace')}>Replace offer</Button>
                <Button danger onClick={() => setWithdrawing(true)}>
                  Withdraw offer
                </Button>
              </Flex>
            ) : null}
          </Flex>
        </Card>
      ) : null}
      {open && (!standing || mode === 'replace') && mode !== 'decline' ? (
        <Card
          title={
            <h2 style={{ margin: 0, fontSize: 18 }}>{standing ? 'Replace your offer' : 'Make an offer'}</h2>
          }
        >
          <OfferForm
            key={standing?.id ?? 'new'}
            quote={quote}
            timeZone={timeZone}
            replacing={Boolean(standing)}
            onDone={() => {
              setMode('view');
              setSent(
                standing
                  ? 'Your new offer was sent. The old one is withdrawn.'
                  : 'Your offer was sent to the host.',
              );
            }}
            onCancel={standing ? () => setMode('view') : undefined}
          />
        </Card>
      ) : null}
      {open ? (
        mode === 'decline' ? (
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Decline this request</h2>}>
            <DeclineForm quoteId={quote.quote_id} onCancel={() => setMode('view')} />
          </Card>
        ) : (
          <div>
            <Button danger type="text" onClick={() => setMode('decline')}>
              Decline this request
            </Button>
          </div>
        )
      ) : null}
      <ConfirmModal
        open={withdrawing}
        title="Withdraw your offer?"
        description="The host can no longer accept it. The request stays open and you can make a new offer."
        confirmLabel="Withdraw offer"
        busyLabel="Withdrawing..."
        danger
        busy={withdraw.isPending}
        error={withdraw.error?.message}
        onConfirm={() =>
          standing &&
          withdraw.mutate(standing.id, {
            onSuccess: () => {
              setWithdrawing(false);
              setSent('Your offer was withdrawn.');
            },
          })
        }
        onCancel={() => {
          withdraw.reset();
          setWithdrawing(false);
        }}
      />
    </Flex>
  );
}

/** /vendor/quotes/:quoteId: one request to the vendor's listing, and its offer, decline or booking. */
export function VendorQuotePage() {
  const { quoteId = '' } = useParams();
  const user = useAtomValue(currentUserAtom);
  const quote = useVendorQuote(quoteId);
  const timeZone = useListingTimeZone(user?.id);
  const now = useNow();
  useDocumentTitle(quote.data ? `Quote request from ${quote.data.host_name}` : 'Quote request');

  if (user === null) return <LogInRedirect />;
  return (
    <main style={page}>
      <Link to="/vendor">← Dashboard</Link>
      {quote.isError ? (
        <Flex vertical gap={16} style={{ marginTop: 16 }}>
          <Typography.Title>Quote request</Typography.Title>
          <LoadError
            message="We couldn't load this quote request. Please try again."
            description={quote.error.message}
            onRetry={() => void quote.refetch()}
            retrying={quote.isFetching}
          />
        </Flex>
      ) : !quote.data || user === undefined ? (
        <div role="status" aria-label="Loading the quote request" style={{ marginTop: 16 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : (
        <Flex vertical gap={16} style={{ marginTop: 16 }}>
          <div>
            <Typography.Title style={{ marginBottom: 8 }}>
              Quote request from {quote.data.host_name}
            </Typography.Title>
            <Flex wrap gap={8} align="center">
              <Tag color={quoteStatus(quote.data.status).color} style={{ marginInlineEnd: 0 }}>
                {quoteStatus(quote.data.status).label}
              </Tag>
              <Link to={`/messages/${quote.data.conversation_id}`}>Open the conversation</Link>
            </Flex>
          </div>
          <RequestDetails quote={quote.data} now={now} />
          {timeZone.data ? (
            <QuoteAnswer quote={quote.data} timeZone={timeZone.data} />
          ) : timeZone.isError ? (
            <LoadError
              message="We couldn't load your listing. Please try again."
              onRetry={() => void timeZone.refetch()}
              retrying={timeZone.isFetching}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
        </Flex>
      )}
    </main>
  );
}
