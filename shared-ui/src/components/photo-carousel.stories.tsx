import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePhotos } from '../stories/fixtures';
import { PhotoCarousel } from './photo-carousel';
import { PhotoLightbox } from './photo-lightbox';

const meta = {
  title: 'Profile/PhotoCarousel',
  component: PhotoCarousel,
  args: { photos: samplePhotos, label: 'DJ Sunset Beats photos' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: samplePhotos[0]?.alt })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(canvas.getByRole('img', { name: samplePhotos[1]?.alt })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await expect(canvas.getByRole('img', { name: samplePhotos[4]?.alt })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 3 of 5' }));
    await expect(canvas.getByRole('img', { name: samplePhotos[2]?.alt })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show photo 3 of 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const SinglePhoto: Story = { args: { photos: samplePhotos.slice(0, 1) } };

export const NoPhotos: Story = {
  name: 'Empty (No image)',
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No image' })).toBeVisible();
  },
};

export const ManyPhotos: Story = {
  name: 'Many items',
  args: {
    photos: Array.from({ length: 20 }, (_, i) => ({
      ...(samplePhotos[i % samplePhotos.length] ?? samplePhotos[0]!),
      src: `${samplePhotos[i % samplePhotos.length]?.src}#${i}`,
    })),
  },
};

/** The gallery pattern of the vendor profile: the carousel opens the full-screen lightbox. */
export const WithLightbox: Story = {
  render: function Render(args) {
    const [index, setIndex] = useState(0);
    const [open, setOpen] = useState(false);
    return (
      <>
        <PhotoCarousel {...args} index={index} onIndexChange={setIndex} onOpen={() => setOpen(true)} />
        <PhotoLightbox
          open={open}
          photos={args.photos}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setOpen(false)}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open photo 1 of 5 full screen' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Photo 1 of 5')).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('Photo 2 of 5')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: samplePhotos[1]?.alt })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(dialog).getByText('Photo 5 of 5')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open photo 5 of 5 full screen' })).toHaveFocus(),
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
