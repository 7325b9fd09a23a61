import type { ActionType } from '@ant-design/pro-components';
import {
  BOOKING_STATUS_FILTERS,
  type BookingSearchArgs,
  bookingStatusLabel,
  TIME_FILTERS,
  toCents,
} from '@partyeasy/shared-domain';
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
import { type BookingColumns, BookingsTable } from '@partyeasy/shared-ui/pro/bookings-table';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Typography } from 'antd';
import { type RefObject, useState } from 'react';
import { type AdminBooking, adminBookingsPageQueryOptions } from '../api/get-admin-bookings';
import { bookingSummaryQueryOptions } from '../api/get-booking-summary';
import { useBookingVendors } from '../api/get-booking-vendors';
import {
  type AdminBookingFilters,
  bookingSortFrom,
  isBookingFiltered,
  NO_BOOKING_FILTERS,
  TIME_FILTER_LABELS,
} from '../model/admin-booking-filters';
import { OfferMarker } from './offer-marker';

export interface AdminBookingsTableProps {
  filters: AdminBookingFilters;
  /** The filters as booking_search arguments (the summary cards use the same). */
  args: BookingSearchArgs;
  onFiltersChange: (filters: AdminBookingFilters) => void;
  /** Lets the page reload the current page (after a deletion). */
  actionRef: RefObject<ActionType | undefined>;
  /** After each page request: the error, or null when the page loaded. */
  onPageLoad: (error: unknown) => void;
  onView: (booking: AdminBooking) => void;
  onDelete: (booking: AdminBooking) => void;
}

const secondary = { fontSize: 13 } as const;

/**
 * The bookings in the shared bookings table, asking the server for one page at a time (ProTable's request API):
 * search, vendor, status and time filters above it, sorting by event date and revenue, and the row count
 * from the summary aggregate of the same filters.
 */
export function AdminBookingsTable({
  filters,
  args,
  onFiltersChange,
  actionRef,
  onPageLoad,
  onView,
  onDelete,
}: AdminBookingsTableProps) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(true);
  const [vendorQuery, setVendorQuery] = useState('');
  const [vendorLabel, setVendorLabel] = useState<string>();
  const vendors = useBookingVendors(vendorQuery);
  const set = (patch: Partial<AdminBookingFilters>) => onFiltersChange({ ...filters, ...patch });
  const filtered = isBookingFiltered(filters);
  const vendorOptions = [
    { value: 'all', label: 'All vendors' },
    ...(filters.vendorId !== 'all' && !vendors.data?.some((v) => v.id === filters.vendorId)
      ? [{ value: filters.vendorId, label: vendorLabel ?? filters.vendorId }]
      : []),
    ...(vendors.data ?? []).map((v) => ({ value: v.id, label: v.name })),
  ];

  const columns: BookingColumns<AdminBooking> = [
    {
      title: 'Customer',
      key: 'customer',
      render: (_, b) => (
        <Flex vertical>
          <Typography.Text strong>{customer(b)}</Typography.Text>
          <Typography.Text type="secondary" style={secondary}>
            {b.customer_email}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Vendor', key: 'vendor', render: (_, b) => b.vendor.name },
    {
      title: 'Booking Details',
      key: 'booking_date',
      // ProTable names a sort by the column's dataIndex
      dataIndex: 'booking_date',
      sorter: true,
      responsive: ['sm'],
      render: (_, b) => (
        <Flex vertical>
          <span>{eventDate(b)}</span>
          <Typography.Text type="secondary" style={secondary}>
            {eventTime(b)} · {duration(b)} · {guests(b)}
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
      responsive: ['lg'],
      render: (_, b) => (
        <Flex vertical>
          <span>{b.selected_packages || '—'}</span>
          {b.quote_offer_id ? <OfferMarker /> : null}
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
      key: 'total_amount',
      dataIndex: 'total_amount',
      sorter: true,
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
        const who = customer(b);
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
    <BookingsTable<AdminBooking, BookingSearchArgs>
      columns={columns}
      actionRef={actionRef}
      params={args}
      request={async (params, sort) => {
        const page = params.current ?? 1;
        const pageSize = params.pageSize ?? 20;
        setLoading(true);
        try {
          const [rows, summary] = await Promise.all([
            queryClient.fetchQuery(
              adminBookingsPageQueryOptions({ args, page, pageSize, sort: bookingSortFrom(sort) }),
            ),
            // the cards' query: shared, not asked twice (refetched once invalidated by a deletion)
            queryClient.fetchQuery({ ...bookingSummaryQueryOptions(args), staleTime: 30_000 }),
          ]);
          onPageLoad(null);
          return { data: rows, total: summary.totalBookings, success: true };
        } catch (error) {
          onPageLoad(error);
          return { data: [], total: 0, success: false };
        } finally {
          setLoading(false);
        }
      }}
      search={{
        placeholder: 'Search customer, e-mail or vendor',
        value: filters.search,
        onSearch: (search) => set({ search }),
      }}
      filters={
        <>
          <Select
            aria-label="Vendor"
            value={filters.vendorId}
            onChange={(vendorId, option) => {
              setVendorLabel(Array.isArray(option) ? undefined : String(option?.label ?? ''));
              setVendorQuery('');
              set({ vendorId });
            }}
            showSearch
            filterOption={false}
            onSearch={setVendorQuery}
            loading={vendors.isFetching}
            notFoundContent={vendors.isFetching ? 'Searching...' : 'No vendors found'}
            options={vendorOptions}
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
        </>
      }
      emptyText={
        loading ? (
          ' '
        ) : (
          <EmptyState
            title="No bookings found"
            description={
              filtered ? 'Try adjusting your filters to see more results.' : 'No bookings have been made yet.'
            }
            {...(filtered
              ? {
                  actionLabel: 'Clear Filters',
                  onAction: () => onFiltersChange(NO_BOOKING_FILTERS),
                }
              : {})}
          />
        )
      }
    />
  );
}
