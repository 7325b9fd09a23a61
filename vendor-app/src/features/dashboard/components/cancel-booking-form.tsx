import { Alert, Button, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useCancelVendorBooking } from '../api/cancel-vendor-booking';

const REASON_MAX = 1000;

/** The vendor's cancellation of a paid booking: a required reason, then a full refund to the host. */
export function CancelBookingForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const cancel = useCancelVendorBooking();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  if (!open) {
    return (
      <Button danger onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
    );
  }
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    cancel.mutate({ bookingId, reason: reason.trim() }, { onSuccess: onDone });
  };
  return (
    <section aria-label="Cancel this booking" style={{ display: 'grid', gap: 8 }}>
      <Typography.Text>The host gets a full refund and your reason by e-mail.</Typography.Text>
      <label htmlFor={id}>Reason for cancelling</label>
      <Input.TextArea
        id={id}
        value={reason}
        maxLength={REASON_MAX}
        rows={3}
        status={missing ? 'error' : undefined}
        aria-invalid={missing}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
      />
      {missing ? (
        <Typography.Text type="danger">Please give the reason for the cancellation.</Typography.Text>
      ) : null}
      {cancel.error ? <Alert type="error" showIcon role="alert" message={cancel.error.message} /> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button danger type="primary" loading={cancel.isPending} onClick={submit}>
          Cancel and refund
        </Button>
        <Button disabled={cancel.isPending} onClick={() => setOpen(false)}>
          Keep booking
        </Button>
      </div>
    </section>
  );
}
