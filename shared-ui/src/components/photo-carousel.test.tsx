import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { PhotoCarousel } from './photo-carousel';

const photos = [
  { src: 'https://example.test/1.webp', alt: 'Stage, photo 1 of 3' },
  { src: 'https://example.test/2.webp', alt: 'Crowd, photo 2 of 3' },
  { src: 'https://example.test/3.webp', alt: 'Booth, photo 3 of 3' },
];

/** The photo on show (the arrow icons are images too). */
const shownPhoto = () => screen.getByRole('img', { name: /, photo \d of 3$/ });

describe('PhotoCarousel', () => {
  it('wraps around with the buttons and the arrow keys', async () => {
    renderWithTheme(<PhotoCarousel photos={photos} label="DJ Nova photos" />);
    expect(shownPhoto().getAttribute('alt')).toBe('Stage, photo 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownPhoto().getAttribute('alt')).toBe('Booth, photo 3 of 3');
    fireEvent.keyDown(screen.getByRole('region', { name: 'DJ Nova photos' }), { key: 'ArrowRight' });
    expect(shownPhoto().getAttribute('alt')).toBe('Stage, photo 1 of 3');
  });

  it('asks for the main photo of a page at high priority, and only then', () => {
    const { unmount } = renderWithTheme(<PhotoCarousel photos={photos} label="DJ Nova photos" priority />);
    expect(shownPhoto().getAttribute('fetchpriority')).toBe('high');
    unmount();
    renderWithTheme(<PhotoCarousel photos={photos} label="DJ Nova photos" />);
    expect(shownPhoto().hasAttribute('fetchpriority')).toBe(false);
  });

  it('opens the shown photo', async () => {
    const onOpen = vi.fn();
    renderWithTheme(<PhotoCarousel photos={photos} label="DJ Nova photos" onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open photo 2 of 3 full screen' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});
