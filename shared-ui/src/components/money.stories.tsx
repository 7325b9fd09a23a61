import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Money } from './money';

const meta = {
  title: 'Display/Money',
  component: Money,
  args: { cents: 123450 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,234.50')).toBeVisible();
  },
};

export const WithPrefix: Story = {
  args: { cents: 45000, prefix: 'From' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('From $450.00')).toBeVisible();
  },
};

export const Zero: Story = { args: { cents: 0 } };

export const Large: Story = { name: 'Long text', args: { cents: 123456789012 } };
