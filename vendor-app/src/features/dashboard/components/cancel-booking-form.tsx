import { VENDOR_NOTICE_MESSAGE, vendorMayCancel } from '@partyeasy/shared-domain';
import { Alert, Button, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useCancelVendorBooking } from '../api/cancel-vendor-booking';
import { useCancelRequest } from '../api/get-cancel-request';
import { useRequestBookingCancellation } from '../api/request-booking-cancellation';

const REASON_MAX = 1000;

/** A required reason, then the form's action: cancelling, or asking PartyEasy to cancel. */
function ReasonForm({
  label,
  intro,
  submitText,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  label: string;
  intro: string;
  submitText: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  return (
    <section aria-label={label} style={{ display: 'grid', gap: 8 }}>
      <Typography.Text>{intro}</Typography.Text>
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
      {error ? <Alert type="error" showIcon role="alert" message={error} /> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          danger
          type="primary"
          loading={busy}
          onClick={() => {
            if (!reason.trim()) setMissing(true);
            else onSubmit(reason.trim());
          }}
        >
          {submitText}
        </Button>
        <Button disabled={busy} onClick={onClose}>
          Keep booking
        </Button>
      </div>
    </section>
  );
}

/**
 * The vendor's cancellation of a paid booking: with 7 days' notice or more, a required reason, then a full
 * refund to the host; closer to the event the dashboard says why it cannot and offers to ask PartyEasy,
 * whose admins can still cancel (the database refuses the vendor's own cancellation either way).
 */
export function CancelBookingForm({
  bookingId,
  eventStart,
  onDone,
}: {
  bookingId: string;
  eventStart: Date;
  onDone: () => void;
}) {
  const mayCancel = vendorMayCancel({ eventStart, now: new Date() });
  const cancel = useCancelVendorBooking();
  const ask = useRequestBookingCancellation(bookingId);
  const request = useCancelRequest(bookingId, !mayCancel);
  const [open, setOpen] = useState(false);

  if (mayCancel) {
    if (!open) {
      return (
        <Button danger onClick={() => setOpen(true)}>
          Cancel booking
        </Button>
      );
    }
    return (
      <ReasonForm
        label="Cancel this booking"
        intro="The host gets a full refund and your reason by e-mail."
        submitText="Cancel and refund"
        busy={cancel.isPending}
        error={cancel.error?.message}
        onSubmit={(reason) => cancel.mutate({ bookingId, reason }, { onSuccess: onDone })}
        onClose={() => setOpen(false)}
      />
    );
  }
  const asked = request.data;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Alert type="info" showIcon message={VENDOR_NOTICE_MESSAGE} />
      {asked ? (
        <Alert
          type="success"
          showIcon
          role="status"
          message={`You asked PartyEasy to cancel this booking on ${dayjs(asked.created_at).format('MMM D, YYYY h:mm A')}.`}
          description={
            <>
              <div>Your reason: “{asked.reason}”</div>
              <div>An admin will look at it; if the booking is cancelled, the host is told by e-mail.</div>
            </>
          }
        />
      ) : open ? (
        <ReasonForm
          label="Ask PartyEasy to cancel"
          intro="Tell us why; an admin decides and, if the booking is cancelled, the host is refunded in full."
          submitText="Send request"
          busy={ask.isPending}
          error={ask.error?.message}
          onSubmit={(reason) => ask.mutate(reason, { onSuccess: () => setOpen(false) })}
          onClose={() => setOpen(false)}
        />
      ) : (
        <Button danger onClick={() => setOpen(true)} disabled={request.isPending}>
          Ask PartyEasy to cancel
        </Button>
      )}
    </div>
  );
}
