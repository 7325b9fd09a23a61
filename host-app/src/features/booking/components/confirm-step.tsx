import {
  canPay,
  formatMoney,
  type Quote,
  REFUND_POLICY_LINES,
  stripUnsafeCharacters,
  USER_TEXT_MESSAGES,
} from '@partyeasy/shared-domain';
import { Alert, Button, Input } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { BookingSelection, ChosenSlot } from '../model/types';
import { PaymentSummary } from './payment-summary';
import { ReservationSummary } from './reservation-summary';

export interface ConfirmStepProps {
  selection: BookingSelection;
  quote: Quote;
  date: string;
  slot: ChosenSlot;
  eventLocation: string;
  specialInstructions: string;
  onEventLocationChange: (value: string) => void;
  onSpecialInstructionsChange: (value: string) => void;
  onBack: () => void;
  onPay: () => void;
  busy?: boolean;
  /** Why the last Pay failed, e.g. 'Failed to process payment. Please try again.' */
  error?: string;
  /** What happened to the last payment, e.g. that it was cancelled; focus moves to it when it appears. */
  notice?: string;
}

/**
 * Step 3: where the event is, optional instructions, the payment summary and Pay. Control and text-direction
 * characters are removed from both texts as they arrive (the database refuses them), and the step says so.
 */
export function ConfirmStep({
  selection,
  quote,
  date,
  slot,
  eventLocation,
  specialInstructions,
  onEventLocationChange,
  onSpecialInstructionsChange,
  onBack,
  onPay,
  busy = false,
  error,
  notice,
}: ConfirmStepProps) {
  const locationId = useId();
  const locationHelpId = useId();
  const instructionsId = useId();
  const policyId = useId();
  const payable = canPay(eventLocation);
  const [stripped, setStripped] = useState<string>();
  // The card form that had focus is gone when the notice appears: focus goes to the notice, not the page.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const clean = (value: string, onChange: (value: string) => void) => {
    const cleaned = stripUnsafeCharacters(value);
    setStripped(cleaned.removed > 0 ? USER_TEXT_MESSAGES.stripped(cleaned.removed) : undefined);
    onChange(cleaned.text);
  };

  return (
    <form
      style={{ display: 'grid', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (payable && !busy) onPay();
      }}
    >
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} style={{ outline: 'none' }}>
          <Alert type="info" showIcon role="status" message={notice} />
        </div>
      ) : null}
      <ReservationSummary selection={selection} quote={quote} date={date} slot={slot} />
      <div style={{ display: 'grid', gap: 6 }}>
        <label htmlFor={locationId} style={{ fontWeight: 600 }}>
          Event Location <span aria-hidden="true">*</span>
        </label>
        <Input
          id={locationId}
          value={eventLocation}
          onChange={(event) => clean(event.target.value, onEventLocationChange)}
          placeholder="Street address, city"
          autoComplete="street-address"
          required
          aria-required="true"
          aria-describedby={locationHelpId}
          maxLength={500}
        />
        <span id={locationHelpId} style={{ fontSize: 13, color: '#78716c' }}>
          Required: where the vendor should come.
        </span>
      </div>
      <div style={{ display: 'grid', gap: 6 }}>
        <label htmlFor={instructionsId} style={{ fontWeight: 600 }}>
          Special Instructions (optional)
        </label>
        <Input.TextArea
          id={instructionsId}
          value={specialInstructions}
          onChange={(event) => clean(event.target.value, onSpecialInstructionsChange)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          placeholder="Parking, access, theme, anything the vendor should know"
        />
      </div>
      {stripped ? (
        <span role="status" style={{ fontSize: 13, color: '#57534e' }}>
          {stripped}
        </span>
      ) : null}
      <PaymentSummary quote={quote} />
      <section aria-labelledby={policyId} style={{ fontSize: 13, color: '#57534e' }}>
        <h3 id={policyId} style={{ fontSize: 14, fontWeight: 600, margin: '0 0 4px', color: '#1c1917' }}>
          Cancellation policy
        </h3>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {REFUND_POLICY_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {error ? <Alert type="error" showIcon role="alert" message={error} /> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button size="large" onClick={onBack} disabled={busy}>
          Back to Calendar
        </Button>
        {/* Not disabled while busy: a disabled button loses focus to the page (submitting is ignored then). */}
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          disabled={!payable}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Processing...' : `Pay ${formatMoney(quote.totalCents)}`}
        </Button>
      </div>
    </form>
  );
}
