import { HERO_ROTATING_WORDS, HERO_WORD_ROTATION_MS } from '@partyeasy/shared-domain';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './hero';

describe('Hero', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first word as it is, and fades in each word that follows it', () => {
    render(
      <MemoryRouter>
        <Hero />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Book your next party in one click');
    expect(screen.getByTestId('hero-word').className).toBe('');

    act(() => {
      vi.advanceTimersByTime(HERO_WORD_ROTATION_MS);
    });
    expect(heading.textContent).toBe(`Book your next ${HERO_ROTATING_WORDS[1]} in one click`);
    expect(screen.getByTestId('hero-word').className).toBe('pe-hero-word');

    // Back to the first word after a full turn: now it fades in like the others.
    act(() => {
      vi.advanceTimersByTime(HERO_WORD_ROTATION_MS * (HERO_ROTATING_WORDS.length - 1));
    });
    expect(heading.textContent).toBe('Book your next party in one click');
    expect(screen.getByTestId('hero-word').className).toBe('pe-hero-word');
  });
});
