import type { BookingStats } from '@partyeasy/shared-domain';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatCard } from '@partyeasy/shared-ui/components/stat-card';
import { Col, Row } from 'antd';

export interface BookingSummaryCardsProps {
  /** From booking_summary: every booking matching the filters, not only the page shown. */
  stats: BookingStats | undefined;
  loading: boolean;
}

const NONE: BookingStats = {
  totalBookings: 0,
  revenueCents: 0,
  platformProfitCents: 0,
  completed: 0,
  pending: 0,
  paid: 0,
  cancelled: 0,
};

/** The six headline figures over every booking matching the filters. */
export function BookingSummaryCards({ stats = NONE, loading }: BookingSummaryCardsProps) {
  const cards = [
    { title: 'Total Bookings', value: stats.totalBookings },
    { title: 'Total Revenue', value: <Money cents={stats.revenueCents} /> },
    {
      title: 'Platform Profit',
      value: <Money cents={stats.platformProfitCents} />,
      hint: 'Fees and cancellation charges kept',
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
