import { Alert, Button, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useDeclineQuote } from '../api/decline-quote';
import { declineReasonProblem } from '../model/offer-checks';

/** Declining a request: a required reason the host reads, then the quote is closed for this vendor. */
export function DeclineForm({ quoteId, onCancel }: { quoteId: string; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const decline = useDeclineQuote();
  const id = useId();
  const busy = decline.isPending;
  return (
    <form
      aria-label="Decline this request"
      style={{ display: 'grid', gap: 8 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = declineReasonProblem(reason);
        setProblem(found);
        if (!found) decline.mutate({ quoteId, reason: reason.trim() });
      }}
    >
      <Typography.Text>
        The host is told by e-mail and in your conversation, with your reason.
      </Typography.Text>
      <label htmlFor={id}>Reason for declining</label>
      <Input.TextArea
        id={id}
        rows={3}
        value={reason}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setProblem(undefined);
        }}
      />
      {problem ? (
        <Typography.Text type="danger" id={`${id}-error`}>
          {problem}
        </Typography.Text>
      ) : null}
      {decline.error ? <Alert type="error" showIcon role="alert" message={decline.error.message} /> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button danger type="primary" htmlType="submit" loading={busy} disabled={busy}>
          Decline request
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
