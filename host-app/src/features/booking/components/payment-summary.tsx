import { formatMoney, type Quote } from '@partyeasy/shared-domain';
import { Typography } from 'antd';

const row = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;

/** Subtotal, the 5% processing fee and the total that is charged. */
export function PaymentSummary({ quote }: { quote: Quote }) {
  return (
    <section aria-labelledby="payment-summary-title" style={{ display: 'grid', gap: 6 }}>
      <Typography.Title id="payment-summary-title" level={3} style={{ fontSize: 16, margin: 0 }}>
        Payment Summary
      </Typography.Title>
      <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
        <div style={row}>
          <dt>Subtotal</dt>
          <dd style={{ margin: 0 }}>{formatMoney(quote.subtotalCents)}</dd>
        </div>
        {quote.extraCents > 0 ? (
          <div style={{ ...row, fontSize: 13, color: '#78716c' }}>
            <dt>incl. night / weekend charge</dt>
            <dd style={{ margin: 0 }}>{formatMoney(quote.extraCents)}</dd>
          </div>
        ) : null}
        <div style={row}>
          <dt>Processing fee (5%)</dt>
          <dd style={{ margin: 0 }}>{formatMoney(quote.feeCents)}</dd>
        </div>
        <div style={{ ...row, fontWeight: 700, fontSize: 18, borderTop: '1px solid #e7e5e4', paddingTop: 6 }}>
          <dt>Total</dt>
          <dd style={{ margin: 0 }} data-testid="payment-total">
            {formatMoney(quote.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
