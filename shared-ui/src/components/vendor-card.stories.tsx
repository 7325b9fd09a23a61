import type { Meta, StoryObj } from '@storybook/react';
import { Col, Row, Typography } from 'antd';
import { expect, userEvent, within } from 'storybook/test';
import { firstPhoto, samplePhotos } from '../stories/fixtures';
import { StatusBadge } from './status-badge';
import { VendorCard } from './vendor-card';

const gridVendors = [
  'DJ',
  'Bartender',
  'Photographer',
  'Magician',
  'Casino',
  'Event Venue',
  'Caterer',
  'DJ',
].map((serviceType, i) => ({
  id: `v${i + 1}`,
  name: `${serviceType} vendor ${i + 1}`,
  serviceType,
  photoUrl: i % 3 === 2 ? null : samplePhotos[i % samplePhotos.length]?.src,
  priceCents: i === 5 ? null : 15000 + i * 2500,
}));

const meta = {
  title: 'Browse/VendorCard',
  component: VendorCard,
  args: {
    name: 'DJ Sunset Beats',
    serviceType: 'DJ',
    photoUrl: firstPhoto,
    priceCents: 45000,
    href: '/vendor/7f1c',
    onNavigate: () => {},
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.wide ? 'none' : 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VendorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // A stateless story: the heart shows as not a favourite and reports presses to its owner.
  args: { favourite: { pressed: false, onChange: () => {} } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'DJ Sunset Beats' })).toHaveAttribute('href', args.href);
    await expect(canvas.getByText('From $450.00')).toBeVisible();
    await expect(canvas.getByText('Local')).toBeVisible();
    const heart = canvas.getByRole('button', { name: 'Favorite DJ Sunset Beats' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(canvas.getByRole('link', { name: 'DJ Sunset Beats' })).toBeVisible();
  },
};

export const NoImage: Story = {
  args: { photoUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No image' })).toBeVisible();
  },
};

export const CustomPricing: Story = { args: { priceCents: null } };

export const LongText: Story = {
  args: {
    name: 'The Grand Ballroom at Magnolia Gardens & Lakeside Pavilion Event Venue',
    serviceType: 'Event Venue with in-house catering, bar service and valet parking',
    priceCents: 1250000,
  },
};

export const Loading: Story = { args: { loading: true } };

export const AdminCard: Story = {
  name: 'Admin (status and date)',
  args: {
    favourite: false,
    local: false,
    extra: (
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <StatusBadge kind="vendor" status="pending_approval" />
        <Typography.Text type="secondary">Created Mar 2, 2026</Typography.Text>
      </div>
    ),
  },
};

export const Grid: Story = {
  name: 'Many items',
  parameters: { wide: true },
  render: (args) => (
    <Row gutter={[16, 16]}>
      {gridVendors.map((vendor) => (
        <Col key={vendor.id} xs={24} sm={12} lg={8} xl={6}>
          <VendorCard {...args} {...vendor} href={`/vendor/${vendor.id}`} />
        </Col>
      ))}
    </Row>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
