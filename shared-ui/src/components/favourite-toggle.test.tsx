import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { VendorCard } from './vendor-card';

describe('heart toggle on the vendor card', () => {
  it('toggles on and off locally without leaving the page', async () => {
    const navigations: string[] = [];
    renderWithTheme(
      <VendorCard
        name="DJ Sunset Beats"
        serviceType="DJ"
        priceCents={45000}
        href="/vendor/7"
        onNavigate={(href) => navigations.push(href)}
      />,
    );
    const heart = screen.getByRole('button', { name: 'Favourite DJ Sunset Beats' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(navigations).toEqual([]);
  });
});
