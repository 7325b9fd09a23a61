import {
  DISPUTE_MESSAGE_MAX_LENGTH,
  disputeMessageError,
  disputeOfferError,
  disputeOutcomeLabel,
  disputeReasonLabel,
  formatMoney,
  formatTime12h,
} from '@partyeasy/shared-domain';
import {
  type DisputeDetail,
  useDispute,
  useDisputeMessages,
  useDisputePhotos,
  useOfferDisputeRefund,
  usePostDisputeMessage,
  useResolveDispute,
} from '@partyeasy/shared-domain/backend';
import { Alert, Button, Card, Input, InputNumber, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';

const STATUS: Record<string, { label: string; color: string }> = {
  open: { label: 'Open', color: 'orange' },
  resolving: { label: 'Being resolved', color: 'blue' },
  resolved: { label: 'Resolved', color: 'green' },
};

const AUTHOR: Record<string, string> = { host: 'Host', vendor: 'Vendor', admin: 'PartyEasy' };

export interface DisputeViewProps {
  disputeId: string;
  /** The admin's decision form (admin-app), shown below the dispute while it is open. */
  adminActions?: (dispute: DisputeDetail) => ReactNode;
}

/**
 * One dispute as its host, its vendor or an admin sees it: the booking, what went wrong, the photos, the
 * vendor's offer (the vendor makes it, the host accepts it), the decision, and the thread everyone writes
 * in. The database decides who may read it (dispute_detail answers not found to anyone else).
 */
export function DisputeView({ disputeId, adminActions }: DisputeViewProps) {
  const dispute = useDispute(disputeId);
  if (dispute.isError) {
    return (
      <Alert type="error" showIcon role="alert" message="We couldn't load this dispute. Please try again." />
    );
  }
  if (dispute.isPending) {
    return (
      <div role="status" aria-label="Loading the dispute">
        <Skeleton active />
      </div>
    );
  }
  const d = dispute.data;
  if (!d) return <Alert type="warning" showIcon role="alert" message="Dispute not found." />;
  const status = STATUS[d.status] ?? STATUS.open!;
  const open = d.status === 'open';
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card
        size="small"
        title={<span style={{ whiteSpace: 'normal' }}>{disputeReasonLabel(d.reason)}</span>}
        extra={
          <Tag color={status.color} style={{ marginInlineEnd: 0, fontWeight: 600 }}>
            {status.label}
          </Tag>
        }
        styles={{ body: { display: 'grid', gap: 8 } }}
      >
        <Typography.Text strong>
          {d.vendor_name} · {dayjs(d.booking_date).format('ddd, MMM D, YYYY')} at{' '}
          {formatTime12h(d.booking_time)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {d.selected_packages} · paid {formatMoney(d.paid_cents)}
          {d.refunded_cents > 0 ? ` · refunded ${formatMoney(d.refunded_cents)}` : ''}
        </Typography.Text>
        {d.viewer_role !== 'host' && d.customer_name ? (
          <Typography.Text type="secondary">Host: {d.customer_name}</Typography.Text>
        ) : null}
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {d.description}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          Reported {dayjs(d.created_at).format('MMM D, YYYY h:mm A')}
        </Typography.Text>
        {d.payout_held && d.viewer_role !== 'host' ? (
          <Alert
            type="info"
            showIcon
            message="The vendor's payout for this booking is on hold until the dispute is resolved."
          />
        ) : null}
        {d.status === 'resolved' ? (
          <Alert
            type="success"
            showIcon
            message={disputeOutcomeLabel(d.outcome, d.refund_cents)}
            description={d.resolution_reason ? `Reason: ${d.resolution_reason}` : undefined}
          />
        ) : null}
        {d.last_error && open ? (
          <Alert
            type="warning"
            showIcon
            message="The last refund could not be made at the payment provider; the dispute is open again."
          />
        ) : null}
      </Card>
      <DisputePhotos disputeId={disputeId} />
      <OfferPanel dispute={d} />
      {open && d.viewer_role === 'admin' && adminActions ? adminActions(d) : null}
      <DisputeThread disputeId={disputeId} role={d.viewer_role} closed={d.status === 'resolved'} />
    </div>
  );
}

function DisputePhotos({ disputeId }: { disputeId: string }) {
  const photos = useDisputePhotos(disputeId);
  if (photos.isError) return <Alert type="error" showIcon message="We couldn't load the photos." />;
  if (!photos.data || photos.data.length === 0) return null;
  return (
    <section aria-label="Photos" style={{ display: 'grid', gap: 8 }}>
      <Typography.Text strong>Photos</Typography.Text>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8 }}>
        {photos.data.map((p, i) => (
          <a key={p.path} href={p.url} target="_blank" rel="noreferrer">
            <img
              src={p.url}
              alt={`Evidence ${i + 1} of ${photos.data.length}`}
              style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 8 }}
            />
          </a>
        ))}
      </div>
    </section>
  );
}

