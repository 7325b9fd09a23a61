import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePhotos } from '../stories/fixtures';
import { PhotoLightbox } from './photo-lightbox';

const meta = {
  title: 'Profile/PhotoLightbox',
  component: PhotoLightbox,
  args: { open: true, photos: samplePhotos, index: 0, onIndexChange: fn(), onClose: fn() },
  render: function Render(args) {
    const [index, setIndex] = useState(args.index);
    return <PhotoLightbox {...args} index={index} onIndexChange={setIndex} />;
  },
} satisfies Meta<typeof PhotoLightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Photo 1 of 5')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(within(dialog).getByText('Photo 2 of 5')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SinglePhoto: Story = {
  args: { photos: samplePhotos.slice(0, 1) },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
