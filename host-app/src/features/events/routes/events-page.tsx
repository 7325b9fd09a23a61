import { formatLongDate, formatTime12h } from '@partyeasy/shared-domain';
import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { logInPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useNavigate } from '@partyeasy/shared-ui/router';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Alert, Button, Card, Skeleton, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button';
import { useMyEvents } from '../api/get-my-events';
import { useSetCurrentEvent } from '../api/set-current-event';
import { EventForm } from '../components/event-form';
import type { EventSummary } from '../model/types';

/** /events: the signed-in host's events (upcoming first), which one is current, and the form for a new one. */
export function EventsPage() {
  useDocumentTitle('Your events');
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();

  let content: ReactNode;
  if (user === null) {
    content = (
      <Alert
        type="info"
        showIcon
        message="Please log in to plan your events."
        action={
          <LinkButton type="primary" to={logInPath('/events')}>
            Log In
          </LinkButton>
        }
      />
    );
  } else if (!user) {
    content = (
      <div role="status" aria-label="Loading your events">
        <Skeleton active />
      </div>
    );
  } else {
    content = (
      <>
        <EventList userId={user.id} />
        <Card title={<h2 style={{ margin: 0, fontSize: 20 }}>Plan a new event</h2>}>
          <EventForm onSaved={(id) => navigate(`/events/${id}`)} />
        </Card>
      </>
    );
  }

  return (
    <section style={{ maxWidth: 900, margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: 24 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Your events
      </Typography.Title>
      {content}
    </section>
  );
}

function EventList({ userId }: { userId: string }) {
  const events = useMyEvents(userId);
  const setCurrent = useSetCurrentEvent();
  if (events.isError && !events.data) {
    return (
      <LoadError
        message="We couldn't load your events. Please try again."
        onRetry={() => events.refetch()}
        retrying={events.isFetching}
      />
    );
  }
  if (!events.data) {
    return (
      <div role="status" aria-label="Loading your events">
        <Skeleton active />
      </div>
    );
  }
  if (events.data.length === 0) {
    return (
      <Typography.Paragraph style={{ margin: 0, color: brandColors.textSecondary }}>
        No events yet. Plan one below: browse then shows who is free that day, the heart builds its shortlist,
        and you can book and pay several vendors at once.
      </Typography.Paragraph>
    );
  }
  const switching = setCurrent.isPending ? setCurrent.variables : undefined;
  return (
    <>
      {setCurrent.error ? (
        <Alert type="error" showIcon role="alert" message={setCurrent.error.message} />
      ) : null}
      <ul
        aria-label="Your events"
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
      >
        {events.data.map((event) => (
          <li key={event.id}>
            <EventRow
              event={event}
              busy={switching === event.id}
              disabled={setCurrent.isPending}
              onMakeCurrent={() => setCurrent.mutate(event.id)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function EventRow({
  event,
  busy,
  disabled,
  onMakeCurrent,
}: {
  event: EventSummary;
  busy: boolean;
  disabled: boolean;
  onMakeCurrent: () => void;
}) {
  return (
    <article
      aria-label={event.name}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: 16,
        background: brandColors.surface,
        border: `1px solid ${brandColors.border}`,
        borderRadius: radii.md,
      }}
    >
      <div style={{ display: 'grid', gap: 4, flex: '1 1 260px' }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link to={`/events/${event.id}`} style={{ fontSize: 18, fontWeight: 600 }}>
            {event.name}
          </Link>
          {event.is_current ? <Tag color="orange">Current event</Tag> : null}
        </div>
        <span>
          {formatLongDate(event.event_date)} at {formatTime12h(event.start_time.slice(0, 5))}, {event.city}
        </span>
        <span style={{ color: brandColors.textSecondary }}>
          {event.guest_count} guests · {event.booked_count} booked · {event.shortlist_count} on the shortlist
        </span>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {event.is_current ? null : (
          <Button onClick={onMakeCurrent} loading={busy} disabled={disabled}>
            {busy ? 'Switching...' : 'Make current'}
          </Button>
        )}
        <LinkButton type="primary" to={`/events/${event.id}`}>
          Open plan
        </LinkButton>
      </div>
    </article>
  );
}
