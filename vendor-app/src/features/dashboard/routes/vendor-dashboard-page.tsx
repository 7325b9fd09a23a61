import { bookingStats } from '@partyeasy/shared-domain';
import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatCard } from '@partyeasy/shared-ui/components/stat-card';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useDashboardVendor } from '../api/get-dashboard-vendor';
import { useVendorBookings, type VendorBooking } from '../api/get-vendor-bookings';
import { BookingDetailsModal } from '../components/booking-details-modal';
import { BookingsTable } from '../components/bookings-table';
import { type BookingFilters, filterBookings, NO_FILTERS } from '../model/booking-filters';

const page = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

/** /vendor: the signed-in vendor's stats and bookings; signed-out visitors go to /login. */
export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard');
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const vendor = useDashboardVendor(user?.id);
  const bookings = useVendorBookings(vendor.data?.id);
  const [filters, setFilters] = useState<BookingFilters>(NO_FILTERS);
  const [viewing, setViewing] = useState<VendorBooking | null>(null);

  const all = useMemo(() => bookings.data ?? [], [bookings.data]);
  const stats = useMemo(() => bookingStats(all), [all]);
  const shown = useMemo(() => filterBookings(all, filters), [all, filters]);

  if (user === null) return <LogInRedirect />;
  const loadingVendor = user === undefined || vendor.isPending;
  const statsLoading = loadingVendor || (Boolean(vendor.data) && bookings.isPending);

  return (
    <main style={page}>
      <Typography.Title>Vendor Dashboard</Typography.Title>
      {vendor.data ? <Typography.Paragraph type="secondary">{vendor.data.name}</Typography.Paragraph> : null}
      {loadingVendor ? (
        // The dashboard's frame at once: the four stat cards and the table's place, filled as data arrives.
        <Flex vertical gap={24} role="status" aria-label="Loading your dashboard">
          <Row gutter={[16, 16]}>
            {['Total Bookings', 'Total Revenue', 'Completed', 'Pending'].map((title) => (
              <Col xs={12} md={6} key={title}>
                <StatCard title={title} value={0} loading />
              </Col>
            ))}
          </Row>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Flex>
      ) : vendor.isError || bookings.isError ? (
        <LoadError
          message="Failed to load your bookings. Please try again."
          onRetry={() => {
            if (vendor.isError) void vendor.refetch();
            if (bookings.isError) void bookings.refetch();
          }}
          retrying={vendor.isFetching || bookings.isFetching}
        />
      ) : !vendor.data ? (
        <EmptyState
          title="No vendor listing yet"
          description="Create your listing to start receiving bookings."
          actionLabel="Create Listing"
          onAction={() => navigate('/host/booking/start')}
        />
      ) : (
        <Flex vertical gap={24}>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <StatCard title="Total Bookings" value={stats.totalBookings} loading={statsLoading} />
            </Col>
            <Col xs={12} md={6}>
              <StatCard
                title="Total Revenue"
                value={<Money cents={stats.revenueCents} />}
                loading={statsLoading}
              />
            </Col>
            <Col xs={12} md={6}>
              <StatCard title="Completed" value={stats.completed} loading={statsLoading} />
            </Col>
            <Col xs={12} md={6}>
              <StatCard title="Pending" value={stats.pending} loading={statsLoading} />
            </Col>
          </Row>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Quick Actions</h2>}>
            <Flex wrap gap={8}>
              <Button type="primary" onClick={() => navigate('/availability')}>
                Add Availability
              </Button>
              <Button onClick={() => navigate('/host/booking/start')}>Edit Listing</Button>
            </Flex>
          </Card>
          <BookingsTable
            bookings={shown}
            loading={bookings.isPending}
            filters={filters}
            onFiltersChange={setFilters}
            onView={setViewing}
            hasBookings={all.length > 0}
          />
        </Flex>
      )}
      <BookingDetailsModal booking={viewing} onClose={() => setViewing(null)} />
    </main>
  );
}
