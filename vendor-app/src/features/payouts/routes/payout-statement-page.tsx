import {
  formatLongDate,
  formatMoney,
  formatTime12h,
  payoutStatementStatus,
  statementNumber,
} from '@partyeasy/shared-domain';
import { currentUserAtom, getRuntimeConfig, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { PrintableSheet, SheetRow, SheetSection } from '@partyeasy/shared-ui/components/printable-sheet';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useParams } from '@partyeasy/shared-ui/router';
import { Alert, Button, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { type PayoutStatement, StatementNotFound, usePayoutStatement } from '../api/get-payout-statement';

/** A timestamp as its local date: '2026-11-28T13:00:00Z' → 'Saturday, November 28, 2026'. */
function dayOf(timestamp: string | null): string {
  if (!timestamp) return '—';
  const d = new Date(timestamp);
  const local = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return formatLongDate(local);
}

function StatementSheet({ statement: s }: { statement: PayoutStatement }) {
  const { productName } = getRuntimeConfig();
  const number = statementNumber(s.entry_id);
  const state = payoutStatementStatus(s.kind, s.status);
  return (
    <PrintableSheet
      label={`Payout statement ${number}`}
      actions={
        <Link to="/vendor">
          <Button>Back to dashboard</Button>
        </Link>
      }
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
        <div>
          <div style={{ fontSize: 20, fontWeight: 800, color: '#7c3aed' }}>{productName}</div>
          <h1 style={{ margin: '4px 0 0', fontSize: 26 }}>Payout statement</h1>
        </div>
        <dl style={{ margin: 0 }}>
          <div>
            <dt style={{ color: '#57534e', display: 'inline' }}>Statement no. </dt>
            <dd style={{ margin: 0, display: 'inline', fontWeight: 700 }}>{number}</dd>
          </div>
          <div>
            <dt style={{ color: '#57534e', display: 'inline' }}>Vendor </dt>
            <dd style={{ margin: 0, display: 'inline' }}>{s.vendor_name}</dd>
          </div>
        </dl>
      </div>
      <SheetSection title="Booking">
        <SheetRow label="Host" value={s.customer_name || '—'} />
        <SheetRow
          label="Event"
          value={`${formatLongDate(s.booking_date)} at ${formatTime12h(s.booking_time)}`}
        />
        <SheetRow label="Package" value={s.selected_packages || '—'} />
        <SheetRow label="Add-ons" value={s.selected_addons || 'None'} />
        <SheetRow label="Booking reference" value={s.booking_id} />
      </SheetSection>
      <SheetSection title="Payout">
        <SheetRow label="Booking subtotal" value={formatMoney(s.subtotal_cents)} />
        {s.refunded_cents > 0 ? (
          <SheetRow label="Refunded to the host" value={`−${formatMoney(s.refunded_cents)}`} indent />
        ) : null}
        <SheetRow label="Payout amount" value={formatMoney(s.amount_cents)} strong />
        {s.reversals.map((r) => (
          <SheetRow
            key={`${r.at}-${r.amount_cents}`}
            indent
            label={`${r.status === 'succeeded' ? 'Reversed' : 'Reversal scheduled'} ${dayOf(r.at)}`}
            value={`−${formatMoney(r.amount_cents)}`}
          />
        ))}
        <SheetRow label="Net paid to you" value={formatMoney(s.net_cents)} strong />
      </SheetSection>
      <SheetSection title="Status">
        <SheetRow label="State" value={state} />
        <SheetRow label="Created" value={dayOf(s.created_at)} />
        {s.kind === 'transfer' && s.status === 'succeeded' ? (
          <SheetRow label="Sent" value={dayOf(s.settled_at)} />
        ) : null}
        {s.provider_id ? <SheetRow label="Transfer reference" value={s.provider_id} /> : null}
      </SheetSection>
      <p style={{ margin: 0, color: '#57534e', fontSize: 13 }}>
        The 5% processing fee is paid by the host and kept by {productName}; your payout is the booking's
        subtotal less any refund.
      </p>
    </PrintableSheet>
  );
}

/**
 * /vendor/statements/:payoutId: the printable statement of one of the signed-in vendor's payouts (a
 * ledger entry of vendor_payouts), every amount from the database (payout_statement).
 */
export function PayoutStatementPage() {
  const { payoutId = '' } = useParams();
  watchAuthSession();
  const user = useAtomValue(currentUserAtom);
  const statement = usePayoutStatement(payoutId, Boolean(user));
  useDocumentTitle(
    statement.data ? `Payout statement ${statementNumber(statement.data.entry_id)}` : 'Payout statement',
  );

  if (user === null) return <LogInRedirect />;
  let content: ReactNode;
  if (statement.error instanceof StatementNotFound) {
    content = (
      <Alert
        type="warning"
        showIcon
        message="Statement not found"
        description="There is no such payout on your listing. Open statements from your dashboard's payouts."
        action={
          <Link to="/vendor">
            <Button>Dashboard</Button>
          </Link>
        }
      />
    );
  } else if (statement.isError) {
    content = (
      <LoadError
        message="We couldn't load this statement. Please try again."
        onRetry={() => void statement.refetch()}
        retrying={statement.isFetching}
      />
    );
  } else if (!statement.data) {
    content = (
      <div role="status" aria-label="Loading the statement">
        <Skeleton active />
      </div>
    );
  } else {
    return <StatementSheet statement={statement.data} />;
  }
  return <section style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px 64px' }}>{content}</section>;
}
