import { DISPUTE_DECISION_REASON_MAX_LENGTH, DISPUTE_MESSAGES, formatMoney } from '@partyeasy/shared-domain';
import { type DisputeDetail, useResolveDispute } from '@partyeasy/shared-domain/backend';
import { Alert, Button, Card, Input, InputNumber, Radio, Typography } from 'antd';
import { useState } from 'react';

/**
 * The admin's decision: a full refund (all that is left of the payment), a partial one, or none, with the
 * reason both sides get by e-mail. The refund is taken from the vendor's share first.
 */
export function DecisionForm({ dispute: d }: { dispute: DisputeDetail }) {
  const [outcome, setOutcome] = useState<'full' | 'partial' | 'none'>('partial');
  const [dollars, setDollars] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveDispute(d.id);
  const submit = () => {
    const why = reason.trim();
    if (!why) return setError(DISPUTE_MESSAGES.decisionReasonRequired);
    if (outcome === 'partial') {
      const cents = Math.round((dollars ?? 0) * 100);
      if (cents < 1 || cents > d.left_cents) return setError(DISPUTE_MESSAGES.decisionAmount);
      setError(null);
      return resolve.mutate({ as: 'admin', outcome, amountCents: cents, reason: why });
    }
    setError(null);
    resolve.mutate({ as: 'admin', outcome, reason: why });
  };
  return (
    <Card size="small" title="Decision" styles={{ body: { display: 'grid', gap: 10 } }}>
      <Typography.Text type="secondary">
        Left of the payment: {formatMoney(d.left_cents)} · the vendor's share:{' '}
        {formatMoney(Number(d.vendor_share_cents))}
      </Typography.Text>
      <Radio.Group
        value={outcome}
        onChange={(e) => setOutcome(e.target.value)}
        style={{ display: 'grid', gap: 4 }}
      >
        <Radio value="full">Full refund ({formatMoney(d.left_cents)})</Radio>
        <Radio value="partial">Partial refund</Radio>
        <Radio value="none">No refund</Radio>
      </Radio.Group>
      {outcome === 'partial' ? (
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`decision-amount-${d.id}`}>Refund amount</label>
          <InputNumber
            id={`decision-amount-${d.id}`}
            prefix="$"
            min={0}
            precision={2}
            value={dollars}
            onChange={(v) => setDollars(typeof v === 'number' ? v : null)}
            style={{ width: 160 }}
          />
        </div>
      ) : null}
      <div style={{ display: 'grid', gap: 4 }}>
        <label htmlFor={`decision-reason-${d.id}`}>Reason (sent to both sides)</label>
        <Input.TextArea
          id={`decision-reason-${d.id}`}
          value={reason}
          maxLength={DISPUTE_DECISION_REASON_MAX_LENGTH}
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {error || resolve.error ? (
        <Alert type="error" showIcon role="alert" message={error ?? resolve.error?.message} />
      ) : null}
      <Button type="primary" onClick={submit} loading={resolve.isPending} style={{ justifySelf: 'start' }}>
        Resolve dispute
      </Button>
    </Card>
  );
}
