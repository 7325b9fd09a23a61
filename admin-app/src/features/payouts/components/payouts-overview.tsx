import { formatMoney, netPaidToVendorsCents } from '@partyeasy/shared-domain';
import { CardTitle } from '@partyeasy/shared-ui/components/card-title';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatCard } from '@partyeasy/shared-ui/components/stat-card';
import { Card, Col, Collapse, Row, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { type PayoutFailure, usePayoutsOverview } from '../api/get-payouts-overview';
import { ChargeReconciliation } from './charge-reconciliation';

const failureColumns: TableColumnsType<PayoutFailure> = [
  { title: 'Vendor', dataIndex: 'vendor_name' },
  { title: 'Kind', dataIndex: 'kind', render: (k: string) => (k === 'reversal' ? 'Reversal' : 'Transfer') },
  { title: 'Amount', dataIndex: 'amount_cents', align: 'right', render: (c: number) => <Money cents={c} /> },
  { title: 'Attempts', dataIndex: 'attempts', align: 'right' },
  {
    title: 'Next attempt',
    dataIndex: 'next_attempt_at',
    render: (t: string | null) => (t ? dayjs(t).format('MMM D, h:mm A') : '—'),
  },
  { title: 'Last error', dataIndex: 'last_error', render: (e: string | null) => e ?? '—' },
];

/**
 * The payouts overview on /admin/bookings: the money figures of docs/payments.md over every card payment.
 * Charged = platform profit + paid to vendors (transfers less reversals) + scheduled + on hold + refunded.
 */
export function PayoutsOverview() {
  const overview = usePayoutsOverview();
  const t = overview.data?.totals;
  const loading = overview.isPending;
  const cents = (value: number | undefined) => <Money cents={value ?? 0} />;
  const cards = [
    {
      title: 'Charged by card',
      value: cents(t?.chargedCents),
      hint: `${t?.bookings ?? 0} paid ${t?.bookings === 1 ? 'booking' : 'bookings'}, fees included`,
    },
    { title: 'Fees', value: cents(t?.feeCents), hint: '5% processing fees charged' },
    { title: 'Refunded', value: cents(t?.refundedCents), hint: 'Returned to hosts' },
    {
      title: 'Paid to vendors',
      value: cents(t ? netPaidToVendorsCents(t) : 0),
      hint: `${formatMoney(t?.paidToVendorsCents ?? 0)} sent, ${formatMoney(t?.reversedCents ?? 0)} reversed${
        t?.reversingCents ? ` (${formatMoney(t.reversingCents)} in progress)` : ''
      }`,
    },
    { title: 'Scheduled', value: cents(t?.scheduledCents), hint: 'Owed to vendors with payouts' },
    { title: 'On hold', value: cents(t?.heldCents), hint: 'Owed to vendors without payouts' },
    { title: 'Failed transfers', value: t?.failedCount ?? 0, hint: formatMoney(t?.failedCents ?? 0) },
    {
      title: 'Platform profit',
      value: cents(t?.platformProfitCents),
      hint: `Fees kept ${formatMoney(t?.feesKeptCents ?? 0)} + admin cancellations kept ${formatMoney(
        t?.cancellationKeptCents ?? 0,
      )}`,
    },
  ];
  return (
    <Card title={<CardTitle>Payouts</CardTitle>}>
      {overview.isError ? (
        <LoadError
          message="Payouts could not be loaded. Please try again."
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="Payouts overview">
          {cards.map((card) => (
            <Col key={card.title} xs={24} sm={12} md={6} role="listitem" aria-label={card.title}>
              <StatCard title={card.title} value={card.value} hint={card.hint} loading={loading} />
            </Col>
          ))}
        </Row>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        Charged by card = platform profit + paid to vendors + scheduled + on hold + refunded.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} data-testid="late-cancellations">
        Hosts' late cancellations: {formatMoney(t?.lateCancellationCents ?? 0)} of booking amounts not
        refunded, the vendors' (in paid to vendors, scheduled and on hold; the fees stay the platform's).
      </Typography.Paragraph>
      {overview.data?.failures.length ? (
        <Collapse
          style={{ marginTop: 16 }}
          items={[
            {
              key: 'failures',
              label: `Failed transfers and reversals (${overview.data.failures.length})`,
              children: (
                <>
                  <Typography.Paragraph type="secondary">
                    Each is retried automatically with a growing delay.
                  </Typography.Paragraph>
                  <Table<PayoutFailure>
                    rowKey="entry_id"
                    size="small"
                    columns={failureColumns}
                    dataSource={overview.data.failures}
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                  />
                </>
              ),
            },
          ]}
        />
      ) : null}
      <ChargeReconciliation />
    </Card>
  );
}
