import { ConfirmModal } from '@partyeasy/shared-ui/components/confirm-modal';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Flex } from 'antd';
import { useState } from 'react';
import { AdminPage } from '../../access';
import { BookingNotDeletedError, useDeleteBooking } from '../api/delete-booking';
import { type AdminBooking, useAdminBookings } from '../api/get-admin-bookings';
import { useBookingVendors } from '../api/get-booking-vendors';
import { AdminBookingsTable } from '../components/admin-bookings-table';
import { BookingDetailModal } from '../components/booking-detail-modal';
import { BookingSummaryCards } from '../components/booking-summary-cards';
import {
  type AdminBookingFilters,
  filterAdminBookings,
  NO_BOOKING_FILTERS,
} from '../model/admin-booking-filters';

function AdminBookings() {
  const toaster = useToaster();
  const bookings = useAdminBookings();
  const vendors = useBookingVendors();
  const deletion = useDeleteBooking();
  const [filters, setFilters] = useState<AdminBookingFilters>(NO_BOOKING_FILTERS);
  const [viewing, setViewing] = useState<AdminBooking | null>(null);
  const [deleting, setDeleting] = useState<AdminBooking | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const all = bookings.data ?? [];

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
      <BookingSummaryCards bookings={all} loading={bookings.isLoading} />
      {bookings.isError ? (
        <LoadError
          message="Bookings could not be loaded. Please try again."
          onRetry={() => bookings.refetch()}
          retrying={bookings.isFetching}
        />
      ) : null}
      <AdminBookingsTable
        bookings={filterAdminBookings(all, filters)}
        loading={bookings.isLoading}
        filters={filters}
        onFiltersChange={setFilters}
        vendors={vendors.data ?? []}
        onView={setViewing}
        onDelete={askDelete}
      />
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
