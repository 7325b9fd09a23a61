import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No vendors found',
    description: 'Try adjusting your filters to see more results.',
    actionLabel: 'Clear Filters',
    onAction: fn(),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiltersActive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No vendors found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const NothingYet: Story = { args: { description: 'No approved vendors available yet.' } };

export const NoBookings: Story = {
  args: {
    title: 'No bookings found',
    description: 'No bookings have been made yet.',
    actionLabel: undefined,
    onAction: undefined,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
