import { addDays, localToday, REVIEW_QUERY_PARAM } from '@partyeasy/shared-domain';
import { currentUserAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useLocation, useNavigate, useSearchParams } from '@partyeasy/shared-ui/router';
import { Alert, Button, Skeleton, Tabs, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useMyReviews } from '../../reviews';
import { useMyBookingTab } from '../api/get-my-booking-tab';
import { type MyBooking, type MyBookingsTab, useMyBookings } from '../api/get-my-bookings';
import { BookingCard } from '../components/booking-card';
import { useBookingPayment, useChangePayment } from '../components/booking-payment';

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

const TABS: { key: MyBookingsTab; label: string; empty: string }[] = [
  { key: 'upcoming', label: 'Upcoming', empty: 'No upcoming bookings.' },
  { key: 'past', label: 'Past', empty: 'No past bookings.' },
  { key: 'not_completed', label: 'Not completed', empty: 'No unfinished checkouts.' },
];

/**
 * /dashboard: the signed-in host's own bookings in three tabs, each in date order and read a page at a time:
 * Upcoming (soonest first), Past (latest first, cancelled bookings with what was refunded) and Not
 * completed (checkouts that never charged).
 */
export function MyBookingsPage() {
  useDocumentTitle('My bookings');
  const user = useCurrentUser();
  const location = useLocation();
  const [params] = useSearchParams();
  const linked = params.get(REVIEW_QUERY_PARAM);
  const [chosen, setTab] = useState<MyBookingsTab | null>(null);
  // A mail's review link opens the tab its booking is listed under.
  const linkedTab = useMyBookingTab(linked, localToday(), Boolean(user) && chosen === null);
  const tab: MyBookingsTab = chosen ?? (linked ? (linkedTab.data ?? 'upcoming') : 'upcoming');
  const waitingForLink = chosen === null && Boolean(linked) && linkedTab.isPending;

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
  } else if (!user || waitingForLink) {
    content = (
      <div role="status" aria-label="Loading your bookings">
        <Skeleton active />
      </div>
    );
  } else {
    content = (
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as MyBookingsTab)}
        items={TABS.map((t) => ({
          key: t.key,
          label: t.label,
          children: t.key === tab ? <BookingsTab userId={user.id} tab={t.key} empty={t.empty} /> : null,
        }))}
      />
    );
  }

  return (
    <section
      style={{ maxWidth: 1100, margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: 16 }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          flexWrap: 'wrap',
        }}
      >
        <Typography.Title level={1} style={{ margin: 0 }}>
          My bookings
        </Typography.Title>
        {/* The account menu is the shell's: hosts reach their quote requests from here. */}
        <Link to="/quotes">Quote requests</Link>
      </div>
      {content}
    </section>
  );
}

/** One tab's bookings, a page at a time ('Show more'). */
function BookingsTab({ userId, tab, empty }: { userId: string; tab: MyBookingsTab; empty: string }) {
  const today = localToday();
  const bookings = useMyBookings(userId, tab, today);
  const reviews = useMyReviews(userId);
  const navigate = useNavigate();
  const { paying, pay, element: paymentModal } = useBookingPayment(() => void bookings.refetch());
  const changePayment = useChangePayment(() => void bookings.refetch());

  if (bookings.isError) {
    return (
      <LoadError
        message="We couldn't load your bookings. Please try again."
        onRetry={() => bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  }
  if (!bookings.data) {
    return (
      <div role="status" aria-label="Loading your bookings">
        <Skeleton active />
      </div>
    );
  }
  const list = bookings.data.pages.flat();
  if (list.length === 0) {
    return tab === 'upcoming' ? (
      <EmptyState
        title="No bookings yet"
        description="Find a vendor, pick a package and book a date: your bookings appear here."
        actionLabel="Find Vendors"
        onAction={() => navigate('/')}
      />
    ) : (
      <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>
    );
  }
  return (
    <div style={{ display: 'grid', gap: 16 }}>
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
        {list.map((booking) => (
          <li key={booking.id}>
            <BookingCard
              booking={booking}
              notCharged={tab === 'not_completed'}
              onPay={tab === 'upcoming' && payable(booking, today) ? () => void pay(booking.id) : undefined}
              paying={paying(booking.id).busy}
              payError={paying(booking.id).error}
              review={reviews.data ? (reviews.data.get(booking.id) ?? null) : undefined}
              onPayChange={(changeId) => void changePayment.pay(changeId)}
              payChangeState={changePayment.paying}
              onChanged={() => void bookings.refetch()}
            />
          </li>
        ))}
      </ul>
      {bookings.hasNextPage ? (
        <Button
          onClick={() => void bookings.fetchNextPage()}
          loading={bookings.isFetchingNextPage}
          style={{ justifySelf: 'center' }}
        >
          Show more
        </Button>
      ) : null}
      {paymentModal}
      {changePayment.element}
    </div>
  );
}
