import { formatDuration, formatLongDate, formatTime12h } from '@partyeasy/shared-domain';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Alert, Button, Tag } from 'antd';
import { useId } from 'react';
import { LinkButton } from '../../../components/link-button';
import { expiryText, offerAmounts, vendorState } from '../model/quote-state';
import { refundPolicyText } from '../model/refund-policy-text';
import type { QuoteVendor } from '../model/types';

export interface VendorOfferCardProps {
  vendor: QuoteVendor;
  now: Date;
  /** Marked as the lowest total of the offers that can be accepted. */
  cheapest?: boolean;
  /** This offer is being accepted or paid. */
  busy: boolean;
  /** Another offer is: this one waits. */
  disabled: boolean;
  error: string | null;
  onAccept: (offerId: string) => void;
}

/**
 * One vendor's side of a request: its state and, with an offer, what it includes, the date, time and hours,
 * the refund policy, the price with the fee and total, the time left and 'Accept and pay'; always a link to
 * the conversation with the vendor.
 */
export function VendorOfferCard({
  vendor,
  now,
  cheapest = false,
  busy,
  disabled,
  error,
  onAccept,
}: VendorOfferCardProps) {
  const titleId = useId();
  const state = vendorState(vendor, now);
  const offer = vendor.offer;
  const amounts = offer ? offerAmounts(offer) : null;

  return (
    <article
      aria-labelledby={titleId}
      style={{
        border: `1px solid ${cheapest ? brandColors.primary : '#e7e5e4'}`,
        borderRadius: radii.lg,
        padding: 16,
        display: 'grid',
        gap: 12,
        alignContent: 'start',
        background: '#fff',
      }}
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <h2 id={titleId} style={{ fontSize: 18, margin: 0 }}>
          {vendor.vendor_name}
        </h2>
        <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
          <Tag color={state.tone} style={{ marginInlineEnd: 0, fontWeight: 600 }}>
            {state.label}
          </Tag>
          {cheapest ? (
            <Tag color="success" style={{ marginInlineEnd: 0, fontWeight: 600 }}>
              Lowest price
            </Tag>
          ) : null}
        </span>
      </header>

      {vendor.status === 'waiting' ? (
        <p style={{ margin: 0, color: brandColors.textSecondary }}>
          No offer yet. Vendors answer within 12 hours; the request expires{' '}
          {expiryText(vendor.respond_by, now).replace(/^Expires /, '')} without an answer.
        </p>
      ) : null}
      {vendor.status === 'declined' ? (
        <p style={{ margin: 0, color: brandColors.textSecondary }}>
          {vendor.decline_reason ? `The vendor declined: ${vendor.decline_reason}` : 'The vendor declined.'}
        </p>
      ) : null}
      {vendor.status === 'expired' && !offer ? (
        <p style={{ margin: 0, color: brandColors.textSecondary }}>The vendor did not answer in time.</p>
      ) : null}

      {offer && amounts ? (
        <>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
            <dt>When</dt>
            <dd style={{ margin: 0 }}>
              {formatLongDate(offer.event_date)} at {formatTime12h(offer.start_time)},{' '}
              {formatDuration(offer.duration_hours)}
            </dd>
            <dt>Includes</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{offer.includes}</dd>
            <dt>Price</dt>
            <dd style={{ margin: 0 }}>{amounts.price}</dd>
            <dt>Fee (5%)</dt>
            <dd style={{ margin: 0 }}>{amounts.fee}</dd>
            <dt>
              <strong>Total</strong>
            </dt>
            <dd style={{ margin: 0 }}>
              <strong data-testid="offer-total" style={{ fontSize: 18 }}>
                {amounts.total}
              </strong>
            </dd>
          </dl>
          <details>
            <summary style={{ cursor: 'pointer' }}>
              Refund policy: {refundPolicyText(offer.refund_policy).title}
            </summary>
            <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
              {refundPolicyText(offer.refund_policy).lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
          {vendor.status === 'offered' ? (
            <p role="timer" aria-live="off" style={{ margin: 0, color: brandColors.textSecondary }}>
              {expiryText(offer.expires_at, now)}
            </p>
          ) : null}
        </>
      ) : null}

      {error ? <Alert type="error" showIcon role="alert" message={error} /> : null}

      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {state.acceptable && offer ? (
          <Button
            type="primary"
            size="large"
            loading={busy}
            disabled={disabled || busy}
            onClick={() => onAccept(offer.id)}
            aria-label={`Accept and pay ${amounts?.total} to ${vendor.vendor_name}`}
          >
            Accept and pay
          </Button>
        ) : null}
        {vendor.status === 'booked' ? (
          <LinkButton to="/dashboard" size="large">
            My bookings
          </LinkButton>
        ) : null}
        <LinkButton
          to={`/messages/${vendor.conversation_id}`}
          size="large"
          aria-label={`Message ${vendor.vendor_name}`}
        >
          Message
        </LinkButton>
      </div>
    </article>
  );
}
