import { addDays, localToday } from '@partyeasy/shared-domain';
import { currentUserAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useLocation, useNavigate } from '@partyeasy/shared-ui/router';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useMyReviews } from '../../reviews';
import { type MyBooking, useMyBookings } from '../api/get-my-bookings';
import { BookingCard } from '../components/booking-card';
import { useBookingPayment } from '../components/booking-payment';

function useCurrentUser() {
  try {
    watchAuthSession();
  } catch (error) {
    // Without a runtime configuration there is no session to read; the page stays "loading".
    console.error(error);
  }
  return useAtomValue(currentUserAtom);
}

/** Unpaid bookings still ahead can be paid (a started checkout resumes on the same page). */
function payable(booking: MyBooking, today: string) {
  if (booking.booking_date < addDays(today, 1)) return false;
  return (
    booking.payment_status === 'clicked_book' ||
    (booking.payment_status === 'pending' && Boolean(booking.checkout_session_id))
  );
}

/** /dashboard: the signed-in host's own bookings with their status. */
export function MyBookingsPage() {
  useDocumentTitle('My bookings');
  const user = useCurrentUser();
  const bookings = useMyBookings(user?.id);
  const reviews = useMyReviews(user?.id);
  const location = useLocation();
  const navigate = useNavigate();
  const { paying, pay, element: paymentModal } = useBookingPayment(() => void bookings.refetch());
  const today = localToday();

  let content: ReactNode;
  if (user === null) {
    content = (
      <Alert
        type="info"
        showIcon
        message="Please log in to see your bookings."
        action={
          <Link to={`/login?redirect=${encodeURIComponent(`/dashboard${location.search}`)}`}>
            <Button type="primary">Log In</Button>
          </Link>
        }
      />
    );
  } else if (bookings.isError) {
    content = (
      <LoadError
        message="We couldn't load your bookings. Please try again."
        onRetry={() => bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  } else if (!user || !bookings.data) {
    content = (
      <div role="status" aria-label="Loading your bookings">
        <Skeleton active />
      </div>
    );
  } else if (bookings.data.length === 0) {
    content = (
      <EmptyState
        title="No bookings yet"
        description="Find a vendor, pick a package and book a date: your bookings appear here."
        actionLabel="Find Vendors"
        onAction={() => navigate('/')}
      />
    );
  } else {
    content = (
      <ul
        aria-label="Your bookings"
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
        }}
      >
        {bookings.data.map((booking) => (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              onPay={payable(booking, today) ? () => void pay(booking.id) : undefined}
              paying={paying?.id === booking.id && !paying.error}
              payError={paying?.id === booking.id ? paying.error : undefined}
              review={reviews.data ? (reviews.data.get(booking.id) ?? null) : undefined}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: 16 }}
    >
      <Typography.Title level={1} style={{ margin: 0 }}>
        My bookings
      </Typography.Title>
      {content}
      {paymentModal}
    </section>
  );
}
