import { Flex } from 'antd';
import type { ReactNode } from 'react';
import styles from './card-surface.module.css';
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
    // biome-ignore lint/a11y/useSemanticElements: the role on a div is understood by every screen reader and test tool; <search> is not yet
    <div role="search" aria-label="Filters" className={`${styles.card} ${styles.body}`}>
      <Flex vertical gap={12}>
        <Flex wrap gap={12} align="end">
          {children}
        </Flex>
        <FilterChips chips={chips} onRemove={onRemoveChip} onClearAll={onClearAll} />
        {/* Always in the page, so that a change of the result line is read out. */}
        <div role="status" aria-live="polite" style={{ fontWeight: 500 }}>
          {summary}
        </div>
      </Flex>
    </div>
  );
}
