import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { type FilterChip, FilterChips } from './filter-chips';

export interface FilterBarProps {
  /** The filter controls of the screen (date input, location select, category buttons...). */
  children: ReactNode;
  /** Active filters, shown as removable chips with 'Clear all' under the controls. */
  chips: readonly FilterChip[];
  onRemoveChip: (key: string) => void;
  onClearAll: () => void;
  /** Result line under the chips, e.g. 'Found 3 vendor(s) matching your criteria'. */
  summary?: ReactNode;
}

/** A card holding a screen's filter controls, its active-filter chips and the result count. */
export function FilterBar({ children, chips, onRemoveChip, onClearAll, summary }: FilterBarProps) {
  return (
    <Card role="search" aria-label="Filters" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={12}>
        <Flex wrap gap={12} align="end">
          {children}
        </Flex>
        <FilterChips chips={chips} onRemove={onRemoveChip} onClearAll={onClearAll} />
        {summary ? (
          <div aria-live="polite" style={{ fontWeight: 500 }}>
            {summary}
          </div>
        ) : null}
      </Flex>
    </Card>
  );
}
