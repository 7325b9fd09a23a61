import { MESSAGING_MODERATION_REASON_MAX_LENGTH } from '@partyeasy/shared-domain';
import { Alert, Button, Flex, Input } from 'antd';
import { useId, useState } from 'react';
import { moderationReasonError } from '../model/moderation-reason';

export interface ReasonFormProps {
  /** The text box's label, e.g. 'Reason for hiding this message'. */
  label: string;
  /** The confirming button's text. */
  submitLabel: string;
  action: 'hide' | 'block';
  danger?: boolean;
  pending: boolean;
  /** The server's refusal of the last try, if any. */
  serverError?: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** A required reason for a moderation action, checked as the database checks it before it is sent. */
export function ReasonForm({
  label,
  submitLabel,
  action,
  danger = false,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      style={{ display: 'grid', gap: 8, width: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = moderationReasonError(reason, action);
        setError(problem);
        if (!problem) onSubmit(reason.trim());
      }}
    >
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {label}
      </label>
      <Input.TextArea
        id={id}
        value={reason}
        maxLength={MESSAGING_MODERATION_REASON_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        status={error ? 'error' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        disabled={pending}
        autoFocus
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: '#b91c1c' }}>
          {error}
        </div>
      ) : null}
      {serverError ? <Alert type="error" showIcon role="alert" message={serverError} /> : null}
      <Flex gap={8} wrap>
        <Button type="primary" danger={danger} htmlType="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
      </Flex>
    </form>
  );
}
