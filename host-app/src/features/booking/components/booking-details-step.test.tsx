import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addon, pkg, selection } from '../../../testing/booking-fixtures';
import type { BookingSelection } from '../model/types';
import { BookingDetailsStep } from './booking-details-step';

function Details({ chosen, onCheck = () => {} }: { chosen: BookingSelection; onCheck?: () => void }) {
  const [guests, setGuests] = useState<number | null>(null);
  const [hours, setHours] = useState<number | null>(null);
  return (
    <BookingDetailsStep
      selection={chosen}
      guests={guests}
      hours={hours}
      onGuestsChange={setGuests}
      onHoursChange={setHours}
      onCheckAvailability={onCheck}
    />
  );
}

const checkButton = () => screen.getByRole('button', { name: 'Check Availability' });

describe('BookingDetailsStep', () => {
  it('asks for the minimum hours of a per-hour package and enables Check Availability once met', async () => {
    const user = userEvent.setup();
    const onCheck = vi.fn();
    render(<Details chosen={selection(pkg({}), [{ addon: addon({}), quantity: 2 }])} onCheck={onCheck} />);

    // Blank hours count as 1 hour: below the 3-hour minimum.
    expect(screen.getByRole('alert').textContent).toBe('Minimum 3 hour(s) required');
    expect((checkButton() as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Duration (hours)'), '3');
    expect(screen.queryByRole('alert')).toBeNull();
    // 3 h × $150 + Extra speaker $40 × 2.
    expect(screen.getByTestId('details-total').textContent).toBe('$530.00');
    await user.click(checkButton());
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('steps the duration by half an hour and refuses fewer than one guest', async () => {
    const user = userEvent.setup();
    render(<Details chosen={selection(pkg({ minimum_hours: 1 }))} />);
    const hours = screen.getByLabelText('Duration (hours)');
    expect(hours.getAttribute('step')).toBe('0.5');
    await user.type(hours, '2.5');
    expect(screen.getByTestId('details-total').textContent).toBe('$375.00');

    await user.type(screen.getByLabelText('Number of guests'), '0');
    expect(screen.getByRole('alert').textContent).toBe('Minimum 1 guest(s) required');
    expect((checkButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps what was typed and says why: fractional guests, odd hours, past the maximums', async () => {
    const user = userEvent.setup();
    render(<Details chosen={selection(pkg({ minimum_hours: 1, max_guests: 300 }))} />);
    const guests = screen.getByLabelText('Number of guests') as HTMLInputElement;
    const hours = screen.getByLabelText('Duration (hours)') as HTMLInputElement;
    await user.type(guests, '2.5');
    expect(guests.value).toBe('2.5');
    expect(screen.getByRole('alert').textContent).toBe('Guests must be a whole number');
    await user.clear(guests);
    await user.type(guests, '10000');
    expect(screen.getByRole('alert').textContent).toBe('Maximum 300 guest(s) for this package');
    await user.clear(guests);
    await user.type(guests, '40');
    await user.type(hours, '3.7');
    expect(screen.getByRole('alert').textContent).toBe('Hours must be in steps of half an hour');
    await user.clear(hours);
    await user.type(hours, '100');
    expect(screen.getByRole('alert').textContent).toBe('Maximum 12 hour(s) for this package');
    expect((checkButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('fixes the duration of a package that has one and shows the minimum spend', async () => {
    const user = userEvent.setup();
    const openBar = pkg({
      name: 'Open Bar Service',
      price: 18,
      charging_type: 'per_guest',
      minimum_hours: null,
      minimum_spend: 900,
      duration_hours: 4,
    });
    render(<Details chosen={selection(openBar)} />);
    const hours = screen.getByLabelText('Duration (hours)') as HTMLInputElement;
    expect(hours.disabled).toBe(true);
    expect(hours.value).toBe('4');
    expect(screen.getByText('This package lasts 4 hours.')).toBeTruthy();

    await user.type(screen.getByLabelText('Number of guests'), '10');
    expect(screen.getByRole('alert').textContent).toBe(
      'Minimum spend of $900.00 required (current: $180.00)',
    );
    expect((checkButton() as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Number of guests'), '0');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('details-total').textContent).toBe('$1,800.00');
    expect((checkButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
