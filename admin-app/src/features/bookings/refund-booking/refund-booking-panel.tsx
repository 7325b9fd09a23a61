import { formatMoney, toCents } from '@partyeasy/shared-domain';
import { BookingHistory } from '@partyeasy/shared-ui/components/booking-history';
import { Alert, Button, Input, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { useRefundBooking } from './refund-booking';

const REASON_MAX = 1000;

/**
 * The booking's history and, for a paid or completed (late refund) booking, the admin's refund: full or
 * partial (dollars), or for a paid booking none (it is cancelled and the reason recorded, e.g. when the money
 * was settled elsewhere), always with a required reason. The server checks the amount against what is left
 * and refunds through the provider. `initiallyOpen` shows the form at once (after a refused delete).
 */
export function RefundBookingPanel({
  booking,
  onRefunded,
  initiallyOpen = false,
}: {
  booking: { id: string; payment_status: string };
  onRefunded: (refundedCents: number, kept: boolean) => void;
  initiallyOpen?: boolean;
}) {
  const refund = useRefundBooking();
  const [open, setOpen] = useState(initiallyOpen);
  const [mode, setMode] = useState<'full' | 'partial' | 'none' | 'goodwill'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const reasonId = useId();
  const amountId = useId();
  // A late refund: the event took place; the vendor's transfer is reversed by what the refund takes.
  const late = booking.payment_status === 'completed';
  const refundable = booking.payment_status === 'paid' || late;

  const submit = () => {
    const byAmount = mode === 'partial' || mode === 'goodwill';
    const cents = byAmount ? toCents(amount) : mode === 'none' ? 0 : undefined;
    if (byAmount && (cents === undefined || cents < 1)) {
      setProblem('Enter the amount to refund, e.g. 25.00.');
      return;
    }
    if (!reason.trim()) {
      setProblem('Please give the reason for the refund.');
      return;
    }
    setProblem(undefined);
    refund.mutate(
      { bookingId: booking.id, reason: reason.trim(), amountCents: cents, keepBooking: mode === 'goodwill' },
      { onSuccess: (r) => onRefunded(r.refundedCents, mode === 'goodwill' || late) },
    );
  };

  return (
    <div style={{ display: 'grid', gap: 12, marginTop: 16 }}>
      <BookingHistory bookingId={booking.id} />
      {!refundable ? null : !open ? (
        <div>
          <Button onClick={() => setOpen(true)}>Refund</Button>
          {late ? null : (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              A paid booking can be deleted only once it is refunded or cancelled with a reason.
            </Typography.Paragraph>
          )}
        </div>
      ) : (
        <section aria-label="Refund this booking" style={{ display: 'grid', gap: 8 }}>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} aria-label="Refund amount">
            <Radio value="full">Full refund</Radio>
            <Radio value="partial">Partial refund</Radio>
            {late ? null : <Radio value="none">No refund (record why)</Radio>}
            {late ? null : <Radio value="goodwill">Goodwill refund (the booking stands)</Radio>}
          </Radio.Group>
          {mode === 'goodwill' ? (
            <Typography.Text type="secondary">
              Part of the payment back to the host, once per booking; it comes out of the vendor&apos;s payout
              first.
            </Typography.Text>
          ) : null}
          {mode === 'partial' || mode === 'goodwill' ? (
            <>
              <label htmlFor={amountId}>Amount to refund ($)</label>
              <Input
                id={amountId}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </>
          ) : null}
          <label htmlFor={reasonId}>Reason</label>
          <Input.TextArea
            id={reasonId}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
          {refund.error ? <Alert type="error" showIcon role="alert" message={refund.error.message} /> : null}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button type="primary" danger loading={refund.isPending} onClick={submit}>
              {mode === 'none'
                ? 'Cancel without refund'
                : (mode === 'partial' || mode === 'goodwill') && toCents(amount)
                  ? `Refund ${formatMoney(toCents(amount) ?? 0)}`
                  : late
                    ? 'Refund'
                    : 'Refund and cancel'}
            </Button>
            <Button disabled={refund.isPending} onClick={() => setOpen(false)}>
              Back
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
