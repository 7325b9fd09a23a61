import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { MonthCalendar } from './month-calendar';

const today = '2026-03-10';
const available = ['2026-03-04', '2026-03-10', '2026-03-12', '2026-04-02'];

function dayButtons() {
  return within(screen.getByRole('table')).getAllByRole('button');
}

describe('MonthCalendar', () => {
  it('shows 42 days starting on the Sunday before the 1st', () => {
    renderWithTheme(<MonthCalendar availableDates={available} today={today} onSelect={() => {}} />);
    const days = dayButtons();
    expect(days).toHaveLength(42);
    expect(days[0]).toHaveAccessibleName('Sunday, March 1, 2026');
    expect(days[41]).toHaveAccessibleName('Saturday, April 11, 2026');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });

  it('disables past days, even available ones, and marks today', () => {
    renderWithTheme(<MonthCalendar availableDates={available} today={today} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Wednesday, March 4, 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Monday, March 9, 2026' })).toBeDisabled();
    const todayCell = screen.getByRole('button', { name: 'Tuesday, March 10, 2026, available' });
    expect(todayCell).toHaveAttribute('aria-current', 'date');
    expect(todayCell).toBeEnabled();
  });

  it('puts a green dot on available days and lets only those be chosen', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<MonthCalendar availableDates={available} today={today} onSelect={onSelect} />);
    expect(screen.getAllByTestId('available-dot')).toHaveLength(3);
    const unavailable = screen.getByRole('button', { name: 'Wednesday, March 11, 2026' });
    expect(unavailable).toBeDisabled();
    await userEvent.click(unavailable);
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Thursday, March 12, 2026, available' }));
    expect(onSelect).toHaveBeenCalledWith('2026-03-12');
  });

  it('keeps days before minDate closed (the booking flow starts tomorrow)', () => {
    renderWithTheme(
      <MonthCalendar availableDates={available} today={today} minDate="2026-03-11" onSelect={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Tuesday, March 10, 2026, available' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Thursday, March 12, 2026, available' })).toBeEnabled();
  });

  it('marks the chosen day as pressed', () => {
    renderWithTheme(
      <MonthCalendar availableDates={available} today={today} value="2026-03-12" onSelect={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Thursday, March 12, 2026, available' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('moves between months but not before the current one', async () => {
    renderWithTheme(<MonthCalendar availableDates={available} today={today} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('April 2026')).toBeInTheDocument();
    expect(dayButtons()[0]).toHaveAccessibleName('Sunday, March 29, 2026');
    expect(screen.getByRole('button', { name: 'Thursday, April 2, 2026, available' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('March 2026')).toBeInTheDocument();
  });

  it('crosses the year end', async () => {
    renderWithTheme(<MonthCalendar availableDates={[]} today="2026-12-20" onSelect={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('January 2027')).toBeInTheDocument();
    expect(dayButtons()).toHaveLength(42);
  });

  it('shows a load error above the grid', () => {
    renderWithTheme(
      <MonthCalendar
        availableDates={[]}
        today={today}
        onSelect={() => {}}
        error="Failed to load available dates. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load available dates. Please try again.');
  });
});
