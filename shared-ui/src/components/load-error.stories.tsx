import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from './load-error';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
  args: { message: "We couldn't load your bookings. Please try again.", onRetry: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't load your bookings.");
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithDescription: Story = {
  args: { message: "We couldn't load this vendor.", description: 'Check your connection and try again.' },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Retry/ })).toHaveClass('ant-btn-loading');
  },
};
