import { formatMoney, payoutStatementPath } from '@partyeasy/shared-domain';
import { CardTitle } from '@partyeasy/shared-ui/components/card-title';
import { Money } from '@partyeasy/shared-ui/components/money';
import { Link } from '@partyeasy/shared-ui/router';
import { Alert, Button, Card, Col, Flex, List, Row, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useVendorEarnings } from '../api/get-vendor-earnings';
import { useVendorPayouts, type VendorPayout } from '../api/get-vendor-payouts';
import { payoutStatusLabel } from '../model/payout-state';

const STATUS_COLORS: Record<string, string> = {
  'Paid out': 'success',
  Scheduled: 'processing',
  Retrying: 'warning',
  'On hold': 'default',
};

function PayoutItem({ payout: p }: { payout: VendorPayout }) {
  const label = payoutStatusLabel(p);
  return (
    <List.Item>
      <Flex wrap justify="space-between" gap={8} style={{ width: '100%' }}>
        <Flex vertical>
          <Typography.Text strong>{dayjs(p.booking_date).format('ddd, MMM D, YYYY')}</Typography.Text>
          <Typography.Text type="secondary">
            {[p.customer_name, p.selected_packages].filter(Boolean).join(' · ')}
          </Typography.Text>
          {p.booking_status === 'cancelled' ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              Cancelled late by the host: you keep what was not refunded
            </Typography.Text>
          ) : null}
        </Flex>
        <Flex vertical align="flex-end">
          <Flex gap={8} align="center">
            <Tag color={STATUS_COLORS[label]}>{label}</Tag>
            <Typography.Text strong>
              <Money cents={p.amount_cents - p.reversed_cents} />
            </Typography.Text>
          </Flex>
          {p.reversed_cents > 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {formatMoney(p.reversed_cents)} reversed after a refund
            </Typography.Text>
          ) : null}
          {label === 'Paid out' && p.settled_at ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              Sent {dayjs(p.settled_at).format('MMM D, YYYY')}
            </Typography.Text>
          ) : null}
          <Link
            to={payoutStatementPath(p.entry_id)}
            aria-label={`Statement for ${dayjs(p.booking_date).format('MMM D, YYYY')}`}
            style={{ fontSize: 13 }}
          >
            Statement
          </Link>
        </Flex>
      </Flex>
    </List.Item>
  );
}

/**
 * Earnings: paid out, scheduled and on hold (aggregated in SQL), and each payout with the booking it pays,
 * one server page at a time. (Plain statistics and a list: the dashboard's stat cards and bookings table
 * stay the page's only ones.)
 */
export function EarningsCard({ vendorId }: { vendorId: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const earnings = useVendorEarnings(vendorId);
  const payouts = useVendorPayouts(vendorId, paging.page, paging.pageSize);
  const figures = [
    { title: 'Paid out', cents: earnings.data?.paidOutCents ?? 0, hint: 'Sent to your payout account' },
    { title: 'Scheduled', cents: earnings.data?.scheduledCents ?? 0, hint: 'Sent after each event' },
    { title: 'On hold', cents: earnings.data?.onHoldCents ?? 0, hint: 'Held until payouts are enabled' },
  ];
  return (
    <Card title={<CardTitle>Earnings</CardTitle>}>
      <Flex vertical gap={16}>
        {earnings.isError || payouts.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message="Your earnings could not be loaded."
            action={
              <Button
                size="small"
                onClick={() => {
                  void earnings.refetch();
                  void payouts.refetch();
                }}
              >
                Retry
              </Button>
            }
          />
        ) : null}
        <Row gutter={[16, 16]} role="list" aria-label="Earnings summary">
          {figures.map((f) => (
            <Col xs={24} sm={8} key={f.title} role="listitem" aria-label={f.title}>
              <Statistic
                title={f.title}
                loading={earnings.isPending}
                valueRender={() => <Money cents={f.cents} />}
              />
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {f.hint}
              </Typography.Text>
            </Col>
          ))}
        </Row>
        {(earnings.data?.lateCancellationCents ?? 0) > 0 ? (
          <Typography.Text type="secondary" data-testid="late-cancellation-earnings">
            Included above: {formatMoney(earnings.data?.lateCancellationCents ?? 0)} from hosts' late
            cancellations (the part of the booking amount they did not get back, paid after the event).
          </Typography.Text>
        ) : null}
        <section aria-label="Payouts">
          <Typography.Title level={3} style={{ fontSize: 16, margin: '0 0 4px' }}>
            Payouts
          </Typography.Title>
          <List<VendorPayout>
            rowKey="entry_id"
            dataSource={payouts.data?.payouts ?? []}
            loading={payouts.isPending || payouts.isPlaceholderData}
            locale={{
              // antd's own empty text is too light to read (contrast 1.8:1); the theme's secondary text is not
              emptyText: (
                <Typography.Text type="secondary">
                  No payouts yet: each booking is paid out after its event.
                </Typography.Text>
              ),
            }}
            renderItem={(p) => <PayoutItem payout={p} />}
            pagination={
              (payouts.data?.total ?? 0) > paging.pageSize
                ? {
                    current: paging.page,
                    pageSize: paging.pageSize,
                    total: payouts.data?.total ?? 0,
                    onChange: (page, pageSize) => setPaging({ page, pageSize }),
                  }
                : false
            }
          />
        </section>
      </Flex>
    </Card>
  );
}
