import { historyLabel } from '@partyeasy/shared-domain';
import { useBookingHistory } from '@partyeasy/shared-domain/backend';
import { Alert, Skeleton, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';

/**
 * A booking's history (created, paid, cancelled by whom, refunded how much, completed), read from
 * public.booking_history with the viewer's own rights: shown in the booking's View on the host, vendor
 * and admin dashboards.
 */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const history = useBookingHistory(bookingId);
  return (
    <section aria-label="Booking history" style={{ display: 'grid', gap: 8 }}>
      <Typography.Text strong>History</Typography.Text>
      {history.isError ? (
        <Alert type="error" showIcon message="We couldn't load the history of this booking." />
      ) : !history.data ? (
        <div role="status" aria-label="Loading the history">
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        </div>
      ) : history.data.length === 0 ? (
        <Typography.Text type="secondary">No history yet.</Typography.Text>
      ) : (
        <Timeline
          style={{ marginBottom: -16 }}
          items={history.data.map((entry) => ({
            children: (
              <span>
                {historyLabel(entry)}{' '}
                <Typography.Text type="secondary">
                  · {dayjs(entry.created_at).format('MMM D, YYYY h:mm A')}
                </Typography.Text>
              </span>
            ),
          }))}
        />
      )}
    </section>
  );
}
