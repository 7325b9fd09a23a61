import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { DateCalendarPopup } from './date-calendar-popup';

describe('DateCalendarPopup', () => {
  it('is titled as the spec says and closes after a choice', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(
      <DateCalendarPopup
        open
        onClose={onClose}
        onSelect={onSelect}
        availableDates={['2026-03-12']}
        today="2026-03-10"
      />,
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Select Date');
    expect(dialog).toHaveTextContent('Choose your preferred event date');
    await userEvent.click(screen.getByRole('button', { name: 'Thursday, March 12, 2026, available' }));
    expect(onSelect).toHaveBeenCalledWith('2026-03-12');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape without choosing', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(
      <DateCalendarPopup open onClose={onClose} onSelect={onSelect} availableDates={[]} today="2026-03-10" />,
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // A browser's Escape carries keyCode 27, which antd's dialog reads; user-event in jsdom sends 0.
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSelect).not.toHaveBeenCalled();
  });
});
