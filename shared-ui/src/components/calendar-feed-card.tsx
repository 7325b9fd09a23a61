import { Alert, Button, Card, Flex, Input, Skeleton, Typography } from 'antd';
import { useId, useState } from 'react';
import { useCalendarFeed, useResetCalendarFeed } from './calendar-feed';
import { CardTitle } from './card-title';
import { ConfirmModal } from './confirm-modal';
import { useToaster } from './use-toaster';

export interface CalendarFeedCardProps {
  /** The signed-in account whose feed this is. */
  userId: string;
  /** What the feed holds, e.g. "Your listing's paid bookings, in Google Calendar, Apple Calendar or Outlook." */
  description: string;
  /** Class of the outer section (e.g. the spacing of the page's cards). */
  className?: string;
}

/**
 * "Subscribe in your calendar": the account's feed as a webcal link (opens the calendar app's subscription),
 * its https address to copy (Google Calendar's "From URL"), and a reset for a link that was shared by mistake.
 */
export function CalendarFeedCard({ userId, description, className }: CalendarFeedCardProps) {
  const feed = useCalendarFeed(userId);
  const resetFeed = useResetCalendarFeed(userId);
  const urls = feed.data;
  const titleId = useId();
  const inputId = useId();
  const toaster = useToaster();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    if (!urls) return;
    try {
      await navigator.clipboard.writeText(urls.https);
      toaster.success('Calendar link copied');
    } catch {
      toaster.error("Couldn't copy the link: select it and copy it yourself.");
    }
  };

  const reset = () =>
    resetFeed.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toaster.success('New calendar link made');
      },
    });

  return (
    <section aria-labelledby={titleId} className={className}>
      <Card title={<CardTitle id={titleId}>Subscribe in your calendar</CardTitle>}>
        {feed.isError ? (
          <Alert
            type="error"
            showIcon
            message="We couldn't load your calendar link."
            action={
              <Button size="small" onClick={() => void feed.refetch()} loading={feed.isFetching}>
                Try again
              </Button>
            }
          />
        ) : !urls ? (
          <div role="status" aria-label="Loading your calendar link">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        ) : (
          <Flex vertical gap={12}>
            <Typography.Paragraph style={{ margin: 0 }}>{description}</Typography.Paragraph>
            <label htmlFor={inputId}>
              <Typography.Text type="secondary">
                Calendar link (keep it private: anyone with it sees these)
              </Typography.Text>
            </label>
            <Input id={inputId} readOnly value={urls.https} onFocus={(e) => e.currentTarget.select()} />
            <Flex wrap gap={8}>
              <Button type="primary" href={urls.webcal}>
                Subscribe in your calendar
              </Button>
              <Button onClick={() => void copy()}>Copy link</Button>
              <Button danger onClick={() => setConfirming(true)}>
                Reset link
              </Button>
            </Flex>
          </Flex>
        )}
      </Card>
      <ConfirmModal
        open={confirming}
        title="Reset your calendar link?"
        description="Calendars subscribed with the current link stop updating. Subscribe again with the new link."
        confirmLabel="Reset link"
        busyLabel="Resetting..."
        busy={resetFeed.isPending}
        danger
        error={resetFeed.error?.message}
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
