import { formatMoney, revenueSplit, toCents } from '@partyeasy/shared-domain';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Alert, Button, Descriptions, Modal } from 'antd';
import { BookingReviewModeration } from '../../reviews';
import type { AdminBooking } from '../api/get-admin-bookings';
import { RefundBookingPanel } from '../refund-booking/refund-booking-panel';
import { createdAt, eventDate, eventTime, guests } from './booking-fields';

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

/** Everything about one booking, with the revenue split, and a way to delete it. */
export function BookingDetailModal({
  booking,
  onClose,
  onDelete,
  refundFirst = false,
  onRefunded,
}: BookingDetailModalProps) {
  const cents = booking ? Math.max(0, toCents(booking.total_amount) ?? 0) : 0;
  const split = revenueSplit(cents);
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
            { key: 'time', label: 'Time', children: eventTime(booking) },
            { key: 'guests', label: 'Guests', children: guests(booking) },
            { key: 'location', label: 'Location', children: booking.event_location || '—' },
            { key: 'packages', label: 'Packages', children: booking.selected_packages || '—' },
            { key: 'addons', label: 'Add-ons', children: booking.selected_addons || '—' },
            {
              key: 'instructions',
              label: 'Special instructions',
              children: booking.special_instructions || '—',
            },
            { key: 'total', label: 'Revenue', children: <Money cents={cents} /> },
            {
              key: 'profit',
              label: 'Platform profit (5%)',
              children: <Money cents={split.platformProfitCents} />,
            },
            {
              key: 'payout',
              label: 'Vendor payout (95%)',
              children: <Money cents={split.vendorPayoutCents} />,
            },
            { key: 'created', label: 'Booked on', children: createdAt(booking) },
          ]}
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
          onRefunded={(cents) => {
            toaster.success(
              cents > 0
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
