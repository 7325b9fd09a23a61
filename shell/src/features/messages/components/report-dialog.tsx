import { validateReportReason } from '@partyeasy/shared-domain';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useReportConversation } from '../api/report-conversation';
import styles from './messages.module.css';

/** 'Report' and its dialog: the reason goes to the admins with the conversation. */
export function ReportButton({ conversationId, otherName }: { conversationId: string; otherName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportConversation();
  const toaster = useToaster();
  const id = useId();

  const submit = () => {
    const problem = validateReportReason(reason);
    if (problem) return setError(problem);
    report.mutate(
      { conversationId, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toaster.success('Thank you. Our team will review this conversation.');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Report</Button>
      <Modal
        open={open}
        title={`Report your conversation with ${otherName}`}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            Cancel
          </Button>,
          <Button key="report" type="primary" danger disabled={report.isPending} onClick={submit}>
            {report.isPending ? 'Reporting…' : 'Report'}
          </Button>,
        ]}
      >
        <label htmlFor={`${id}-reason`} style={{ display: 'block', marginBottom: 8 }}>
          Why are you reporting it? Our team reads the conversation and your reason.
        </label>
        <Input.TextArea
          id={`${id}-reason`}
          value={reason}
          rows={4}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className={styles.fieldError} style={{ marginTop: 8 }}>
            {error}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
