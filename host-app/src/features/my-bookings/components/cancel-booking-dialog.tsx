import {
  formatMoney,
  hostCancellation,
  isOfferRefundPolicy,
  OFFER_REFUND_POLICIES,
  REFUND_POLICY_LINES,
  toCents,
  zonedInstant,
} from '@partyeasy/shared-domain';
import { Alert, Modal, Typography } from 'antd';
import { useCancelMyBooking } from '../api/cancel-my-booking';
import type { MyBooking } from '../api/get-my-bookings';

/** What the dialog reads of a booking (a My bookings row fits; the event page reads the same columns). */
export type CancellableBooking = Pick<
  MyBooking,
  'id' | 'total_amount' | 'processing_fee' | 'paid_at' | 'booking_date' | 'booking_time' | 'refund_policy'
> & { vendor: { time_zone: string | null } | null };

/** The refund the policy gives for cancelling `booking` at `now` (the server applies the same rule). */
export function cancellationFor(booking: CancellableBooking, now = new Date()) {
  return hostCancellation({
    subtotalCents: toCents(booking.total_amount) ?? 0,
    feeCents: toCents(booking.processing_fee) ?? 0,
    bookedAt: booking.paid_at ? new Date(booking.paid_at) : null,
    eventStart: zonedInstant(
      booking.booking_date,
      booking.booking_time,
      booking.vendor?.time_zone ?? 'America/Chicago',
    ),
    now,
    refundPolicy: booking.refund_policy,
  });
}

/**
 * The policy lines the host agreed to: an offer's own policy when it set one (with the grace and started
 * rules that hold for every booking), else the profile's.
 */
const policyLines = (booking: CancellableBooking): readonly string[] =>
  isOfferRefundPolicy(booking.refund_policy)
    ? [...OFFER_REFUND_POLICIES[booking.refund_policy].lines, ...REFUND_POLICY_LINES.slice(-2)]
    : REFUND_POLICY_LINES;

/** Confirms a host's cancellation, showing the refund (amount and percentage) before anything happens. */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: CancellableBooking;
  onClose: () => void;
}) {
  const cancel = useCancelMyBooking();
  const policy = cancellationFor(booking);
  const fee = toCents(booking.processing_fee) ?? 0;
  return (
    <Modal
      open
      title="Cancel booking"
      okText="Cancel booking"
      cancelText="Keep booking"
      okButtonProps={{ danger: true, loading: cancel.isPending, disabled: !policy.allowed }}
      cancelButtonProps={{ disabled: cancel.isPending }}
      closable={!cancel.isPending}
      maskClosable={!cancel.isPending}
      onCancel={onClose}
      onOk={() => cancel.mutate(booking.id, { onSuccess: onClose })}
    >
      {policy.allowed ? (
        <div style={{ display: 'grid', gap: 8 }}>
          <Typography.Paragraph style={{ margin: 0 }} data-testid="refund-preview">
            Refund: <strong>{formatMoney(policy.refundCents)}</strong>{' '}
            {policy.grace
              ? '(everything you paid: you are within 4 hours of booking)'
              : `(${policy.percent}% of the booking)`}
          </Typography.Paragraph>
          <ul style={{ margin: 0, paddingInlineStart: 20, color: '#57534e' }}>
            {policyLines(booking).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Typography.Text type="secondary">
            Processing fee paid: {formatMoney(fee)}. Refunds take 3 to 5 business days.
          </Typography.Text>
        </div>
      ) : (
        <Alert
          type="warning"
          showIcon
          message="This event has already started and can no longer be cancelled."
        />
      )}
      {cancel.error ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" message={cancel.error.message} />
      ) : null}
    </Modal>
  );
}
