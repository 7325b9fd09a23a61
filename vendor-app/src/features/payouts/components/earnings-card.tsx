import { formatMoney } from '@partyeasy/shared-domain';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatCard } from '@partyeasy/shared-ui/components/stat-card';
import { Alert, Button, Card, Col, Flex, Row, Table, type TableColumnsType, Tag, Typography } from 'antd';
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

const columns: TableColumnsType<VendorPayout> = [
  {
    title: 'Booking',
    key: 'booking',
    render: (_, p) => (
      <Flex vertical>
        <Typography.Text strong>{dayjs(p.booking_date).format('ddd, MMM D, YYYY')}</Typography.Text>
        <Typography.Text type="secondary">
          {[p.customer_name, p.selected_packages].filter(Boolean).join(' · ')}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Amount',
    key: 'amount',
    align: 'right',
    render: (_, p) => (
      <Flex vertical align="flex-end">
        <Money cents={p.amount_cents - p.reversed_cents} />
        {p.reversed_cents > 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {formatMoney(p.reversed_cents)} reversed after a refund
          </Typography.Text>
        ) : null}
      </Flex>
    ),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_, p) => {
      const label = payoutStatusLabel(p);
      return (
        <Flex vertical>
          <span>
            <Tag color={STATUS_COLORS[label]}>{label}</Tag>
          </span>
          {label === 'Paid out' && p.settled_at ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {dayjs(p.settled_at).format('MMM D, YYYY')}
            </Typography.Text>
          ) : null}
        </Flex>
      );
    },
  },
];

/**
 * Earnings: paid out, scheduled and on hold (aggregated in SQL), and each payout with the booking it pays,
 * one server page at a time.
 */
export function EarningsCard({ vendorId }: { vendorId: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const earnings = useVendorEarnings(vendorId);
  const payouts = useVendorPayouts(vendorId, paging.page, paging.pageSize);
  const figures = [
    { title: 'Paid out', cents: earnings.data?.paidOutCents ?? 0, hint: 'Sent to your payout account' },
    { title: 'Scheduled', cents: earnings.data?.scheduledCents ?? 0, hint: 'Sent after each event' },
    { title: 'On hold', cents: earnings.data?.onHoldCents ?? 0, hint: 'Until payouts are connected' },
  ];
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Earnings</h2>}>
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
              <StatCard
                title={f.title}
                value={<Money cents={f.cents} />}
                hint={f.hint}
                loading={earnings.isPending}
              />
            </Col>
          ))}
        </Row>
        <Table<VendorPayout>
          aria-label="Payouts"
          rowKey="entry_id"
          size="middle"
          columns={columns}
          dataSource={payouts.data?.payouts ?? []}
          loading={payouts.isPending || payouts.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No payouts yet: each booking is paid out after its event.' }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: payouts.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
          }}
        />
      </Flex>
    </Card>
  );
}
