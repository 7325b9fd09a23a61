import { CATEGORIES } from '@partyeasy/shared-domain';
import type { Meta, StoryObj } from '@storybook/react';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryFilter } from './category-filter';
import { FilterBar } from './filter-bar';
import type { FilterChip } from './filter-chips';

function BrowseFilters({ initial }: { initial: FilterChip[] }) {
  const [chips, setChips] = useState(initial);
  const category = chips.find((chip) => chip.key === 'category')?.label ?? 'All';
  const count = chips.length > 0 ? 3 : 12;
  return (
    <FilterBar
      chips={chips}
      onRemoveChip={(key) => setChips(chips.filter((chip) => chip.key !== key))}
      onClearAll={() => setChips([])}
      summary={`Found ${count} vendor(s)${chips.length > 0 ? ' matching your criteria' : ''}`}
    >
      <Button>Event date</Button>
      <Select
        aria-label="Location"
        placeholder="Location"
        style={{ minWidth: 180 }}
        options={[{ value: 'Dallas, TX' }, { value: 'Austin, TX' }]}
      />
      <CategoryFilter
        options={CATEGORIES}
        value={category}
        onChange={(value) =>
          setChips([
            ...chips.filter((chip) => chip.key !== 'category'),
            ...(value === 'All' ? [] : [{ key: 'category', label: value }]),
          ])
        }
      />
    </FilterBar>
  );
}

const meta = {
  title: 'Browse/FilterBar',
  component: BrowseFilters,
  args: {
    initial: [
      { key: 'date', label: 'Date: Mar 14, 2026' },
      { key: 'location', label: 'Dallas, TX' },
      { key: 'category', label: 'DJ' },
    ],
  },
} satisfies Meta<typeof BrowseFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActiveFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Dallas, TX' }));
    await expect(canvas.queryByText('Dallas, TX')).not.toBeInTheDocument();
    await expect(canvas.getByText('Date: Mar 14, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(canvas.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Found 12 vendor(s)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NoFilters: Story = { args: { initial: [] } };

export const ChoosingACategory: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Photographer' }));
    await expect(canvas.getByRole('button', { name: 'Photographer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Remove filter Photographer' })).toBeVisible();
    await expect(canvas.getByText('Found 3 vendor(s) matching your criteria')).toBeVisible();
  },
};

export const ManyChips: Story = {
  name: 'Many items',
  args: {
    initial: Array.from({ length: 9 }, (_, i) => ({ key: `f${i}`, label: `Filter number ${i + 1}` })),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
