import { localToday } from '@partyeasy/shared-domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowseFilters } from '../hooks/use-browse-filters';
import { formatEventDate } from '../model/browse-filters';
import { BrowseFilterBar } from './browse-filter-bar';

// antd's first render of a screen takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const today = localToday();

vi.mock('../api/get-browse-cities', () => ({
  useBrowseCities: () => ({ data: ['Austin, TX', 'Dallas, TX'], isPending: false, isError: false }),
}));
vi.mock('../api/get-available-dates', () => ({
  useAvailableDates: () => ({ data: [today], isFetching: false, isError: false }),
}));

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function Harness() {
  const { filters, setFilter, clearFilters } = useBrowseFilters();
  return <BrowseFilterBar filters={filters} onChange={setFilter} onClearAll={clearFilters} />;
}

function renderBar(url = '/') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Harness />
        <Search />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const chips = () => screen.queryByRole('group', { name: 'Active filters' });

describe('BrowseFilterBar', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('shows no chips without filters and presses All', () => {
    renderBar();
    expect(chips()).toBeNull();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Event date Any date' })).toBeTruthy();
  });

  it('puts a category in the address bar and takes it out again with its chip', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Photographer' }));
    expect(search().get('category')).toBe('Photographer');
    expect(screen.getByRole('button', { name: 'Photographer' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(
      within(chips() as HTMLElement).getByRole('button', { name: 'Remove filter Photographer' }),
    );
    expect(search().has('category')).toBe(false);
    expect(chips()).toBeNull();
  });

  it('reads filters from a shared link and clears them all', async () => {
    const user = userEvent.setup();
    renderBar(`/?date=${today}&city=Dallas%2C+TX&category=DJ&ref=mail`);
    const group = chips() as HTMLElement;
    expect(within(group).getByText(`Date: ${formatEventDate(today)}`)).toBeTruthy();
    expect(within(group).getByText('Location: Dallas, TX')).toBeTruthy();
    expect(within(group).getByText('DJ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DJ' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(group).getByRole('button', { name: 'Clear all' }));
    expect(chips()).toBeNull();
    expect(search().toString()).toBe('ref=mail');
  });

  it('ignores a past date in the address bar', () => {
    renderBar('/?date=2000-01-01');
    expect(chips()).toBeNull();
  });

  it('picks an available day from the calendar popup', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Event date Any date' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Select Date')).toBeTruthy();
    expect(within(dialog).getByText('Choose your preferred event date')).toBeTruthy();
    await user.click(
      within(dialog).getByRole('button', { name: `${dayjs(today).format('dddd, MMMM D, YYYY')}, available` }),
    );
    expect(search().get('date')).toBe(today);
    expect(screen.getByRole('button', { name: `Event date ${formatEventDate(today)}` })).toBeTruthy();
    expect(within(chips() as HTMLElement).getByText(`Date: ${formatEventDate(today)}`)).toBeTruthy();
  });

  it('picks a location from the dropdown', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByTitle('Austin, TX'));
    expect(search().get('city')).toBe('Austin, TX');
    expect(within(chips() as HTMLElement).getByText('Location: Austin, TX')).toBeTruthy();
  });

  it('shows the chosen location before the dropdown has loaded, and no dropdown yet', () => {
    renderBar('/?city=Dallas%2C+TX');
    const field = screen.getByRole('combobox', { name: 'Location' });
    expect((field as HTMLInputElement).value).toBe('Dallas, TX');
    expect(document.querySelector('.ant-select')).toBeNull();
  });

  it('takes a location from the keyboard: Tab to the field and type', async () => {
    const user = userEvent.setup();
    renderBar();
    screen.getByRole('button', { name: 'Event date Any date' }).focus();
    await user.tab();
    // The dropdown loads on focus and keeps the focus.
    await vi.waitFor(() => expect(document.activeElement?.closest('.ant-select')).not.toBeNull(), {
      timeout: 10_000,
    });
    await user.keyboard('Dal');
    // Typing filters the open list to the one match (jsdom does not pass Enter to rc-select's list; the
    // e2e suite presses Enter in Chromium).
    expect(screen.queryByTitle('Austin, TX')).toBeNull();
    await user.click(await screen.findByTitle('Dallas, TX'));
    expect(search().get('city')).toBe('Dallas, TX');
  });
});
