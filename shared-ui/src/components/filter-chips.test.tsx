import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { type FilterChip, FilterChips } from './filter-chips';

function Chips({ initial }: { initial: FilterChip[] }) {
  const [chips, setChips] = useState(initial);
  return (
    <FilterChips
      chips={chips}
      onRemove={(key) => setChips(chips.filter((chip) => chip.key !== key))}
      onClearAll={() => setChips([])}
    />
  );
}

const chips = [
  { key: 'date', label: 'Date: Mar 14, 2026' },
  { key: 'location', label: 'Dallas, TX' },
  { key: 'category', label: 'DJ' },
];

describe('FilterChips', () => {
  it('removes one chip with its close button', async () => {
    renderWithTheme(<Chips initial={chips} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Dallas, TX' }));
    expect(screen.queryByText('Dallas, TX')).not.toBeInTheDocument();
    expect(screen.getByText('Date: Mar 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('DJ')).toBeInTheDocument();
  });

  it('removes a chip from the keyboard', async () => {
    renderWithTheme(<Chips initial={chips} />);
    screen.getByRole('button', { name: 'Remove filter DJ' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('DJ')).not.toBeInTheDocument();
  });

  it("'Clear all' removes every chip and then the bar disappears", async () => {
    renderWithTheme(<Chips initial={chips} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('shows nothing without active filters', () => {
    renderWithTheme(<Chips initial={[]} />);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });
});
