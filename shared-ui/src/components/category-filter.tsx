import { Button, Flex } from 'antd';

export interface CategoryFilterProps {
  /** Options in display order, e.g. ['All', 'DJ', 'Bartender', ...]. */
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the group. */
  label?: string;
}

/** A row of toggle buttons where exactly one category is pressed. */
export function CategoryFilter({ options, value, onChange, label = 'Category' }: CategoryFilterProps) {
  return (
    <Flex wrap gap={8} role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option}
          shape="round"
          type={option === value ? 'primary' : 'default'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {option}
        </Button>
      ))}
    </Flex>
  );
}
