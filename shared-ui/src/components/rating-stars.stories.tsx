import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RatingInput } from './rating-input';
import { RatingStars } from './rating-stars';

const meta = {
  title: 'Reviews/RatingStars',
  component: RatingStars,
  args: { value: 4.5, count: 12 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeVisible();
    await expect(canvas.getByText('4.5')).toBeVisible();
    await expect(canvas.getByText('(12)')).toBeVisible();
  },
};

export const Large: Story = { args: { value: 3.7, count: 1204, size: 24 } };

export const OneReviewWithoutCount: Story = { args: { value: 2, count: undefined, showValue: false } };

export const NoReviews: Story = {
  args: { value: null, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet')).toBeVisible();
  },
};

function InputDemo({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <RatingInput value={value} onChange={setValue} error={value ? undefined : error} />
      <output>{value ? `${value} of 5` : 'No rating yet'}</output>
    </div>
  );
}

export const Input: Story = {
  render: () => <InputDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByText('4 of 5')).toBeVisible();
    // Keyboard: the arrow keys move through the stars like any radio group.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

export const InputWithError: Story = {
  render: () => <InputDemo error="Please choose a rating from 1 to 5 stars." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5 stars.');
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please choose a rating from 1 to 5 stars.',
    );
  },
};
