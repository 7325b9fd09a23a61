import {
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  DollarOutlined,
} from '@ant-design/icons';
import type { Meta, StoryObj } from '@storybook/react';
import { Col, Row } from 'antd';
import { Money } from './money';
import { StatCard } from './stat-card';

const meta = {
  title: 'Dashboards/StatCard',
  component: StatCard,
  args: { title: 'Total Bookings', value: 42, icon: <CalendarOutlined /> },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.wide ? 1100 : 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Revenue: Story = {
  args: {
    title: 'Platform Profit',
    value: <Money cents={61725} />,
    hint: '5% processing fee',
    icon: <DollarOutlined />,
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { name: 'Zero', args: { value: 0 } };

export const LoadError: Story = { name: 'Error', args: { error: 'Could not load bookings' } };

export const Dashboard: Story = {
  name: 'Many items',
  parameters: { wide: true },
  render: () => (
    <Row gutter={[16, 16]}>
      {[
        { title: 'Total Bookings', value: 128, icon: <CalendarOutlined /> },
        { title: 'Total Revenue', value: <Money cents={1234500} />, icon: <DollarOutlined /> },
        { title: 'Completed', value: 96, icon: <CheckCircleOutlined /> },
        { title: 'Pending', value: 32, icon: <ClockCircleOutlined /> },
      ].map((stat) => (
        <Col key={stat.title} xs={24} sm={12} lg={6}>
          <StatCard {...stat} />
        </Col>
      ))}
    </Row>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
