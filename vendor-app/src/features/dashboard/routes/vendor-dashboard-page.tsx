import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { CalendarFeedCard } from '@partyeasy/shared-ui/components/calendar-feed-card';
import { CardTitle } from '@partyeasy/shared-ui/components/card-title';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { Money } from '@partyeasy/shared-ui/components/money';
import { StatCard } from '@partyeasy/shared-ui/components/stat-card';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Suspense, useMemo, useState } from 'react';
import { DisputesCard } from '../../disputes';
import { InboxCard } from '../../messages';
import { EarningsCard, PayoutAccountCard } from '../../payouts';
import { QuoteRequestsCard } from '../../quotes';
import { ListingReviews } from '../../reviews';
import { useDashboardVendor } from '../api/get-dashboard-vendor';
import { useVendorBookingSummary } from '../api/get-vendor-booking-summary';
import { useVendorBookings, type VendorBooking } from '../api/get-vendor-bookings';
import { BookingDetailsModal } from '../components/booking-details-modal';
import { BookingsTable } from '../components/bookings-table';
import { ListingStatusCard } from '../components/listing-status-card';
import { StandingCard } from '../components/standing-card';
import { type BookingFilters, NO_FILTERS, vendorBookingArgs } from '../model/booking-filters';

// The listing's reviews and the reply form (reviews feature), loaded after the dashboard's first render.

const page = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

/** /vendor: the signed-in vendor's stats and bookings; signed-out visitors go to /login. */
export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard');
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const vendor = useDashboardVendor(user?.id);
  const vendorId = vendor.data?.id;
  const [filters, setFilters] = useState<BookingFilters>(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [viewing, setViewing] = useState<VendorBooking | null>(null);
  // The time filter's lower bound is taken when the filters change.
  const args = useMemo(() => (vendorId ? vendorBookingArgs(filters, vendorId) : null), [filters, vendorId]);
  const bookings = useVendorBookings(args, paging.page, paging.pageSize);
  const summary = useVendorBookingSummary(vendorId);
  const stats = summary.data;

  if (user === null) return <LogInRedirect />;
  const loadingVendor = user === undefined || vendor.isPending;
  const statsLoading = loadingVendor || (Boolean(vendor.data) && summary.isPending);

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
      ) : vendor.isError || bookings.isError || summary.isError ? (
        <LoadError
          message="Failed to load your bookings. Please try again."
          onRetry={() => {
            if (vendor.isError) void vendor.refetch();
            if (bookings.isError) void bookings.refetch();
            if (summary.isError) void summary.refetch();
          }}
          retrying={vendor.isFetching || bookings.isFetching || summary.isFetching}
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
          <ListingStatusCard vendor={vendor.data} />
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <StatCard title="Total Bookings" value={stats?.totalBookings ?? 0} loading={statsLoading} />
            </Col>
            <Col xs={12} md={6}>
              <StatCard
                title="Total Revenue"
                value={<Money cents={stats?.revenueCents ?? 0} />}
                loading={statsLoading}
              />
            </Col>
            <Col xs={12} md={6}>
              <StatCard title="Completed" value={stats?.completed ?? 0} loading={statsLoading} />
            </Col>
            <Col xs={12} md={6}>
              <StatCard title="Pending" value={stats?.pending ?? 0} loading={statsLoading} />
            </Col>
          </Row>
          <Card title={<CardTitle>Quick Actions</CardTitle>}>
            <Flex wrap gap={8}>
              <Button type="primary" onClick={() => navigate('/availability')}>
                Add Availability
              </Button>
              <Button onClick={() => navigate('/host/booking/start')}>Edit Listing</Button>
            </Flex>
          </Card>
          <QuoteRequestsCard vendorId={vendor.data.id} />
          <DisputesCard vendorId={vendor.data.id} />
          {user ? <InboxCard userId={user.id} vendorId={vendor.data.id} /> : null}
          <StandingCard vendorId={vendor.data.id} />
          <PayoutAccountCard vendorId={vendor.data.id} />
          <BookingsTable
            bookings={bookings.data?.bookings ?? []}
            loading={bookings.isPending || bookings.isPlaceholderData}
            filters={filters}
            onFiltersChange={(next) => {
              setFilters(next);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            page={paging.page}
            pageSize={paging.pageSize}
            total={bookings.data?.total ?? 0}
            onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
            onView={setViewing}
            hasBookings={(stats?.totalBookings ?? 0) > 0}
          />
          <EarningsCard vendorId={vendor.data.id} />
          {user ? (
            <CalendarFeedCard
              userId={user.id}
              description="Your listing's paid bookings (from 90 days ago on) in Google Calendar, Apple Calendar or Outlook, kept up to date by your calendar app."
            />
          ) : null}
          <Suspense fallback={null}>
            <ListingReviews vendorId={vendor.data.id} vendorName={vendor.data.name} />
          </Suspense>
        </Flex>
      )}
      <BookingDetailsModal
        booking={viewing}
        timeZone={vendor.data?.time_zone}
        onClose={() => setViewing(null)}
      />
    </main>
  );
}