/** The vendor's offer: the vendor makes or changes it, the host accepts it, an admin sees it. */
function OfferPanel({ dispute: d }: { dispute: DisputeDetail }) {
  const [dollars, setDollars] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const offer = useOfferDisputeRefund(d.id);
  const accept = useResolveDispute(d.id);
  const open = d.status === 'open';
  if (!open && !d.offer_cents) return null;
  const share = Number(d.vendor_share_cents);
  return (
    <Card size="small" title="Refund offer" styles={{ body: { display: 'grid', gap: 8 } }}>
      {d.offer_cents ? (
        <Typography.Text>
          The vendor offers a refund of <strong>{formatMoney(d.offer_cents)}</strong>.
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">No offer yet.</Typography.Text>
      )}
      {open && d.viewer_role === 'host' && d.offer_cents ? (
        <div style={{ display: 'grid', gap: 8 }}>
          <Typography.Text type="secondary">
            Accepting resolves the dispute: the refund goes back to your card.
          </Typography.Text>
          <Button
            type="primary"
            loading={accept.isPending}
            onClick={() => accept.mutate({ as: 'host', outcome: 'offer' })}
            style={{ justifySelf: 'start' }}
          >
            Accept {formatMoney(d.offer_cents)} refund
          </Button>
          {accept.error ? <Alert type="error" showIcon role="alert" message={accept.error.message} /> : null}
        </div>
      ) : null}
      {open && d.viewer_role === 'vendor' ? (
        <form
          style={{ display: 'grid', gap: 8 }}
          onSubmit={(e) => {
            e.preventDefault();
            const cents = Math.round((dollars ?? 0) * 100);
            const problem = disputeOfferError(cents, share);
            setError(problem ?? null);
            if (!problem) offer.mutate(cents, { onSuccess: () => setDollars(null) });
          }}
        >
          <label htmlFor={`offer-${d.id}`}>
            Offer a partial refund (up to your share, {formatMoney(share)})
          </label>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <InputNumber
              id={`offer-${d.id}`}
              prefix="$"
              min={0}
              step={1}
              precision={2}
              value={dollars}
              onChange={(v) => setDollars(typeof v === 'number' ? v : null)}
              status={error ? 'error' : undefined}
              style={{ width: 160 }}
            />
            <Button htmlType="submit" loading={offer.isPending}>
              {d.offer_cents ? 'Change offer' : 'Send offer'}
            </Button>
          </div>
          {error || offer.error ? (
            <Alert type="error" showIcon role="alert" message={error ?? offer.error?.message} />
          ) : null}
        </form>
      ) : null}
    </Card>
  );
}

function DisputeThread({ disputeId, role, closed }: { disputeId: string; role: string; closed: boolean }) {
  const messages = useDisputeMessages(disputeId);
  const post = usePostDisputeMessage(disputeId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-label="Dispute thread" style={{ display: 'grid', gap: 8 }}>
      <Typography.Text strong>Conversation about this dispute</Typography.Text>
      {messages.isError ? <Alert type="error" showIcon message="We couldn't load the messages." /> : null}
      {messages.data && messages.data.length === 0 ? (
        <Typography.Text type="secondary">No messages yet.</Typography.Text>
      ) : null}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {(messages.data ?? []).map((m) => (
          <li
            key={m.id}
            style={{
              padding: '8px 12px',
              borderRadius: 8,
              background: m.author_role === role ? '#f0f5ff' : '#fafafa',
              border: '1px solid #f0f0f0',
            }}
          >
            <Typography.Text strong>{m.author_role === role ? 'You' : AUTHOR[m.author_role]}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              · {dayjs(m.created_at).format('MMM D, h:mm A')}
            </Typography.Text>
            <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</div>
          </li>
        ))}
      </ol>
      {closed ? (
        <Typography.Text type="secondary">
          This dispute is resolved: its conversation is closed.
        </Typography.Text>
      ) : (
        <form
          style={{ display: 'grid', gap: 8 }}
          onSubmit={(e) => {
            e.preventDefault();
            const problem = disputeMessageError(body);
            setError(problem ?? null);
            if (!problem) post.mutate(body.trim(), { onSuccess: () => setBody('') });
          }}
        >
          <label htmlFor={`dispute-message-${disputeId}`}>Write a message</label>
          <Input.TextArea
            id={`dispute-message-${disputeId}`}
            value={body}
            maxLength={DISPUTE_MESSAGE_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(e) => setBody(e.target.value)}
            status={error ? 'error' : undefined}
          />
          {error || post.error ? (
            <Alert type="error" showIcon role="alert" message={error ?? post.error?.message} />
          ) : null}
          <Button htmlType="submit" loading={post.isPending} style={{ justifySelf: 'start' }}>
            Send
          </Button>
        </form>
      )}
    </section>
  );
}
