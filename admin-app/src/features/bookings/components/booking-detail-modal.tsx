import { formatMoney, type MoneyFigures, netPaidToVendorsCents, toCents } from '@partyeasy/shared-domain';
import {
  createdAt,
  duration,
  eventDate,
  eventTime,
  guests,
} from '@partyeasy/shared-ui/components/booking-fields';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Alert, Button, Descriptions, Modal, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { BookingReviewModeration } from '../../reviews';
import type { AdminBooking } from '../api/get-admin-bookings';
import { useBookingMoney } from '../api/get-booking-money';
import { useCancelRequest } from '../api/get-cancel-request';
import { RefundBookingPanel } from '../refund-booking/refund-booking-panel';
import { OfferMarker } from './offer-marker';

export interface BookingDetailModalProps {
  booking: AdminBooking | null;
  onClose: () => void;
  onDelete: (booking: AdminBooking) => void;
  /** Delete was refused because the booking is paid: say so and open the refund form. */
  refundFirst?: boolean;
  /** The booking was refunded or cancelled (the list shows it changed). */
  onRefunded: () => void;
}

/** What an admin reads after pressing Delete on a paid booking. */
export const PAID_BOOKING_NOT_DELETABLE =
  'A paid booking cannot be deleted. Refund it (in full or in part), or cancel it without a refund and record why; once it is cancelled it can be deleted.';

/** Where the vendor's share of one booking stands: "Paid out $150.00 · $50.00 reversed", "Scheduled $200.00". */
export function vendorPayoutState(f: MoneyFigures): string {
  const parts: string[] = [];
  const net = netPaidToVendorsCents(f);
  if (f.paidToVendorsCents > 0) parts.push(`Paid out ${formatMoney(net)}`);
  if (f.reversedCents > 0) {
    parts.push(
      f.reversingCents > 0
        ? `${formatMoney(f.reversedCents)} reversed (${formatMoney(f.reversingCents)} in progress)`
        : `${formatMoney(f.reversedCents)} reversed`,
    );
  }
  if (f.scheduledCents > 0) parts.push(`Scheduled ${formatMoney(f.scheduledCents)}`);
  if (f.heldCents > 0) parts.push(`On hold ${formatMoney(f.heldCents)} until the vendor connects payouts`);
  return parts.join(' · ') || 'Nothing to pay';
}

/** The booking's money rows: the amounts on the row, then the figures of money_figures for this booking. */
function moneyItems(booking: AdminBooking, figures: MoneyFigures | undefined, failed: boolean) {
  const subtotal = Math.max(0, toCents(booking.total_amount) ?? 0);
  const fee = Math.max(0, toCents(booking.processing_fee) ?? 0);
  const figure = (render: (f: MoneyFigures) => ReactNode) =>
    failed ? 'Could not be loaded' : figures ? render(figures) : <Skeleton.Button active size="small" />;
  const noCard = figures?.chargedCents === 0;
  return [
    { key: 'total', label: 'Booking amount (subtotal)', children: <Money cents={subtotal} /> },
    { key: 'fee', label: 'Processing fee (5%, paid by the host)', children: <Money cents={fee} /> },
    {
      key: 'charged',
      label: 'Charged to the card',
      children: figure((f) => (noCard ? 'No card payment on record' : <Money cents={f.chargedCents} />)),
    },
    { key: 'refunded', label: 'Refunded', children: figure((f) => <Money cents={f.refundedCents} />) },
    {
      key: 'payout',
      label: 'Vendor payout (subtotal less refunds)',
      children: figure((f) => (
        <>
          <Money cents={f.vendorShareCents} />
          {noCard ? null : (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {vendorPayoutState(f)}
            </Typography.Text>
          )}
        </>
      )),
    },
    {
      key: 'profit',
      label: 'Platform profit',
      children: figure((f) => <Money cents={f.platformProfitCents} />),
    },
  ];
}

/** Everything about one booking, with where its money went, and a way to delete it. */
export function BookingDetailModal({
  booking,
  onClose,
  onDelete,
  refundFirst = false,
  onRefunded,
}: BookingDetailModalProps) {
  const money = useBookingMoney(booking?.id);
  const cancelRequest = useCancelRequest(booking?.payment_status === 'paid' ? booking.id : undefined);
  const toaster = useToaster();
  return (
    <Modal
      open={booking !== null}
      onCancel={onClose}
      title="Booking Details"
      width="min(640px, calc(100vw - 32px))"
      destroyOnHidden
      footer={[
        <Button key="delete" danger onClick={() => booking && onDelete(booking)}>
          Delete
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {booking ? (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'status',
              label: 'Status',
              children: <StatusBadge kind="booking" status={booking.payment_status} />,
            },
            { key: 'customer', label: 'Customer', children: booking.customer_name || booking.customer_email },
            { key: 'email', label: 'Email', children: booking.customer_email },
            { key: 'vendor', label: 'Vendor', children: booking.vendor.name },
            { key: 'date', label: 'Event date', children: eventDate(booking) },
            { key: 'time', label: 'Time', children: `${eventTime(booking)} · ${duration(booking)}` },
            { key: 'guests', label: 'Guests', children: guests(booking) },
            { key: 'location', label: 'Location', children: booking.event_location || '—' },
            {
              key: 'packages',
              label: 'Packages',
              children: (
                <>
                  {booking.selected_packages || '—'} {booking.quote_offer_id ? <OfferMarker /> : null}
                </>
              ),
            },
            { key: 'addons', label: 'Add-ons', children: booking.selected_addons || '—' },
            {
              key: 'instructions',
              label: 'Special instructions',
              children: booking.special_instructions || '—',
            },
            ...moneyItems(booking, money.data, money.isError),
            { key: 'created', label: 'Booked on', children: createdAt(booking) },
          ]}
        />
      ) : null}
      {booking?.payment_status === 'paid' && cancelRequest.data ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          message={`${booking.vendor.name} asked PartyEasy to cancel this booking (${dayjs(cancelRequest.data.created_at).format('MMM D, YYYY h:mm A')})`}
          description={
            <>
              <div>Reason: “{cancelRequest.data.reason}”</div>
              <div>
                Vendors need 7 days&apos; notice to cancel themselves; Refund below cancels it with a full
                refund.
              </div>
            </>
          }
        />
      ) : null}
      {booking && refundFirst && booking.payment_status === 'paid' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          message="This booking is paid"
          description={PAID_BOOKING_NOT_DELETABLE}
        />
      ) : null}
      {booking?.payment_status === 'completed' ? (
        <BookingReviewModeration bookingId={booking.id} vendorName={booking.vendor.name} />
      ) : null}
      {booking ? (
        <RefundBookingPanel
          booking={booking}
          initiallyOpen={refundFirst}
          onRefunded={(cents, kept) => {
            toaster.success(
              kept
                ? `Refunded ${formatMoney(cents)}; the booking stands.`
                : cents > 0
                  ? `Refunded ${formatMoney(cents)}; the booking is cancelled.`
                  : 'The booking is cancelled without a refund; the reason is recorded.',
            );
            onRefunded();
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
