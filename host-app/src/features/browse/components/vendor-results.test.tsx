import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { BrowsePage, useBrowseVendors } from '../api/browse-vendors';
import { VendorResults } from './vendor-results';

// antd's first render of a screen takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

type Query = ReturnType<typeof useBrowseVendors>;

const page = (names: string[], total: number): BrowsePage => ({
  offset: 0,
  total,
  vendors: names.map((name, i) => ({
    id: name,
    name,
    serviceType: 'DJ',
    photoUrl: null,
    priceCents: 45_000,
    rating: i === 0 ? 4.5 : null,
    reviewCount: i === 0 ? 12 : 0,
  })),
});

function renderResults(query: Partial<Query>, filtered = false, date: string | null = null) {
  const onClearFilters = vi.fn();
  render(
    <MemoryRouter>
      <VendorResults query={query as Query} filtered={filtered} onClearFilters={onClearFilters} date={date} />
    </MemoryRouter>,
  );
  return onClearFilters;
}

describe('VendorResults', () => {
  it('lists the vendors of every loaded page and loads the next one on request', async () => {
    const fetchNextPage = vi.fn();
    renderResults({
      isPending: false,
      isError: false,
      data: { pages: [page(['DJ Nova', 'Beat Drop'], 14)], pageParams: [0] },
      hasNextPage: true,
      isFetchNextPageError: false,
      fetchNextPage,
    } as unknown as Query);
    // Each card shows its stars and count, or that there are no reviews yet.
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeTruthy();
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'DJ Nova',
      'Beat Drop',
    ]);
    expect(screen.getAllByText('From $450.00')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'DJ Nova' }).getAttribute('href')).toBe('/vendor/DJ Nova');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says when the search failed and retries it', async () => {
    const refetch = vi.fn();
    renderResults({ isPending: false, isError: true, data: undefined, refetch } as unknown as Query);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load vendors.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [true, 'Try adjusting your filters to see more results.'],
    [false, 'No approved vendors available yet.'],
  ])('explains an empty result (filtered: %s)', async (filtered, text) => {
    const onClear = renderResults(
      {
        isPending: false,
        isError: false,
        data: { pages: [page([], 0)], pageParams: [0] },
        hasNextPage: false,
      } as unknown as Query,
      filtered,
    );
    expect(await screen.findByRole('heading', { name: 'No vendors found' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('says when the next page failed, keeps the vendors shown and retries the page', async () => {
    const fetchNextPage = vi.fn();
    renderResults({
      isPending: false,
      isError: true,
      data: { pages: [page(['DJ Nova'], 14)], pageParams: [0] },
      hasNextPage: true,
      isFetchNextPageError: true,
      isFetchingNextPage: false,
      fetchNextPage,
    } as unknown as Query);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load more vendors.");
    expect(screen.getByRole('heading', { level: 3, name: 'DJ Nova' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('carries the searched date to each profile', () => {
    renderResults(
      {
        isPending: false,
        isError: false,
        data: { pages: [page(['DJ Nova'], 1)], pageParams: [0] },
        hasNextPage: false,
        isFetchNextPageError: false,
      } as unknown as Query,
      true,
      '2026-12-05',
    );
    expect(screen.getByRole('link', { name: 'DJ Nova' }).getAttribute('href')).toBe(
      '/vendor/DJ Nova?date=2026-12-05',
    );
  });
});
