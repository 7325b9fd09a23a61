import { formatTime12h, type TimeSlot } from '@partyeasy/shared-domain';
import { Alert, Button, Radio, Spin, Typography } from 'antd';
import { useId } from 'react';
import type { ChosenSlot } from '../model/types';

export interface SlotPickerProps {
  /** Slots of the chosen date; undefined while they load. */
  slots: readonly TimeSlot[] | undefined;
  value: ChosenSlot | null;
  onChange: (slot: ChosenSlot) => void;
  loading?: boolean;
  /** e.g. 'Failed to load available time slots. Please try again.' */
  error?: string;
  onRetry?: () => void;
}

/** '10:00 AM - 1:00 PM', with '(+1)' on times past midnight. */
export function slotLabel(slot: Pick<ChosenSlot, 'start' | 'end' | 'startsNextDay' | 'endsNextDay'>): string {
  const start = `${formatTime12h(slot.start)}${slot.startsNextDay ? ' (+1)' : ''}`;
  const end = `${formatTime12h(slot.end)}${slot.endsNextDay ? ' (+1)' : ''}`;
  return `${start} - ${end}`;
}

/**
 * The slot's accessible name, '10:00 AM – 1:00 PM', with 'next day' for '(+1)': without it a screen reader
 * read the radio's value ('0-10:00-13:00').
 */
export function slotName(slot: Pick<ChosenSlot, 'start' | 'end' | 'startsNextDay' | 'endsNextDay'>): string {
  const start = `${formatTime12h(slot.start)}${slot.startsNextDay ? ' next day' : ''}`;
  const end = `${formatTime12h(slot.end)}${slot.endsNextDay ? ' next day' : ''}`;
  return `${start} – ${end}`;
}

const keyOf = (slot: Pick<ChosenSlot, 'start' | 'end' | 'startsNextDay'>) =>
  `${slot.startsNextDay ? 1 : 0}-${slot.start}-${slot.end}`;

/** The time slots of one date as a radio group (arrow keys move between them). */
export function SlotPicker({ slots, value, onChange, loading = false, error, onRetry }: SlotPickerProps) {
  // One name makes the slots one radio group for the keyboard (arrow keys move between them).
  const name = useId();
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={error}
        action={onRetry ? <Button onClick={onRetry}>Retry</Button> : undefined}
      />
    );
  }
  if (loading || !slots) {
    return (
      <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Spin size="small" /> Loading time slots...
      </div>
    );
  }
  if (slots.length === 0) {
    return (
      <Typography.Text type="secondary">
        No time slots left on this date. Please choose another date.
      </Typography.Text>
    );
  }
  // antd's Radio.Group draws a plain div (it passes aria-* but not a role): the group's role and name are ours.
  return (
    <div role="radiogroup" aria-label="Available time slots">
      <Radio.Group
        name={name}
        value={value ? keyOf(value) : undefined}
        onChange={(event) => {
          const slot = slots.find((s) => keyOf(s) === event.target.value);
          if (slot) onChange(slot);
        }}
        optionType="button"
        buttonStyle="solid"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
      >
        {slots.map((slot) => (
          <Radio.Button
            key={keyOf(slot)}
            value={keyOf(slot)}
            aria-label={slotName(slot)}
            style={{ borderRadius: 8 }}
          >
            {slotLabel(slot)}
          </Radio.Button>
        ))}
      </Radio.Group>
    </div>
  );
}
