import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { PhotoLightbox } from './photo-lightbox';

const photos = [
  { src: 'data:image/png;base64,AA==#1', alt: 'Dance floor' },
  { src: 'data:image/png;base64,AA==#2', alt: 'Garden arch' },
  { src: 'data:image/png;base64,AA==#3', alt: 'Cake table' },
];

function Gallery() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open gallery
      </button>
      <PhotoLightbox
        open={open}
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

async function openGallery() {
  renderWithTheme(<Gallery />);
  const opener = screen.getByRole('button', { name: 'Open gallery' });
  await userEvent.click(opener);
  await screen.findByRole('dialog');
  return opener;
}

describe('PhotoLightbox', () => {
  it('moves with the arrow keys and wraps around', async () => {
    await openGallery();
    expect(screen.getByRole('img', { name: 'Dance floor' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Garden arch' })).toBeInTheDocument();
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Cake table' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Dance floor' })).toBeInTheDocument();
  });

  it('moves with the previous and next buttons', async () => {
    await openGallery();
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: 'Cake table' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Dance floor' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const opener = await openGallery();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the close button', async () => {
    const opener = await openGallery();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
