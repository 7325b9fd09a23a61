import type { Meta, StoryObj } from '@storybook/react';
import { Button } from 'antd';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmModal } from './confirm-modal';

const meta = {
  title: 'Feedback/ConfirmModal',
  component: ConfirmModal,
  args: {
    open: true,
    title: 'Delete Booking',
    description: 'This action cannot be undone.',
    confirmLabel: 'Delete',
    busyLabel: 'Deleting...',
    danger: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete Booking' });
    await waitFor(() => expect(within(dialog).getByText('This action cannot be undone.')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  name: 'Loading',
  args: { busy: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { error: 'Failed to delete booking. Please try again.' },
};

export const OpenedFromAButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button danger onClick={() => setOpen(true)}>
          Delete
        </Button>
        <ConfirmModal
          {...args}
          open={open}
          onCancel={() => setOpen(false)}
          onConfirm={() => setOpen(false)}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
