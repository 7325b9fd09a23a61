import { generateSlots } from '@partyeasy/shared-domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChosenSlot } from '../model/types';
import { SlotPicker } from './slot-picker';

function Picker({ onPick }: { onPick: (slot: ChosenSlot) => void }) {
  const [value, setValue] = useState<ChosenSlot | null>(null);
  const slots = generateSlots({
    windows: [
      { start: '10:00', end: '14:00' },
      { start: '22:00', end: '02:00' },
    ],
    durationHours: 2,
    bookings: [{ time: '11:00', durationHours: 1 }],
  });
  return (
    <SlotPicker
      slots={slots}
      value={value}
      onChange={(slot) => {
        setValue(slot);
        onPick(slot);
      }}
    />
  );
}

describe('SlotPicker', () => {
  it('offers the generated slots minus booked times, past midnight marked (+1)', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Picker onPick={onPick} />);
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual([
      '12:00 PM - 2:00 PM',
      '10:00 PM - 12:00 AM (+1)',
      '11:00 PM - 1:00 AM (+1)',
      '12:00 AM (+1) - 2:00 AM (+1)',
    ]);

    // Each radio is named by its times, as read aloud (not by its value, '0-12:00-14:00').
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '12:00 PM – 2:00 PM',
      '10:00 PM – 12:00 AM next day',
      '11:00 PM – 1:00 AM next day',
      '12:00 AM next day – 2:00 AM next day',
    ]);

    await user.click(screen.getByText('12:00 AM (+1) - 2:00 AM (+1)'));
    expect(onPick).toHaveBeenLastCalledWith(
      expect.objectContaining({ start: '00:00', end: '02:00', startsNextDay: true }),
    );
    expect(
      (screen.getByRole('radio', { name: '12:00 AM next day – 2:00 AM next day' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('shows loading, an empty day and a load failure with a retry', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SlotPicker slots={undefined} value={null} onChange={() => {}} loading />);
    expect(screen.getByRole('status').textContent).toContain('Loading time slots...');

    rerender(<SlotPicker slots={[]} value={null} onChange={() => {}} />);
    expect(screen.getByText('No time slots left on this date. Please choose another date.')).toBeTruthy();

    const onRetry = vi.fn();
    rerender(
      <SlotPicker
        slots={undefined}
        value={null}
        onChange={() => {}}
        error="Failed to load available time slots. Please try again."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Failed to load available time slots. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
