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
import { BookingNotDeletedError, PaidBookingNotDeletedError, useDeleteBooking } from '../api/delete-booking';
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
  // The detail was opened by Delete on a paid booking: it explains why and shows the refund form.
  const [refundFirst, setRefundFirst] = useState(false);
  const [deleting, setDeleting] = useState<AdminBooking | null>(null);
  const [deleteError, setDeleteError] = useState<string>();

  const view = (booking: AdminBooking | null, paidDelete = false) => {
    setRefundFirst(paidDelete);
    setViewing(booking);
  };

  // A paid booking is never deleted (the database refuses it too): the admin is led to refund it or to
  // cancel it recording why.
  const askDelete = (booking: AdminBooking) => {
    setDeleteError(undefined);
    if (booking.payment_status === 'paid') view(booking, true);
    else setDeleting(booking);
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
        if (error instanceof PaidBookingNotDeletedError) {
          // Paid meanwhile (the list was older than the payment).
          setDeleting(null);
          view({ ...deleting, payment_status: 'paid' }, true);
          void table.current?.reload();
          return;
        }
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
        onView={(booking) => view(booking)}
        onDelete={askDelete}
      />
      <PayoutsOverview />
      <BookingDetailModal
        booking={viewing}
        refundFirst={refundFirst}
        onClose={() => view(null)}
        onDelete={askDelete}
        onRefunded={() => void table.current?.reload()}
      />
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
