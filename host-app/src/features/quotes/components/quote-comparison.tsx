import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { useMinWidth } from '@partyeasy/shared-ui/use-min-width';
import { Table, Tag } from 'antd';
import { cheapestOfferId, expiryText, offerAmounts, vendorState } from '../model/quote-state';
import type { QuoteVendor } from '../model/types';

export interface QuoteComparisonProps {
  /** What the table and the cards are named for screen readers, e.g. 'Offers for DJ on December 12'. */
  label: string;
  vendors: readonly QuoteVendor[];
  now: Date;
}

const dash = '—';

/**
 * The vendors of one request side by side: a table on a desktop (one row per vendor: state, price, fee,
 * total, expiry), stacked cards on a phone. The lowest total among the offers that can be accepted is marked.
 */
export function QuoteComparison({ label, vendors, now }: QuoteComparisonProps) {
  const wide = useMinWidth(720);
  const cheapest =
    vendors.filter((v) => vendorState(v, now).acceptable).length > 1 ? cheapestOfferId(vendors, now) : null;

  if (wide) {
    return (
      <Table<QuoteVendor>
        aria-label={label}
        size="middle"
        pagination={false}
        rowKey="quote_id"
        dataSource={[...vendors]}
        columns={[
          {
            title: 'Vendor',
            dataIndex: 'vendor_name',
            render: (name: string) => <strong>{name}</strong>,
          },
          {
            title: 'State',
            key: 'state',
            render: (_, vendor) => <StateTag vendor={vendor} now={now} cheapest={cheapest} />,
          },
          {
            title: 'Price',
            key: 'price',
            align: 'right',
            render: (_, v) => (v.offer ? offerAmounts(v.offer).price : dash),
          },
          {
            title: 'Fee (5%)',
            key: 'fee',
            align: 'right',
            render: (_, v) => (v.offer ? offerAmounts(v.offer).fee : dash),
          },
          {
            title: 'Total',
            key: 'total',
            align: 'right',
            render: (_, v) => (v.offer ? <strong>{offerAmounts(v.offer).total}</strong> : dash),
          },
          {
            title: 'Expires',
            key: 'expires',
            render: (_, v) =>
              v.offer && v.status === 'offered' ? expiryText(v.offer.expires_at, now) : dash,
          },
        ]}
      />
    );
  }

  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {vendors.map((vendor) => (
        <li
          key={vendor.quote_id}
          style={{
            border: `1px solid ${cheapest && vendor.offer?.id === cheapest ? brandColors.primary : '#e7e5e4'}`,
            borderRadius: radii.md,
            padding: 12,
            display: 'grid',
            gap: 6,
          }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
            <strong>{vendor.vendor_name}</strong>
            <StateTag vendor={vendor} now={now} cheapest={cheapest} />
          </div>
          {vendor.offer ? (
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
              <dt>Price</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>{offerAmounts(vendor.offer).price}</dd>
              <dt>Fee (5%)</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>{offerAmounts(vendor.offer).fee}</dd>
              <dt>
                <strong>Total</strong>
              </dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>
                <strong>{offerAmounts(vendor.offer).total}</strong>
              </dd>
              {vendor.status === 'offered' ? (
                <dd style={{ margin: 0, gridColumn: '1 / -1', color: brandColors.textSecondary }}>
                  {expiryText(vendor.offer.expires_at, now)}
                </dd>
              ) : null}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function StateTag({ vendor, now, cheapest }: { vendor: QuoteVendor; now: Date; cheapest: string | null }) {
  const state = vendorState(vendor, now);
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      <Tag color={state.tone} style={{ marginInlineEnd: 0, fontWeight: 600 }}>
        {state.label}
      </Tag>
      {cheapest && vendor.offer?.id === cheapest ? (
        <Tag color="success" style={{ marginInlineEnd: 0, fontWeight: 600 }}>
          Lowest price
        </Tag>
      ) : null}
    </span>
  );
}
