import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { BOOKING_STATUS_FILTERS, bookingStatusLabel, TIME_FILTERS, toCents } from '@partyeasy/shared-domain';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { Button, Flex, Input, Select, Typography } from 'antd';
import type { AdminBooking } from '../api/get-admin-bookings';
import type { BookingVendorOption } from '../api/get-booking-vendors';
import {
  type AdminBookingFilters,
  isBookingFiltered,
  NO_BOOKING_FILTERS,
  TIME_FILTER_LABELS,
} from '../model/admin-booking-filters';
import { eventDate, eventTime, guests } from './booking-fields';

export interface AdminBookingsTableProps {
  bookings: readonly AdminBooking[];
  loading: boolean;
  filters: AdminBookingFilters;
  onFiltersChange: (filters: AdminBookingFilters) => void;
  vendors: readonly BookingVendorOption[];
  onView: (booking: AdminBooking) => void;
  onDelete: (booking: AdminBooking) => void;
}

const secondary = { fontSize: 13 } as const;

/** Every booking in a ProTable, with search, vendor, status and time filters above it. */
export function AdminBookingsTable({
  bookings,
  loading,
  filters,
  onFiltersChange,
  vendors,
  onView,
  onDelete,
}: AdminBookingsTableProps) {
  const set = (patch: Partial<AdminBookingFilters>) => onFiltersChange({ ...filters, ...patch });
  const filtered = isBookingFiltered(filters);

  const columns: ProColumns<AdminBooking>[] = [
    {
      title: 'Customer',
      key: 'customer',
      render: (_, b) => (
        <Flex vertical>
          <Typography.Text strong>{b.customer_name || b.customer_email}</Typography.Text>
          <Typography.Text type="secondary" style={secondary}>
            {b.customer_email}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Vendor', key: 'vendor', render: (_, b) => b.vendor.name },
    {
      title: 'Booking Details',
      key: 'details',
      render: (_, b) => (
        <Flex vertical>
          <span>{eventDate(b)}</span>
          <Typography.Text type="secondary" style={secondary}>
            {eventTime(b)} · {guests(b)}
          </Typography.Text>
          {b.event_location ? (
            <Typography.Text type="secondary" style={secondary}>
              {b.event_location}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: 'Service',
      key: 'service',
      render: (_, b) => (
        <Flex vertical>
          <span>{b.selected_packages || '—'}</span>
          {b.selected_addons ? (
            <Typography.Text type="secondary" style={secondary}>
              + {b.selected_addons}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: 'Revenue',
      key: 'revenue',
      align: 'right',
      render: (_, b) => <Money cents={Math.max(0, toCents(b.total_amount) ?? 0)} />,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, b) => <StatusBadge kind="booking" status={b.payment_status} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, b) => {
        const who = b.customer_name || b.customer_email;
        return (
          <Flex gap={4}>
            <Button size="small" onClick={() => onView(b)} aria-label={`View booking of ${who}`}>
              View
            </Button>
            <Button size="small" danger onClick={() => onDelete(b)} aria-label={`Delete booking of ${who}`}>
              Delete
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <ProTable<AdminBooking>
      rowKey="id"
      columns={columns}
      dataSource={[...bookings]}
      loading={loading}
      search={false}
      options={false}
      cardBordered
      scroll={{ x: 960 }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
      headerTitle={<span>All Bookings</span>}
      toolbar={{
        multipleLine: true,
        filter: (
          <Flex wrap gap={8} role="search" aria-label="Booking filters" style={{ width: '100%' }}>
            <Input.Search
              allowClear
              placeholder="Search customer, vendor, package, location..."
              aria-label="Search bookings"
              value={filters.search}
              onChange={(event) => set({ search: event.target.value })}
              style={{ flex: '2 1 240px' }}
            />
            <Select
              aria-label="Vendor"
              value={filters.vendorId}
              onChange={(vendorId) => set({ vendorId })}
              showSearch
              optionFilterProp="label"
              options={[
                { value: 'all', label: 'All vendors' },
                ...vendors.map((v) => ({ value: v.id, label: v.name })),
              ]}
              style={{ flex: '1 1 180px' }}
            />
            <Select
              aria-label="Status"
              value={filters.status}
              onChange={(status) => set({ status })}
              options={[
                { value: 'all', label: 'All statuses' },
                ...BOOKING_STATUS_FILTERS.map((s) => ({ value: s, label: bookingStatusLabel(s) })),
              ]}
              style={{ flex: '1 1 140px' }}
            />
            <Select
              aria-label="Booked"
              value={filters.time}
              onChange={(time) => set({ time })}
              options={TIME_FILTERS.map((t) => ({ value: t, label: TIME_FILTER_LABELS[t] }))}
              style={{ flex: '1 1 140px' }}
            />
          </Flex>
        ),
      }}
      locale={{
        emptyText: loading ? (
          ' '
        ) : (
          <EmptyState
            title="No bookings found"
            description={
              filtered ? 'Try adjusting your filters to see more results.' : 'No bookings have been made yet.'
            }
            {...(filtered
              ? { actionLabel: 'Clear Filters', onAction: () => onFiltersChange(NO_BOOKING_FILTERS) }
              : {})}
          />
        ),
      }}
    />
  );
}
