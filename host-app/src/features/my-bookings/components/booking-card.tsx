import {
  bookingChangeAllowed,
  disputePath,
  disputeWindowOpen,
  formatDuration,
  formatMoney,
  formatTime12h,
  platformFeeCents,
  receiptPath,
  toCents,
  zonedInstant,
} from '@partyeasy/shared-domain';
import { BookingChangePanel } from '@partyeasy/shared-ui/components/booking-change';
import { BookingHistory } from '@partyeasy/shared-ui/components/booking-history';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { Link } from '@partyeasy/shared-ui/router';
import { Alert, Button, Card, Modal, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ReportProblemDialog } from '../../disputes';
import { MessageBookingButton } from '../../messaging';
import { BookingReview, type MyReview } from '../../reviews';
import { useCancelUnpaidBooking } from '../api/cancel-unpaid-booking';
import type { MyBooking } from '../api/get-my-bookings';
import { CancelBookingDialog, cancellationFor } from './cancel-booking-dialog';

export interface BookingCardProps {
  booking: MyBooking;
  /** Offered for unpaid bookings whose date is still ahead. */
  onPay?: () => void;
  paying?: boolean;
  payError?: string;
  /** The host's review of the booking (null: none yet; undefined: loading). */
  review?: MyReview | null;
  /** A checkout that never charged (the "Not completed" tab): no amounts, labelled not charged. */
  notCharged?: boolean;
  /** A paid booking's change: pay the difference of an accepted one (the page's payment modal). */
  onPayChange?: (changeId: string) => void;
  payChangeState?: (changeId: string) => { busy: boolean; error?: string };
  /** A change was made or answered: the page reads the bookings again. */
  onChanged?: () => void;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;

/**
 * One of the host's bookings: vendor, status, when, what, where, the amounts and any refund; a paid
 * booking whose event is ahead can be cancelled; View shows its history.
 */
export function BookingCard({
  booking,
  onPay,
  paying = false,
  payError,
  review,
  notCharged = false,
  onPayChange,
  payChangeState,
  onChanged,
}: BookingCardProps) {
  const [cancelling, setCancelling] = useState(false);
  const [cancellingUnpaid, setCancellingUnpaid] = useState(false);
  const cancelUnpaid = useCancelUnpaidBooking();
  const unpaid = booking.payment_status === 'clicked_book' || booking.payment_status === 'pending';
  const wasPaid = Boolean(booking.paid_at) || booking.refunded_cents > 0;
  const [showHistory, setShowHistory] = useState(false);
  const [messageError, setMessageError] = useState<string | null>(null);
  const cancellable = booking.payment_status === 'paid' && cancellationFor(booking).allowed;
  // A card payment on record for a paid, completed or cancelled-after-payment booking (booking_receipt's rule).
  const hasReceipt =
    !notCharged &&
    Boolean(booking.payment_intent_id) &&
    ['paid', 'completed', 'cancelled'].includes(booking.payment_status);
  const subtotal = toCents(booking.total_amount) ?? 0;
  const fee = toCents(booking.processing_fee) ?? platformFeeCents(subtotal);
  const vendorName = booking.vendor?.name ?? 'Vendor';
  const [reporting, setReporting] = useState(false);
  // A completed, card-paid booking can be reported until 30 days after its event (the database decides).
  const eventEnd = new Date(
    zonedInstant(
      booking.booking_date,
      booking.booking_time,
      booking.vendor?.time_zone ?? 'America/Chicago',
    ).getTime() +
      Number(booking.duration_hours) * 3_600_000,
  );
  const canReport =
    !booking.dispute &&
    booking.payment_status === 'completed' &&
    Boolean(booking.payment_intent_id) &&
    disputeWindowOpen(eventEnd, new Date());
  return (
    <Card
      size="small"
      aria-label={`${vendorName}, ${dayjs(booking.booking_date).format('MMM D, YYYY')}`}
      title={
        <Link to={`/vendor/${booking.vendor_id}`} style={{ whiteSpace: 'normal' }}>
          {vendorName}
        </Link>
      }
      extra={
        notCharged ? (
          <Tag style={{ marginInlineEnd: 0, fontWeight: 600 }}>Not charged</Tag>
        ) : (
          <StatusBadge kind="booking" status={booking.payment_status} />
        )
      }
      styles={{ body: { display: 'grid', gap: 6 } }}
    >
      <Typography.Text strong>
        {dayjs(booking.booking_date).format('ddd, MMM D, YYYY')} at {formatTime12h(booking.booking_time)} ·{' '}
        {formatDuration(booking.duration_hours)}
      </Typography.Text>
      <Typography.Text>
        {booking.selected_packages}
        {booking.selected_addons ? ` + ${booking.selected_addons}` : ''} · {booking.guest_count} guest(s)
      </Typography.Text>
      {booking.event_location ? (
        <Typography.Text type="secondary">{booking.event_location}</Typography.Text>
      ) : null}
      {notCharged ? (
        <Typography.Text type="secondary">
          Not completed · not charged: the {formatMoney(subtotal + fee)} of this checkout was never taken.
        </Typography.Text>
      ) : (
        <dl style={{ margin: 0, display: 'grid', gap: 2 }}>
          <div style={row}>
            <dt>Subtotal</dt>
            <dd style={{ margin: 0 }}>{formatMoney(subtotal)}</dd>
          </div>
          <div style={row}>
            <dt>Processing fee (5%)</dt>
            <dd style={{ margin: 0 }}>{formatMoney(fee)}</dd>
          </div>
          <div style={{ ...row, fontWeight: 700 }}>
            <dt>Total</dt>
            <dd style={{ margin: 0 }}>{formatMoney(subtotal + fee)}</dd>
          </div>
          {booking.refunded_cents > 0 ? (
            <div style={row}>
              <dt>Refunded</dt>
              <dd style={{ margin: 0 }}>{formatMoney(booking.refunded_cents)}</dd>
            </div>
          ) : booking.payment_status === 'cancelled' && wasPaid ? (
            <div style={row}>
              <dt>Refund</dt>
              <dd style={{ margin: 0 }}>None</dd>
            </div>
          ) : null}
        </dl>
      )}
      {booking.payment_status === 'cancelled' && booking.cancellation_reason ? (
        <Typography.Text type="secondary">Reason: {booking.cancellation_reason}</Typography.Text>
      ) : null}
      {booking.payment_status === 'paid' ? (
        <BookingChangePanel
          bookingId={booking.id}
          side="host"
          current={{
            date: booking.booking_date,
            time: booking.booking_time,
            hours: Number(booking.duration_hours),
            guests: booking.guest_count,
            subtotalCents: subtotal,
          }}
          allowed={bookingChangeAllowed({
            paymentStatus: booking.payment_status,
            eventStart: zonedInstant(
              booking.booking_date,
              booking.booking_time,
              booking.vendor?.time_zone ?? 'America/Chicago',
            ),
            now: new Date(),
            refundPolicy: booking.refund_policy,
          })}
          offerBooking={Boolean(booking.quote_offer_id)}
          onPay={onPayChange}
          payState={payChangeState}
          onChanged={onChanged}
        />
      ) : null}
      <BookingReview booking={booking} review={review} />
      {showHistory ? <BookingHistory bookingId={booking.id} /> : null}
      {payError ? <Alert type="error" showIcon role="alert" message={payError} /> : null}
      {messageError ? <Alert type="error" showIcon role="alert" message={messageError} /> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {onPay ? (
          <Button type="primary" onClick={onPay} disabled={paying}>
            {paying ? 'Processing...' : 'Complete payment'}
          </Button>
        ) : null}
        <Link to={`/vendor/${booking.vendor_id}`}>
          <Button>View vendor</Button>
        </Link>
        {notCharged ? null : (
          <MessageBookingButton bookingId={booking.id} otherName={vendorName} onError={setMessageError} />
        )}
        {hasReceipt ? (
          <Link
            to={receiptPath(booking.id)}
            aria-label={`Receipt for ${vendorName}, ${dayjs(booking.booking_date).format('MMM D, YYYY')}`}
          >
            <Button tabIndex={-1}>Receipt</Button>
          </Link>
        ) : null}
        <Button aria-expanded={showHistory} onClick={() => setShowHistory((v) => !v)}>
          {showHistory ? 'Hide history' : 'View history'}
        </Button>
        {booking.dispute ? (
          <Link to={disputePath(booking.dispute.id)}>
            <Button tabIndex={-1}>
              {booking.dispute.status === 'resolved' ? 'View resolved problem' : 'View problem report'}
            </Button>
          </Link>
        ) : null}
        {canReport ? <Button onClick={() => setReporting(true)}>Report a problem</Button> : null}
        {cancellable ? (
          <Button danger onClick={() => setCancelling(true)}>
            Cancel booking
          </Button>
        ) : null}
        {unpaid && !notCharged ? (
          <Button danger onClick={() => setCancellingUnpaid(true)} disabled={paying}>
            Cancel booking
          </Button>
        ) : null}
      </div>
      {cancelling ? <CancelBookingDialog booking={booking} onClose={() => setCancelling(false)} /> : null}
      {reporting ? (
        <ReportProblemDialog
          bookingId={booking.id}
          vendorName={vendorName}
          onClose={() => setReporting(false)}
        />
      ) : null}
      <Modal
        open={cancellingUnpaid}
        title="Cancel booking"
        okText="Cancel booking"
        cancelText="Keep booking"
        okButtonProps={{ danger: true, loading: cancelUnpaid.isPending }}
        cancelButtonProps={{ disabled: cancelUnpaid.isPending }}
        closable={!cancelUnpaid.isPending}
        maskClosable={!cancelUnpaid.isPending}
        onCancel={() => setCancellingUnpaid(false)}
        onOk={() => cancelUnpaid.mutate(booking.id, { onSuccess: () => setCancellingUnpaid(false) })}
        destroyOnHidden
      >
        <Typography.Paragraph style={{ margin: 0 }}>
          This booking is not paid: nothing was charged and nothing will be. Cancelling frees the time for
          others.
        </Typography.Paragraph>
        {cancelUnpaid.error ? (
          <Alert type="error" showIcon role="alert" message={cancelUnpaid.error.message} />
        ) : null}
      </Modal>
    </Card>
  );
}
