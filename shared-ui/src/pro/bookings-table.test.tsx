import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { type BookingColumns, BookingsTable } from './bookings-table';

// ProTable's first render takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

interface Row {
  id: string;
  name: string;
  amount: string;
}

const rows: Row[] = [
  { id: 'b1', name: 'Ada Host', amount: '$500.00' },
  { id: 'b2', name: 'Ben Host', amount: '$750.00' },
];
const columns: BookingColumns<Row> = [
  { title: 'Customer', key: 'customer', render: (_, row) => row.name },
  { title: 'Amount', key: 'amount', render: (_, row) => row.amount },
];

/** The viewport as at least `width` px wide for `useMinWidth` and antd's breakpoints. */
function viewport(width: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return { ...original(query), matches: min ? width >= Number(min[1]) : original(query).matches };
  };
  return () => {
    window.matchMedia = original;
  };
}

let restore = () => {};
afterEach(() => restore());

const search = { placeholder: 'Search name or e-mail', value: '', onSearch: () => {} };

function renderTable(onChange = vi.fn()) {
  renderWithTheme(
    <BookingsTable<Row, Record<string, never>>
      columns={columns}
      dataSource={rows}
      pagination={{ current: 1, pageSize: 2, total: 5, onChange }}
      cardsOnPhone
      emptyText="No bookings yet"
      search={search}
      filters={<select aria-label="Status filter" />}
    />,
  );
  return onChange;
}

function SearchHarness({ onSearch }: { onSearch: (search: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <BookingsTable<Row, Record<string, never>>
        columns={columns}
        dataSource={rows}
        emptyText="No bookings yet"
        search={{
          placeholder: 'Search name or e-mail',
          value,
          onSearch: (next) => {
            onSearch(next);
            setValue(next);
          },
        }}
        filters={null}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear Filters
      </button>
    </>
  );
}

describe('BookingsTable', () => {
  it('on a desktop: the filters, a column per field, a row per booking and the pages', async () => {
    restore = viewport(1280);
    const onChange = renderTable();
    expect(screen.getByRole('heading', { name: 'All Bookings' })).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Booking filters' });
    expect(within(filters).getByRole('searchbox', { name: 'Search bookings' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Status filter' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Ben Host' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$750.00' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(onChange).toHaveBeenCalledWith(2, 2);
  });

  it('on a phone: one card per booking with each field under its column title, and the pages', async () => {
    restore = viewport(390);
    const onChange = renderTable();
    const cards = within(await screen.findByRole('list', { name: 'Bookings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[1] as HTMLElement)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Customer', 'Amount']);
    expect(
      within(cards[1] as HTMLElement)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Ben Host', '$750.00']);
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(onChange).toHaveBeenCalledWith(3, 2);
  });

  it('says what the caller gives when there is no booking', async () => {
    restore = viewport(390);
    renderWithTheme(
      <BookingsTable<Row, Record<string, never>>
        columns={columns}
        dataSource={[]}
        cardsOnPhone
        emptyText="No bookings yet"
        search={search}
        filters={null}
      />,
    );
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
  });

  it('searches when submitted, not on every key; clearing the box or the filters empties it', async () => {
    restore = viewport(1280);
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithTheme(<SearchHarness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search bookings' });
    await user.type(box, 'ada');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('ada');
    await user.clear(box);
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user.type(box, 'ben{Enter}');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect((box as HTMLInputElement).value).toBe('');
  });
});
