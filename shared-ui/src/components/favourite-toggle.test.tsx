import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { VendorCard } from './vendor-card';

function Card({ navigations, changes }: { navigations: string[]; changes: boolean[] }) {
  const [pressed, setPressed] = useState(false);
  return (
    <VendorCard
      name="DJ Sunset Beats"
      serviceType="DJ"
      priceCents={45000}
      href="/vendor/7"
      onNavigate={(href) => navigations.push(href)}
      favourite={{
        pressed,
        onChange: (next) => {
          changes.push(next);
          setPressed(next);
        },
      }}
    />
  );
}

describe('heart toggle on the vendor card', () => {
  it('reports each press to its owner without leaving the page', async () => {
    const navigations: string[] = [];
    const changes: boolean[] = [];
    renderWithTheme(<Card navigations={navigations} changes={changes} />);
    const heart = screen.getByRole('button', { name: 'Favorite DJ Sunset Beats' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(changes).toEqual([true, false]);
    expect(navigations).toEqual([]);
  });

  it('shows no heart when the caller keeps no favourites', () => {
    renderWithTheme(<VendorCard name="DJ Sunset Beats" serviceType="DJ" priceCents={1} href="/vendor/7" />);
    expect(screen.queryByRole('button', { name: /Favorite/ })).toBeNull();
  });

  it("names the event's shortlist when the heart saves to it", async () => {
    renderWithTheme(
      <VendorCard
        name="DJ Sunset Beats"
        serviceType="DJ"
        priceCents={1}
        href="/vendor/7"
        favourite={{ pressed: true, onChange: () => {}, listName: "Sam's 30th" }}
      />,
    );
    const heart = screen.getByRole('button', { name: "Shortlist DJ Sunset Beats for Sam's 30th" });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAttribute('title', "Remove from the Sam's 30th shortlist");
  });
});
