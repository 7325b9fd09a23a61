import { TIME_FILTERS, toCents, unpaidHoldNote } from '@partyeasy/shared-domain';
import {
  customer,
  duration,
  eventDate,
  eventTime,
  guests,
} from '@partyeasy/shared-ui/components/booking-fields';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { type BookingColumns, BookingsTable as Table } from '@partyeasy/shared-ui/pro/bookings-table';
import { Button, Flex, Select, Typography } from 'antd';
import { MessageBookingButton } from '../../messages';
import type { VendorBooking } from '../api/get-vendor-bookings';
import {
  type BookingFilters,
  NO_FILTERS,
  STATUS_FILTER_LABELS,
  type StatusFilter,
  TIME_FILTER_LABELS,
} from '../model/booking-filters';
import styles from './bookings-table.module.css';

const isDefault = (filters: BookingFilters) =>
  filters.search.trim() === '' && filters.status === NO_FILTERS.status && filters.time === NO_FILTERS.time;

export interface BookingsTableProps {
  /** The page of bookings the server returned for the filters. */
  bookings: readonly VendorBooking[];
  loading: boolean;
  filters: BookingFilters;
  onFiltersChange: (filters: BookingFilters) => void;
  /** 1-based page, its size and the number of bookings matching the filters. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number, pageSize: number) => void;
  onView: (booking: VendorBooking) => void;
  /** Whether the vendor has any bookings before filtering. */
  hasBookings: boolean;
}

/**
 * 'All Bookings': search, status (default Upcoming) and time filters over the vendor's bookings, applied on
 * the server one page at a time, with a View per row; a refunded booking shows its refund. On a phone each
 * booking is a card with the same fields.
 */
export function BookingsTable({
  bookings,
  loading,
  filters,
  onFiltersChange,
  page,
  pageSize,
  total,
  onPageChange,
  onView,
  hasBookings,
}: BookingsTableProps) {
  const set = (patch: Partial<BookingFilters>) => onFiltersChange({ ...filters, ...patch });
  const columns: BookingColumns<VendorBooking> = [
    {
      title: 'Customer',
      key: 'customer',
      render: (_, b) => (
        <Flex vertical>
          <Typography.Text strong>{customer(b)}</Typography.Text>
          <Typography.Text type="secondary">{b.customer_email}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Event',
      key: 'event',
      render: (_, b) => (
        <Flex vertical>
          <span>{eventDate(b)}</span>
          <Typography.Text type="secondary">
            {eventTime(b)} · {duration(b)} · {guests(b)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Packages', key: 'packages', render: (_, b) => b.selected_packages || '—' },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, b) => <Money cents={Math.max(0, toCents(b.total_amount) ?? 0)} />,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, b) => (
        <Flex vertical gap={2} align="flex-start">
          <StatusBadge kind="booking" status={b.payment_status} />
          {unpaidHoldNote(b.payment_status) ? (
            <Typography.Text type="warning">{unpaidHoldNote(b.payment_status)}</Typography.Text>
          ) : null}
          {b.refunded_cents > 0 ? (
            <Typography.Text type="secondary">
              Refunded <Money cents={b.refunded_cents} />
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, b) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => onView(b)} aria-label={`View booking of ${customer(b)}`}>
            View
          </Button>
          <MessageBookingButton bookingId={b.id} hostName={customer(b)} />
        </Flex>
      ),
    },
  ];

  const emptyText =
    hasBookings && isDefault(filters) ? (
      <EmptyState
        title="No upcoming bookings"
        description="Completed and cancelled bookings are under the status filter."
      />
    ) : hasBookings ? (
      <EmptyState
        title="No bookings match your filters"
        description="Try a different search or filter."
        actionLabel="Clear Filters"
        onAction={() => onFiltersChange(NO_FILTERS)}
      />
    ) : (
      <EmptyState title="No bookings yet" description="Bookings from hosts will appear here." />
    );

  return (
    <Table<VendorBooking, Record<string, never>>
      columns={columns}
      dataSource={[...bookings]}
      loading={loading}
      pagination={{ current: page, pageSize, total, onChange: onPageChange }}
      width={800}
      cardsOnPhone
      emptyText={loading ? ' ' : emptyText}
      search={{
        placeholder: 'Search name, email, package, location, instructions...',
        value: filters.search,
        onSearch: (search) => set({ search }),
      }}
      filters={
        <>
          <Select<StatusFilter>
            aria-label="Status filter"
            value={filters.status}
            onChange={(status) => set({ status })}
            options={(Object.keys(STATUS_FILTER_LABELS) as StatusFilter[]).map((value) => ({
              value,
              label: STATUS_FILTER_LABELS[value],
            }))}
            className={styles.filter}
          />
          <Select
            aria-label="Time filter"
            value={filters.time}
            onChange={(time) => set({ time })}
            options={TIME_FILTERS.map((value) => ({ value, label: TIME_FILTER_LABELS[value] }))}
            className={styles.filter}
          />
        </>
      }
    />
  );
}
