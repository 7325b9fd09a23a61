import { addDays, CATEGORIES, localToday } from '@partyeasy/shared-domain';
import { CategoryFilter } from '@partyeasy/shared-ui/components/category-filter';
import { DateCalendarPopup } from '@partyeasy/shared-ui/components/date-calendar-popup';
import { FilterBar } from '@partyeasy/shared-ui/components/filter-bar';
import { Button } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useAvailableDates } from '../api/get-available-dates';
import { useBrowseCities } from '../api/get-browse-cities';
import {
  type BrowseFilterKey,
  type BrowseFilterState,
  filterChips,
  formatEventDate,
} from '../model/browse-filters';
import { LocationField } from './location-field';
import { RatingFilters } from './rating-filters';

/** How far ahead the calendar looks for days with an available vendor. */
const CALENDAR_DAYS_AHEAD = 365;

export interface BrowseFilterBarProps {
  filters: BrowseFilterState;
  onChange: (key: BrowseFilterKey, value: string | null) => void;
  onClearAll: () => void;
  /** The result line: 'Searching vendors...' or 'Found N vendor(s)'. */
  summary?: ReactNode;
}

const labelStyle = { display: 'block', fontWeight: 500, marginBottom: 4 } as const;

/** Event date (with the calendar popup), location, rating, sort and category filters, their chips and 'Clear all'. */
export function BrowseFilterBar({ filters, onChange, onClearAll, summary }: BrowseFilterBarProps) {
  const id = useId();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const today = localToday();
  const dates = useAvailableDates(today, addDays(today, CALENDAR_DAYS_AHEAD), calendarOpen);
  const cities = useBrowseCities();

  const cityOptions = [...(cities.data ?? [])];
  if (filters.city && !cityOptions.includes(filters.city)) cityOptions.unshift(filters.city);

  return (
    <FilterBar
      chips={filterChips(filters)}
      onRemoveChip={(key) => onChange(key as BrowseFilterKey, null)}
      onClearAll={onClearAll}
      summary={summary}
    >
      <div style={{ flex: '1 1 200px', minWidth: 0 }}>
        <span id={`${id}-date`} style={labelStyle}>
          Event date
        </span>
        <Button
          block
          aria-labelledby={`${id}-date ${id}-date-value`}
          aria-haspopup="dialog"
          onClick={() => setCalendarOpen(true)}
          style={{ justifyContent: 'flex-start' }}
        >
          <span id={`${id}-date-value`}>{filters.date ? formatEventDate(filters.date) : 'Any date'}</span>
        </Button>
      </div>
      <div style={{ flex: '1 1 200px', minWidth: 0 }}>
        <label htmlFor={`${id}-city`} style={labelStyle}>
          Location
        </label>
        <LocationField
          id={`${id}-city`}
          value={filters.city}
          onChange={(city) => onChange('city', city)}
          cities={cityOptions}
          loading={cities.isPending}
          failed={cities.isError}
        />
      </div>
      <RatingFilters filters={filters} onChange={onChange} />
      <div style={{ flex: '1 1 100%' }}>
        <span id={`${id}-category`} style={labelStyle}>
          Category
        </span>
        <CategoryFilter
          options={CATEGORIES}
          value={filters.category ?? 'All'}
          onChange={(value) => onChange('category', value === 'All' ? null : value)}
        />
      </div>
      <DateCalendarPopup
        open={calendarOpen}
        onClose={() => setCalendarOpen(false)}
        availableDates={dates.data ?? []}
        loading={dates.isFetching && !dates.data}
        error={dates.isError ? 'Failed to load available dates. Please try again.' : undefined}
        value={filters.date}
        today={today}
        onSelect={(date) => onChange('date', date)}
      />
    </FilterBar>
  );
}
