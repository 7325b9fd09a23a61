import { formatMoney } from '@partyeasy/shared-domain';
import { Link } from '@partyeasy/shared-ui/router';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Button, Typography } from 'antd';
import { eventSchedule, zoneName } from '../model/schedule';
import type { EventBooking, EventDetails } from '../model/types';

export interface ScheduleSectionProps {
  details: EventDetails;
  /** The booking whose cancel dialog is loading (its button busy). */
  cancellingId: string | null;
  onCancel: (booking: EventBooking) => void;
}

/**
 * The schedule: the booked vendors in time order with arrival, start and end (the event's zone named), what
 * each costs, its conversation and Cancel; then the total paid (charges less refunds).
 */
export function ScheduleSection({ details, cancellingId, onCancel }: ScheduleSectionProps) {
  const rows = eventSchedule(details.bookings);
  const zone = zoneName(details.event.time_zone, details.event.event_date);
  return (
    <section aria-labelledby="schedule-title" style={{ display: 'grid', gap: 12 }}>
      <h2 id="schedule-title" style={{ margin: 0, fontSize: 22 }}>
        Schedule
      </h2>
      {rows.length === 0 ? (
        <Typography.Paragraph style={{ margin: 0, color: brandColors.textSecondary }}>
          No vendors booked yet. Choose packages or offers on the shortlist below and pay for them at once.
        </Typography.Paragraph>
      ) : (
        <ol
          aria-label="Booked vendors"
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
        >
          {rows.map((row) => (
            <li
              key={row.booking.booking_id}
              aria-label={row.booking.vendor_name}
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
                gap: 8,
                alignItems: 'center',
                padding: 12,
                background: brandColors.surface,
                border: `1px solid ${brandColors.border}`,
                borderRadius: radii.md,
              }}
            >
              <div style={{ display: 'grid' }}>
                <Link to={`/vendor/${row.booking.vendor_id}`} style={{ fontWeight: 600 }}>
                  {row.booking.vendor_name}
                </Link>
                <span style={{ color: brandColors.textSecondary }}>{row.booking.servicetype}</span>
              </div>
              <div style={{ display: 'grid' }} data-testid="schedule-times">
                <span>
                  {row.start}–{row.end}
                  {row.endsNextDay ? ' (next day)' : ''} {zone}
                </span>
                <span style={{ color: brandColors.textSecondary }}>Arrives {row.arrival}</span>
              </div>
              <span>{formatMoney(row.booking.total_cents - row.booking.refunded_cents)}</span>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                {row.booking.conversation_id ? (
                  <Link to={`/messages/${row.booking.conversation_id}`}>Conversation</Link>
                ) : null}
                <Button
                  danger
                  size="small"
                  aria-label={`Cancel ${row.booking.vendor_name}`}
                  loading={cancellingId === row.booking.booking_id}
                  onClick={() => onCancel(row.booking)}
                >
                  Cancel
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p style={{ margin: 0, fontSize: 16 }} data-testid="paid-total">
        Total paid: <strong>{formatMoney(details.paid_total_cents)}</strong>
      </p>
    </section>
  );
}
