import type { ActionType } from '@ant-design/pro-components';
import { bookingSearchArgs } from '@partyeasy/shared-domain';
import { ConfirmModal } from '@partyeasy/shared-ui/components/confirm-modal';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Flex } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { AdminPage } from '../../access';
import { PayoutsOverview } from '../../payouts';
import { BookingNotDeletedError, useDeleteBooking } from '../api/delete-booking';
import type { AdminBooking } from '../api/get-admin-bookings';
import { useBookingSummary } from '../api/get-booking-summary';
import { AdminBookingsTable } from '../components/admin-bookings-table';
import { BookingDetailModal } from '../components/booking-detail-modal';
import { BookingSummaryCards } from '../components/booking-summary-cards';
import { type AdminBookingFilters, NO_BOOKING_FILTERS } from '../model/admin-booking-filters';

function AdminBookings() {
  const toaster = useToaster();
  const deletion = useDeleteBooking();
  const table = useRef<ActionType>(undefined);
  const [filters, setFilters] = useState<AdminBookingFilters>(NO_BOOKING_FILTERS);
  // The time filter's lower bound is taken when the filters change, so a page and its total agree.
  const args = useMemo(() => bookingSearchArgs(filters), [filters]);
  const summary = useBookingSummary(args);
  const [pageError, setPageError] = useState(false);
  const [viewing, setViewing] = useState<AdminBooking | null>(null);
  const [deleting, setDeleting] = useState<AdminBooking | null>(null);
  const [deleteError, setDeleteError] = useState<string>();

  const askDelete = (booking: AdminBooking) => {
    setDeleteError(undefined);
    setDeleting(booking);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleteError(undefined);
    deletion.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        setViewing((open) => (open?.id === id ? null : open));
        toaster.success('Booking deleted.');
        void table.current?.reload();
      },
      onError: (error) => {
        console.error('Booking deletion failed', error);
        setDeleteError(
          error instanceof BookingNotDeletedError
            ? 'Failed to delete booking. Please try again.'
            : 'An unexpected error occurred. Please try again.',
        );
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <BookingSummaryCards stats={summary.data} loading={summary.isPending} />
      {summary.isError || pageError ? (
        <LoadError
          message="Bookings could not be loaded. Please try again."
          onRetry={() => {
            setPageError(false);
            void summary.refetch();
            void table.current?.reload();
          }}
          retrying={summary.isFetching}
        />
      ) : null}
      <AdminBookingsTable
        filters={filters}
        args={args}
        onFiltersChange={setFilters}
        actionRef={table}
        onPageLoad={(error) => {
          if (error) console.error('Bookings page failed', error);
          setPageError(Boolean(error));
        }}
        onView={setViewing}
        onDelete={askDelete}
      />
      <PayoutsOverview />
      <BookingDetailModal booking={viewing} onClose={() => setViewing(null)} onDelete={askDelete} />
      <ConfirmModal
        open={deleting !== null}
        title="Delete Booking"
        description="This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deletion.isPending}
        danger
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Flex>
  );
}

export function AdminBookingsPage() {
  useDocumentTitle('Admin · Bookings');
  return (
    <AdminPage title="Bookings">
      <AdminBookings />
    </AdminPage>
  );
}
