import { CalendarFeedCard } from '@partyeasy/shared-ui/components/calendar-feed-card';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';

/** The account's calendar feed: its events and bookings (and its listing's, for a vendor) — docs/calendar.md. */
export function CalendarFeedSetting({ userId, className }: { userId: string; className?: string }) {
  const feed = useCalendarFeed(userId);
  const reset = useResetCalendarFeed(userId);
  return (
    <CalendarFeedCard
      className={className}
      description="Your events and paid bookings (and your listing's, if you have one) in Google Calendar, Apple Calendar or Outlook, kept up to date by your calendar app."
      urls={feed.data}
      error={feed.isError}
      onRetry={() => void feed.refetch()}
      retrying={feed.isFetching}
      onReset={() => reset.mutateAsync()}
    />
  );
}
