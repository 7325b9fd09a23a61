import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Heading, Panel, Paragraph } from './prose';

/** The pages of text (about, legal, log-in, the vendor landing page) without antd's Typography and Card. */
const meta = {
  title: 'Layout/Prose',
  component: Panel,
  args: {
    title: 'Step 1: Create your listing',
    children: 'Seven guided steps: your business, photos and packages.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Heading>Grow your event business</Heading>
        <Paragraph style={{ fontSize: 18 }}>
          Free to join, a 5% fee per booking, and payout after the event.
        </Paragraph>
        <Paragraph secondary>Last updated 1 November 2026</Paragraph>
        <Heading level={2}>How it works</Heading>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitledPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grow your event business' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Step 1: Create your listing' }),
    ).toBeVisible();
  },
};

export const WithoutTitle: Story = { args: { title: undefined, children: '24/7 online booking' } };

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
