import { bookingChangeAllowed, toCents, unpaidHoldNote, zonedInstant } from '@partyeasy/shared-domain';
import { BookingChangePanel } from '@partyeasy/shared-ui/components/booking-change';
import {
  createdAt,
  customer,
  duration,
  eventDate,
  eventTime,
  guests,
} from '@partyeasy/shared-ui/components/booking-fields';
import { BookingHistory } from '@partyeasy/shared-ui/components/booking-history';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Modal } from 'antd';
import type { VendorBooking } from '../api/get-vendor-bookings';
import { CancelBookingForm } from './cancel-booking-form';

export interface BookingDetailsModalProps {
  booking: VendorBooking | null;
  /** The listing's time zone (the booking's date and time are wall-clock there). */
  timeZone?: string;
  onClose: () => void;
}

/** Every field of one booking, its refund and history; a paid booking can be cancelled with a reason. */
export function BookingDetailsModal({ booking, timeZone, onClose }: BookingDetailsModalProps) {
  const queryClient = useQueryClient();
  return (
    <Modal open={booking !== null} title="Booking Details" onCancel={onClose} footer={null} destroyOnHidden>
      {booking ? (
        <div style={{ display: 'grid', gap: 16 }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Booking ID">{booking.id}</Descriptions.Item>
            <Descriptions.Item label="Customer Name">{customer(booking)}</Descriptions.Item>
            <Descriptions.Item label="Customer Email">{booking.customer_email}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <StatusBadge kind="booking" status={booking.payment_status} />
              {unpaidHoldNote(booking.payment_status) ? ` ${unpaidHoldNote(booking.payment_status)}` : null}
            </Descriptions.Item>
            <Descriptions.Item label="Event Date">{eventDate(booking)}</Descriptions.Item>
            <Descriptions.Item label="Start Time">{eventTime(booking)}</Descriptions.Item>
            <Descriptions.Item label="Duration">{duration(booking)}</Descriptions.Item>
            <Descriptions.Item label="Guests">{guests(booking)}</Descriptions.Item>
            <Descriptions.Item label="Packages">{booking.selected_packages || '—'}</Descriptions.Item>
            <Descriptions.Item label="Add-ons">{booking.selected_addons || '—'}</Descriptions.Item>
            <Descriptions.Item label="Event Location">{booking.event_location || '—'}</Descriptions.Item>
            <Descriptions.Item label="Special Instructions">
              {booking.special_instructions || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Total Amount">
              <Money cents={Math.max(0, toCents(booking.total_amount) ?? 0)} />
            </Descriptions.Item>
            <Descriptions.Item label="Booked On">{createdAt(booking)}</Descriptions.Item>
            {booking.refunded_cents > 0 ? (
              <Descriptions.Item label="Refunded">
                <Money cents={booking.refunded_cents} />
              </Descriptions.Item>
            ) : null}
            {booking.cancellation_reason ? (
              <Descriptions.Item label="Cancellation Reason">{booking.cancellation_reason}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <BookingHistory bookingId={booking.id} />
          {booking.payment_status === 'paid' ? (
            <BookingChangePanel
              bookingId={booking.id}
              side="vendor"
              current={{
                date: booking.booking_date,
                time: booking.booking_time,
                hours: Number(booking.duration_hours),
                guests: booking.guest_count,
                subtotalCents: toCents(booking.total_amount) ?? 0,
              }}
              allowed={bookingChangeAllowed({
                paymentStatus: booking.payment_status,
                eventStart: zonedInstant(
                  booking.booking_date,
                  booking.booking_time,
                  timeZone ?? 'America/Chicago',
                ),
                now: new Date(),
              })}
              priceEditable={Boolean(booking.quote_offer_id)}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: ['vendor-dashboard'] })}
            />
          ) : null}
          {booking.payment_status === 'paid' ? (
            <CancelBookingForm
              bookingId={booking.id}
              eventStart={zonedInstant(
                booking.booking_date,
                booking.booking_time,
                timeZone ?? 'America/Chicago',
              )}
              onDone={onClose}
            />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
