import {
  ADMIN_VENDOR_STATUS_FILTERS,
  CATEGORIES,
  type CalendarDate,
  isCalendarDate,
  localToday,
  vendorCountText,
  vendorStatusLabel,
} from '@partyeasy/shared-domain';
import { CategoryFilter } from '@partyeasy/shared-ui/components/category-filter';
import { DateCalendarPopup } from '@partyeasy/shared-ui/components/date-calendar-popup';
import { FilterBar } from '@partyeasy/shared-ui/components/filter-bar';
import { Button, Flex, Input, Select, Space } from 'antd';
import { useId, useState } from 'react';
import { useAvailableDates } from '../api/get-available-dates';
import {
  ADMIN_VENDOR_SORTS,
  ADMIN_VENDOR_STANDING_FILTERS,
  type AdminVendorFilters,
  type AdminVendorSort,
  NO_VENDOR_FILTERS,
  vendorFilterChips,
  withoutFilter,
} from '../model/admin-vendor-filters';

export interface AdminVendorFilterBarProps {
  filters: AdminVendorFilters;
  onChange: (filters: AdminVendorFilters) => void;
  cities: readonly string[];
  /** How many vendors pass the filters; undefined while loading. */
  count: number | undefined;
  sort: AdminVendorSort;
  onSortChange: (sort: AdminVendorSort) => void;
}

const STANDING_OPTIONS = ADMIN_VENDOR_STANDING_FILTERS.map((value) => ({ value, label: value }));
const SORT_OPTIONS = ADMIN_VENDOR_SORTS.map(({ value, label }) => ({ value, label }));

const STATUS_OPTIONS = ADMIN_VENDOR_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'All' ? 'All' : vendorStatusLabel(value),
}));

const labelStyle = { display: 'block', fontWeight: 500, marginBottom: 4 } as const;

/**
 * Status, event date (min today, calendar popup with green dots), location, standing, the order and
 * service type.
 */
export function AdminVendorFilterBar({
  filters,
  onChange,
  cities,
  count,
  sort,
  onSortChange,
}: AdminVendorFilterBarProps) {
  const ids = {
    status: useId(),
    date: useId(),
    city: useId(),
    search: useId(),
    standing: useId(),
    sort: useId(),
  };
  const [calendarOpen, setCalendarOpen] = useState(false);
  const availableDates = useAvailableDates(calendarOpen);
  const today = localToday();
  const set = (patch: Partial<AdminVendorFilters>) => onChange({ ...filters, ...patch });

  return (
    <FilterBar
      chips={vendorFilterChips(filters)}
      onRemoveChip={(key) => onChange(withoutFilter(filters, key))}
      onClearAll={() => onChange(NO_VENDOR_FILTERS)}
      summary={count === undefined ? null : vendorCountText(count, true)}
    >
      <div style={{ minWidth: 200, flex: '2 1 220px' }}>
        <label htmlFor={ids.search} style={labelStyle}>
          Search
        </label>
        {/* Keyed by the applied search so that removing its chip or clearing all empties the box. */}
        <Input.Search
          key={filters.search}
          id={ids.search}
          defaultValue={filters.search}
          placeholder="Vendor name or e-mail"
          allowClear
          enterButton
          onSearch={(search) => set({ search })}
        />
      </div>
      <div style={{ minWidth: 160, flex: '1 1 160px' }}>
        <label htmlFor={ids.status} style={labelStyle}>
          Status
        </label>
        <Select
          id={ids.status}
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
          style={{ width: '100%' }}
        />
      </div>
      <div style={{ minWidth: 200, flex: '1 1 200px' }}>
        <label htmlFor={ids.date} style={labelStyle}>
          Event Date
        </label>
        <Space.Compact style={{ width: '100%' }}>
          <input
            id={ids.date}
            type="date"
            min={today}
            value={filters.date ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              set({ date: isCalendarDate(value) && value >= today ? value : null });
            }}
            className="ant-input"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button aria-label="Choose the event date on a calendar" onClick={() => setCalendarOpen(true)}>
            Calendar
          </Button>
        </Space.Compact>
      </div>
      <div style={{ minWidth: 180, flex: '1 1 180px' }}>
        <label htmlFor={ids.city} style={labelStyle}>
          Location
        </label>
        <Select
          id={ids.city}
          value={filters.city ?? undefined}
          placeholder="All locations"
          allowClear
          showSearch
          options={cities.map((city) => ({ value: city, label: city }))}
          onChange={(city?: string) => set({ city: city ?? null })}
          style={{ width: '100%' }}
        />
      </div>
      <div style={{ minWidth: 150, flex: '1 1 150px' }}>
        <label htmlFor={ids.standing} style={labelStyle}>
          Standing
        </label>
        <Select
          id={ids.standing}
          value={filters.standing}
          options={STANDING_OPTIONS}
          onChange={(standing) => set({ standing })}
          style={{ width: '100%' }}
        />
      </div>
      <div style={{ minWidth: 210, flex: '1 1 210px' }}>
        <label htmlFor={ids.sort} style={labelStyle}>
          Sort by
        </label>
        <Select
          id={ids.sort}
          value={sort}
          options={SORT_OPTIONS}
          onChange={onSortChange}
          style={{ width: '100%' }}
        />
      </div>
      <Flex vertical style={{ flex: '2 1 300px' }}>
        <span style={labelStyle}>Service Type</span>
        <CategoryFilter
          label="Service type"
          options={CATEGORIES}
          value={filters.serviceType}
          onChange={(serviceType) => set({ serviceType })}
        />
      </Flex>
      <DateCalendarPopup
        open={calendarOpen}
        onClose={() => setCalendarOpen(false)}
        availableDates={availableDates.data ?? []}
        loading={availableDates.isLoading}
        error={availableDates.isError ? 'Failed to load available dates. Please try again.' : undefined}
        value={filters.date}
        onSelect={(date: CalendarDate) => set({ date })}
      />
    </FilterBar>
  );
}
