import { BOOKING_PAYMENT_STATUSES, VENDOR_STATUSES } from '@partyeasy/shared-domain';
import type { Meta, StoryObj } from '@storybook/react';
import { Flex } from 'antd';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { kind: 'vendor', status: 'approved', context: 'onboarding' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnboardingStatuses: Story = {
  render: () => (
    <Flex gap={8} wrap>
      {VENDOR_STATUSES.map((status) => (
        <StatusBadge key={status} kind="vendor" status={status} context="onboarding" />
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Under Review')).toBeVisible();
    await expect(canvas.getByText('Live & Active')).toBeVisible();
  },
};

export const AdminStatuses: Story = {
  render: () => (
    <Flex gap={8} wrap>
      {VENDOR_STATUSES.map((status) => (
        <StatusBadge key={status} kind="vendor" status={status} context="admin" />
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Pending', 'Approved', 'Rejected', 'Editing']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const BookingStatuses: Story = {
  render: () => (
    <Flex gap={8} wrap>
      {BOOKING_PAYMENT_STATUSES.map((status) => (
        <StatusBadge key={status} kind="booking" status={status} />
      ))}
    </Flex>
  ),
};

export const UnknownStatus: Story = {
  args: { status: 'suspended_by_ops' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('suspended_by_ops')).toBeVisible();
  },
};
