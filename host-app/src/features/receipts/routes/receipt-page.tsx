import {
  formatDuration,
  formatLongDate,
  formatMoney,
  formatTime12h,
  receiptNumber,
  refundStatusLabel,
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
import { type Receipt, ReceiptNotFound, useReceipt } from '../api/get-receipt';

const STATUS: Record<string, string> = {
  paid: 'Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A timestamp as its date: '2026-11-28T13:00:00Z' → 'Saturday, November 28, 2026' (local day). */
function dayOf(timestamp: string | null): string {
  if (!timestamp) return '—';
  const d = new Date(timestamp);
  const local = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return formatLongDate(local);
}

function ReceiptSheet({ receipt: r }: { receipt: Receipt }) {
  const { productName } = getRuntimeConfig();
  const number = receiptNumber(r.booking_id);
  return (
    <PrintableSheet
      label={`Receipt ${number}`}
      actions={
        <Link to="/dashboard">
          <Button>Back to my bookings</Button>
        </Link>
      }
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
        <div>
          <div style={{ fontSize: 20, fontWeight: 800, color: '#7c3aed' }}>{productName}</div>
          <h1 style={{ margin: '4px 0 0', fontSize: 26 }}>Receipt</h1>
        </div>
        <dl style={{ margin: 0 }}>
          <div>
            <dt style={{ color: '#57534e', display: 'inline' }}>Receipt no. </dt>
            <dd style={{ margin: 0, display: 'inline', fontWeight: 700 }}>{number}</dd>
          </div>
          <div>
            <dt style={{ color: '#57534e', display: 'inline' }}>Paid on </dt>
            <dd style={{ margin: 0, display: 'inline' }}>{dayOf(r.paid_at ?? r.booked_at)}</dd>
          </div>
        </dl>
      </div>
      <SheetSection title="Billed to">
        <SheetRow label="Name" value={r.customer_name || '—'} />
        <SheetRow label="E-mail" value={r.customer_email} />
      </SheetSection>
      <SheetSection title="Booking">
        <SheetRow label="Vendor" value={r.vendor_name} />
        <SheetRow
          label="Event"
          value={`${formatLongDate(r.booking_date)} at ${formatTime12h(r.booking_time)} (${formatDuration(Number(r.duration_hours))})`}
        />
        <SheetRow label="Package" value={r.selected_packages || '—'} />
        <SheetRow label="Add-ons" value={r.selected_addons || 'None'} />
        <SheetRow label="Guests" value={r.guest_count} />
        <SheetRow label="Location" value={r.event_location || 'Not given'} />
        <SheetRow label="Status" value={STATUS[r.payment_status] ?? r.payment_status} />
        <SheetRow label="Booking reference" value={r.booking_id} />
      </SheetSection>
      <SheetSection title="Amounts">
        <SheetRow label="Subtotal" value={formatMoney(r.subtotal_cents)} />
        <SheetRow label="Processing fee (5%)" value={formatMoney(r.fee_cents)} />
        <SheetRow label="Total charged" value={formatMoney(r.charged_cents)} strong />
        {r.refunds.map((refund) => (
          <SheetRow
            key={`${refund.at}-${refund.amount_cents}`}
            indent
            label={`${refundStatusLabel(refund.status)} ${dayOf(refund.at)}`}
            value={`−${formatMoney(refund.amount_cents)}`}
          />
        ))}
        {r.refunded_cents > 0 ? (
          <SheetRow label="Total refunded" value={`−${formatMoney(r.refunded_cents)}`} />
        ) : null}
        <SheetRow label="Net paid" value={formatMoney(r.net_paid_cents)} strong />
      </SheetSection>
      <p style={{ margin: 0, color: '#57534e', fontSize: 13 }}>
        Paid by card through {productName}. Refunds reach your card in 3 to 5 business days.
      </p>
    </PrintableSheet>
  );
}

/**
 * /receipts/:bookingId: the printable receipt of one of the signed-in host's paid (or completed, or
 * cancelled after payment) bookings, every amount from the database (booking_receipt).
 */
export function ReceiptPage() {
  const { bookingId = '' } = useParams();
  watchAuthSession();
  const user = useAtomValue(currentUserAtom);
  const receipt = useReceipt(bookingId, Boolean(user));
  useDocumentTitle(receipt.data ? `Receipt ${receiptNumber(receipt.data.booking_id)}` : 'Receipt');

  if (user === null) return <LogInRedirect />;
  let content: ReactNode;
  if (receipt.error instanceof ReceiptNotFound) {
    content = (
      <Alert
        type="warning"
        showIcon
        message="Receipt not found"
        description="There is no receipt for this booking on your account. Receipts are there for bookings you paid; open them from My bookings."
        action={
          <Link to="/dashboard">
            <Button>My bookings</Button>
          </Link>
        }
      />
    );
  } else if (receipt.isError) {
    content = (
      <LoadError
        message="We couldn't load this receipt. Please try again."
        onRetry={() => void receipt.refetch()}
        retrying={receipt.isFetching}
      />
    );
  } else if (!receipt.data) {
    content = (
      <div role="status" aria-label="Loading the receipt">
        <Skeleton active />
      </div>
    );
  } else {
    return <ReceiptSheet receipt={receipt.data} />;
  }
  return <section style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px 64px' }}>{content}</section>;
}
