import type { Meta, StoryObj } from '@storybook/react';
import { Button } from 'antd';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { STORY_AVAILABLE_DATES, STORY_TODAY } from '../stories/fixtures';
import { DateCalendarPopup } from './date-calendar-popup';

const meta = {
  title: 'Browse/DateCalendarPopup',
  component: DateCalendarPopup,
  args: {
    open: false,
    onClose: () => {},
    onSelect: () => {},
    availableDates: STORY_AVAILABLE_DATES,
    today: STORY_TODAY,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const [date, setDate] = useState<string | null>(null);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{date ? `Event date: ${date}` : 'Pick an event date'}</Button>
        <DateCalendarPopup
          {...args}
          open={open}
          value={date}
          onClose={() => setOpen(false)}
          onSelect={setDate}
        />
      </>
    );
  },
} satisfies Meta<typeof DateCalendarPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pick an event date' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByText('Select Date')).toBeVisible());
    await expect(within(dialog).getByText('Choose your preferred event date')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Wednesday, March 4, 2026' })).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Thursday, March 12, 2026, available' }),
    );
    await expect(canvas.getByRole('button', { name: 'Event date: 2026-03-12' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { open: true } };

export const Loading: Story = { args: { open: true, loading: true, availableDates: [] } };

export const LoadError: Story = {
  name: 'Error',
  args: { open: true, availableDates: [], error: 'Failed to load available dates. Please try again.' },
};

export const Mobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
