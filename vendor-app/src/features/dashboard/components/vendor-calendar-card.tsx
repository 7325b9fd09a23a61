import { CalendarFeedCard } from '@partyeasy/shared-ui/components/calendar-feed-card';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';

/** The vendor's bookings feed for Google Calendar, Apple Calendar or Outlook (docs/calendar.md). */
export function VendorCalendarCard({ userId }: { userId: string }) {
  const feed = useCalendarFeed(userId);
  const reset = useResetCalendarFeed(userId);
  return (
    <CalendarFeedCard
      description="Your listing's paid bookings (from 90 days ago on) in Google Calendar, Apple Calendar or Outlook, kept up to date by your calendar app."
      urls={feed.data}
      error={feed.isError}
      onRetry={() => void feed.refetch()}
      retrying={feed.isFetching}
      onReset={() => reset.mutateAsync()}
    />
  );
}
