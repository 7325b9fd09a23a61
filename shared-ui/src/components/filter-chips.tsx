import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { brandColors, partyEasyTheme } from '../theme';
import styles from './filter-chips.module.css';

export interface FilterChip {
  key: string;
  /** What the chip says, e.g. 'Date: Mar 14, 2026' or 'DJ'. */
  label: string;
}

export interface FilterChipsProps {
  chips: readonly FilterChip[];
  onRemove: (key: string) => void;
  onClearAll: () => void;
}

/** The active filters as removable chips, followed by 'Clear all'. Renders nothing when none is active. */
export function FilterChips({ chips, onRemove, onClearAll }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <Flex wrap gap={8} align="center" role="group" aria-label="Active filters">
      {chips.map((chip) => (
        <span
          key={chip.key}
          className={styles.chip}
          style={{ color: brandColors.text, background: partyEasyTheme.components?.Tag?.defaultBg }}
        >
          {chip.label}
          <Button
            type="text"
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => onRemove(chip.key)}
          />
        </span>
      ))}
      <Button type="link" onClick={onClearAll} style={{ paddingInline: 4 }}>
        Clear all
      </Button>
    </Flex>
  );
}
