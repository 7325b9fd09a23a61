import {
  formatDuration,
  formatMoney,
  isDurationEditable,
  quoteBooking,
  validateBookingDetails,
} from '@partyeasy/shared-domain';
import { Alert, Button, InputNumber, Typography } from 'antd';
import { useId } from 'react';
import type { BookingSelection } from '../model/types';

export interface BookingDetailsStepProps {
  selection: BookingSelection;
  /** Guests as typed; null is a blank input (counts as 1). */
  guests: number | null;
  /** Hours as typed; null is a blank input (counts as 1). */
  hours: number | null;
  onGuestsChange: (guests: number | null) => void;
  onHoursChange: (hours: number | null) => void;
  onCheckAvailability: () => void;
}

/** Step 1: guests, duration and the total; 'Check Availability' waits until no message shows. */
export function BookingDetailsStep({
  selection,
  guests,
  hours,
  onGuestsChange,
  onHoursChange,
  onCheckAvailability,
}: BookingDetailsStepProps) {
  const { pkg, addons } = selection;
  const guestsId = useId();
  const hoursId = useId();
  const editable = isDurationEditable(pkg);
  const quote = quoteBooking({ pkg, addons, guests, hours });
  const errors = validateBookingDetails({ pkg, addons, guests, hours });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Text type="secondary">
        {selection.vendor.name} · {pkg.name}
        {addons.length > 0
          ? ` + ${addons.map(({ addon, quantity }) => (quantity > 1 ? `${addon.item} × ${quantity}` : addon.item)).join(', ')}`
          : ''}
      </Typography.Text>
      <div style={{ display: 'grid', gap: 6 }}>
        <label htmlFor={guestsId} style={{ fontWeight: 600 }}>
          Number of guests
        </label>
        <InputNumber
          id={guestsId}
          value={guests}
          onChange={(value) => onGuestsChange(value ?? null)}
          step={1}
          inputMode="numeric"
          placeholder="1"
          style={{ width: '100%' }}
        />
      </div>
      <div style={{ display: 'grid', gap: 6 }}>
        <label htmlFor={hoursId} style={{ fontWeight: 600 }}>
          Duration (hours)
        </label>
        {editable ? (
          <InputNumber
            id={hoursId}
            value={hours}
            onChange={(value) => onHoursChange(value ?? null)}
            step={0.5}
            inputMode="decimal"
            placeholder="1"
            style={{ width: '100%' }}
          />
        ) : (
          <>
            <InputNumber id={hoursId} value={quote.hours} disabled style={{ width: '100%' }} />
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              This package lasts {formatDuration(quote.hours)}.
            </Typography.Text>
          </>
        )}
      </div>
      <div
        aria-live="polite"
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}
      >
        <span style={{ fontWeight: 600 }}>Total</span>
        <strong data-testid="details-total" style={{ fontSize: 22 }}>
          {formatMoney(quote.subtotalCents)}
        </strong>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 13, marginTop: -12 }}>
        A 5% processing fee is added at checkout; night and weekend rates apply once a time is chosen.
      </Typography.Text>
      {errors.map((message) => (
        <Alert key={message} type="error" showIcon role="alert" message={message} />
      ))}
      <Button type="primary" size="large" block disabled={errors.length > 0} onClick={onCheckAvailability}>
        Check Availability
      </Button>
    </div>
  );
}
