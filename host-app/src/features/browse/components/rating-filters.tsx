import { MIN_RATING_OPTIONS } from '@partyeasy/shared-domain';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { useId } from 'react';
import type { BrowseFilterState } from '../model/browse-filters';

export interface RatingFiltersProps {
  filters: BrowseFilterState;
  onChange: (key: 'rating' | 'sort', value: string | null) => void;
}

const labelStyle = { display: 'block', fontWeight: 500, marginBottom: 4 } as const;
// Native selects drawn like the bar's antd inputs: light on the first visit, keyboard and screen readers as usual.
const selectStyle = {
  width: '100%',
  height: 32,
  padding: '0 8px',
  borderRadius: 6,
  border: '1px solid #d9d9d9',
  background: '#fff',
  color: brandColors.text,
  font: 'inherit',
} as const;

/** Minimum rating and sort order of the browse results (both applied by the server). */
export function RatingFilters({ filters, onChange }: RatingFiltersProps) {
  const id = useId();
  return (
    <>
      <div style={{ flex: '1 1 160px', minWidth: 0 }}>
        <label htmlFor={`${id}-rating`} style={labelStyle}>
          Rating
        </label>
        <select
          id={`${id}-rating`}
          style={selectStyle}
          value={filters.rating ?? ''}
          onChange={(e) => onChange('rating', e.target.value || null)}
        >
          <option value="">Any rating</option>
          {MIN_RATING_OPTIONS.map((n) => (
            <option key={n} value={String(n)}>
              {n}+ stars
            </option>
          ))}
        </select>
      </div>
      <div style={{ flex: '1 1 160px', minWidth: 0 }}>
        <label htmlFor={`${id}-sort`} style={labelStyle}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          style={selectStyle}
          value={filters.sort ?? ''}
          onChange={(e) => onChange('sort', e.target.value || null)}
        >
          <option value="">Newest</option>
          <option value="rating">Highest rated</option>
        </select>
      </div>
    </>
  );
}
