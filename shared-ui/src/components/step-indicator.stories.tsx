import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { StepIndicator } from './step-indicator';

const onboardingSteps = [
  { key: 'start', title: 'Welcome' },
  { key: 'basic-info', title: 'Basic Information' },
  { key: 'location', title: 'Location' },
  { key: 'upload-photos', title: 'Photos' },
  { key: 'packages', title: 'Packages' },
  { key: 'add-ons', title: 'Add-ons' },
  { key: 'review', title: 'Review' },
];

const meta = {
  title: 'Onboarding/StepIndicator',
  component: StepIndicator,
  args: { steps: onboardingSteps, current: 2, title: 'Vendor Setup' },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 3 of 7')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '43');
  },
};

export const FirstStep: Story = { args: { current: 0 } };

export const LastStep: Story = {
  args: { current: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Step 7 of 7')).toBeVisible();
  },
};

export const LongTitles: Story = {
  name: 'Long text',
  args: {
    current: 3,
    steps: onboardingSteps.map((step) => ({ ...step, title: `${step.title} and everything about it` })),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
