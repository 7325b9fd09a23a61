import type { Meta, StoryObj } from '@storybook/react';
import { Button } from 'antd';
import { expect, within } from 'storybook/test';
import { ReviewCard } from './review-card';

const meta = {
  title: 'Reviews/ReviewCard',
  component: ReviewCard,
  args: {
    rating: 5,
    title: 'The dance floor never emptied',
    text: 'Nova read the room perfectly and kept the energy up until midnight.\nWould book again.',
    reviewerName: 'Hannah',
    eventMonth: '2026-10-01',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: /Review by Hannah/ })).toBeVisible();
    await expect(canvas.getByText('Hannah · October 2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
  },
};

export const WithReply: Story = {
  args: {
    rating: 3,
    title: 'Good music, late start',
    reply: 'Thank you, Hannah. The venue opened late; we made up the time at the end.',
    vendorName: 'DJ Nova',
  },
  play: async ({ canvasElement }) => {
    const reply = within(canvasElement).getByRole('region', { name: "Vendor's reply" });
    await expect(reply).toHaveTextContent('Response from DJ Nova');
  },
};

export const LongTextOnAPhone: Story = {
  args: {
    title: 'A'.repeat(100),
    text: 'Wonderful '.repeat(200),
    reply: 'Thanks! '.repeat(120),
  },
  parameters: { viewport: { defaultViewport: 'phone' } },
};

export const HiddenWithActions: Story = {
  args: {
    rating: 1,
    title: 'Call me at 555 0100',
    hiddenReason: 'Personal data',
    actions: <Button>Edit review</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hidden by PartyEasy: Personal data')).toBeVisible();
  },
};
