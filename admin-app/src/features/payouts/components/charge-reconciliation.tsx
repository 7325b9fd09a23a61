import { formatMoney } from '@partyeasy/shared-domain';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { Button, Flex, Grid, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  CHARGES_PAGE_SIZE,
  type Charge,
  type ChargeLine,
  useChargeReconciliation,
} from '../api/get-charge-reconciliation';

const money = (cents: number) => <Money cents={cents} />;

const chargeColumns: TableColumnsType<Charge> = [
  {
    title: 'Date',
    dataIndex: 'paid_at',
    render: (t: string) => (
      <Flex vertical>
        <span style={{ whiteSpace: 'nowrap' }}>{dayjs(t).format('MMM D, YYYY')}</span>
        <Typography.Text type="secondary">{dayjs(t).format('h:mm A')}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Event', dataIndex: 'event_name', responsive: ['md'], render: (n: string | null) => n ?? '—' },
  { title: 'Vendors', dataIndex: 'bookings', align: 'right', responsive: ['lg'] },
  { title: 'Total', dataIndex: 'charged_cents', align: 'right', render: money },
  { title: 'Refunded', dataIndex: 'refunded_cents', align: 'right', responsive: ['sm'], render: money },
  { title: 'Net', dataIndex: 'net_cents', align: 'right', responsive: ['sm'], render: money },
  {
    title: 'Check',
    dataIndex: 'reconciles',
    render: (ok: boolean) =>
      ok ? <Tag color="success">Reconciles</Tag> : <Tag color="error">Does not reconcile</Tag>,
  },
];

const lineColumns: TableColumnsType<ChargeLine> = [
  { title: 'Vendor', dataIndex: 'vendor_name', render: (n: string | null) => n ?? 'Deleted vendor' },
  {
    title: 'Status',
    dataIndex: 'payment_status',
    render: (s: string) => <StatusBadge kind="booking" status={s} />,
  },
  { title: 'Booking total', dataIndex: 'total_cents', align: 'right', render: money },
  { title: 'Refunded', dataIndex: 'refunded_cents', align: 'right', render: money },
  { title: "Vendor's share", dataIndex: 'vendor_share_cents', align: 'right', render: money },
  { title: 'Platform', dataIndex: 'platform_cents', align: 'right', render: money },
  {
    title: 'Transferred',
    dataIndex: 'transferred_cents',
    align: 'right',
    render: (c: number, l) =>
      l.scheduled_cents ? `${formatMoney(c)} (+${formatMoney(l.scheduled_cents)} due)` : money(c),
  },
  {
    title: 'Reversed',
    dataIndex: 'reversed_cents',
    align: 'right',
    render: (c: number, l) =>
      l.reversing_cents ? `${formatMoney(c)} (+${formatMoney(l.reversing_cents)} under way)` : money(c),
  },
  { title: 'Held', dataIndex: 'held_cents', align: 'right', render: money },
];

const sum = (lines: ChargeLine[], pick: (l: ChargeLine) => number) => lines.reduce((s, l) => s + pick(l), 0);

const LINE_FIGURES: { label: string; pick: (l: ChargeLine) => number }[] = [
  { label: 'Booking total', pick: (l) => l.total_cents },
  { label: 'Refunded', pick: (l) => l.refunded_cents },
  { label: "Vendor's share", pick: (l) => l.vendor_share_cents },
  { label: 'Platform', pick: (l) => l.platform_cents },
  { label: 'Transferred', pick: (l) => l.transferred_cents },
  { label: 'Reversed', pick: (l) => l.reversed_cents },
  { label: 'Held', pick: (l) => l.held_cents },
];

/** A phone's view of the lines: one block per vendor with its figures in two columns. */
function LineList({ lines, label }: { lines: ChargeLine[]; label: string }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {lines.map((l) => (
        <li key={l.booking_id} aria-label={l.vendor_name ?? 'Deleted vendor'}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text strong>{l.vendor_name ?? 'Deleted vendor'}</Typography.Text>
            <StatusBadge kind="booking" status={l.payment_status} />
          </Flex>
          <dl
            style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2px 12px', margin: '4px 0 0' }}
          >
            {LINE_FIGURES.map((f) => (
              <div key={f.label} style={{ display: 'contents' }}>
                <dt style={{ margin: 0 }}>{f.label}</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>{money(f.pick(l))}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A charge's vendors: each booking's part, and their sum against the charge. */
function ChargeLines({ charge, wide }: { charge: Charge; wide: boolean }) {
  const { lines } = charge;
  const label = `Vendors of the charge of ${formatMoney(charge.charged_cents)}`;
  return (
    // A grid track of minmax(0, 1fr): the vendors' table scrolls inside the row instead of widening the list.
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }}>
      {wide ? (
        <Table<ChargeLine>
          rowKey="booking_id"
          size="small"
          columns={lineColumns}
          dataSource={lines}
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label={label}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                All vendors
              </Table.Summary.Cell>
              {LINE_FIGURES.map((f, i) => (
                <Table.Summary.Cell key={f.label} index={i + 2} align="right">
                  {money(sum(lines, f.pick))}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )}
        />
      ) : (
        <LineList lines={lines} label={label} />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {charge.event_name ?? 'No event'}: charged {formatMoney(charge.charged_cents)} − refunded{' '}
        {formatMoney(charge.refunded_cents)} = net {formatMoney(charge.net_cents)}. The vendors' bookings add
        up to {formatMoney(sum(lines, (l) => l.total_cents))}; the net is the vendors' shares{' '}
        {formatMoney(sum(lines, (l) => l.vendor_share_cents))} + the platform's{' '}
        {formatMoney(sum(lines, (l) => l.platform_cents))}.
      </Typography.Paragraph>
    </div>
  );
}

/**
 * The charges that paid several vendors at once (an event's one checkout), newest first, a page at a time:
 * each charge against the sum of its bookings, expandable to each vendor's part.
 */
export function ChargeReconciliation() {
  const [shown, setShown] = useState(false);
  return (
    <section aria-labelledby="charges-heading" style={{ marginTop: 24 }}>
      <Typography.Title level={5} id="charges-heading" style={{ marginTop: 0 }}>
        Charges paying several vendors
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        One card payment for several bookings of an event. Open a charge (select its row) to see each vendor's
        part; its total is the sum of the parts.
      </Typography.Paragraph>
      {/* Asked for on demand: the bookings page's own table comes first, and most visits do not need these. */}
      {shown ? (
        <ChargeTable />
      ) : (
        <Button onClick={() => setShown(true)} aria-expanded={false}>
          Show charges
        </Button>
      )}
    </section>
  );
}

function ChargeTable() {
  const [page, setPage] = useState(1);
  const charges = useChargeReconciliation(page);
  const wide = Grid.useBreakpoint().md === true;
  return (
    <>
      {charges.isError ? (
        <LoadError
          message="Charges could not be loaded. Please try again."
          onRetry={() => void charges.refetch()}
          retrying={charges.isFetching}
        />
      ) : (
        <Table<Charge>
          rowKey="checkout_group_id"
          size="small"
          aria-label="Charges paying several vendors"
          columns={chargeColumns}
          dataSource={charges.data?.charges ?? []}
          loading={charges.isPending || (charges.isFetching && charges.isPlaceholderData)}
          locale={{ emptyText: <Typography.Text>No charge has paid several vendors yet.</Typography.Text> }}
          expandable={{
            expandedRowRender: (charge) => <ChargeLines charge={charge} wide={wide} />,
            expandRowByClick: true,
            // A phone opens a charge by tapping its row: the column of icons would not fit beside the figures.
            showExpandColumn: wide,
          }}
          pagination={{
            current: page,
            pageSize: CHARGES_PAGE_SIZE,
            total: charges.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
    </>
  );
}
