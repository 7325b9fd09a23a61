import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Duration } from './duration';

const meta = {
  title: 'Display/Duration',
  component: Duration,
  args: { hours: 2.5 },
} satisfies Meta<typeof Duration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hours: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2.5 hours')).toBeVisible();
  },
};

export const OneHour: Story = { args: { hours: 1 } };

export const UnderAnHour: Story = {
  args: { hours: 0.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('30 minutes')).toBeVisible();
  },
};

export const Missing: Story = { name: 'Empty', args: { hours: null } };
