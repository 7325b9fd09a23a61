import { bookingStats } from '@partyeasy/shared-domain';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatCard } from '@partyeasy/shared-ui/components/stat-card';
import { Col, Row } from 'antd';
import type { AdminBooking } from '../api/get-admin-bookings';

export interface BookingSummaryCardsProps {
  bookings: readonly AdminBooking[];
  loading: boolean;
}

/** The six headline figures over every booking on the platform. */
export function BookingSummaryCards({ bookings, loading }: BookingSummaryCardsProps) {
  const stats = bookingStats(bookings);
  const cards = [
    { title: 'Total Bookings', value: stats.totalBookings },
    { title: 'Total Revenue', value: <Money cents={stats.revenueCents} /> },
    {
      title: 'Platform Profit',
      value: <Money cents={stats.platformProfitCents} />,
      hint: '5% processing fee',
    },
    { title: 'Completed', value: stats.completed },
    { title: 'Pending', value: stats.pending },
    { title: 'Cancelled', value: stats.cancelled },
  ];
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Booking summary">
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={8} xl={4} role="listitem" aria-label={card.title}>
          <StatCard title={card.title} value={card.value} hint={card.hint} loading={loading} />
        </Col>
      ))}
    </Row>
  );
}
