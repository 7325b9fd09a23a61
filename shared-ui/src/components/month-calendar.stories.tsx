import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_AVAILABLE_DATES, STORY_TODAY } from '../stories/fixtures';
import { MonthCalendar } from './month-calendar';

const meta = {
  title: 'Booking/MonthCalendar',
  component: MonthCalendar,
  args: { availableDates: STORY_AVAILABLE_DATES, today: STORY_TODAY, onSelect: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? null);
    return (
      <div style={{ maxWidth: 380 }}>
        <MonthCalendar {...args} value={value} onSelect={setValue} />
        <p>{value ? `Chosen: ${value}` : 'No date chosen'}</p>
      </div>
    );
  },
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('March 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tuesday, March 10, 2026, available' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Saturday, March 14, 2026, available' }));
    await expect(canvas.getByText('Chosen: 2026-03-14')).toBeVisible();
  },
};

export const Selected: Story = { args: { value: '2026-03-21' } };

export const NextMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByText('April 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Thursday, April 2, 2026, available' }));
    await expect(canvas.getByText('Chosen: 2026-04-02')).toBeVisible();
  },
};

export const BookingFromTomorrow: Story = {
  name: 'Booking (earliest tomorrow)',
  args: { minDate: '2026-03-11' },
};

export const Loading: Story = { args: { loading: true, availableDates: [] } };

export const Empty: Story = { name: 'No availability', args: { availableDates: [] } };

export const LoadError: Story = {
  name: 'Error',
  args: { availableDates: [], error: 'Failed to load available dates. Please try again.' },
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
