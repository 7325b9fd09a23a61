import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { VendorCard } from './vendor-card';

const base = { name: 'Sparkle Bar Co.', serviceType: 'Bartender', href: '/vendor/42' };

describe('VendorCard', () => {
  it("shows name, service type, 'From {price}' and the 'Local' tag", () => {
    renderWithTheme(<VendorCard {...base} photoUrl="/p.webp" priceCents={123450} />);
    expect(screen.getByRole('heading', { name: 'Sparkle Bar Co.' })).toBeInTheDocument();
    expect(screen.getByText('Bartender')).toBeInTheDocument();
    expect(screen.getByText('From $1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Local')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'No image' })).not.toBeInTheDocument();
  });

  it("shows 'No image' and 'Custom pricing' when there is no photo or price", () => {
    renderWithTheme(<VendorCard {...base} photoUrl={null} priceCents={null} />);
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(screen.getByText('Custom pricing')).toBeInTheDocument();
  });

  it('opens the profile through the router on click', async () => {
    const onNavigate = vi.fn();
    renderWithTheme(<VendorCard {...base} priceCents={100} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Sparkle Bar Co.' });
    expect(link).toHaveAttribute('href', '/vendor/42');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/vendor/42');
  });
});
