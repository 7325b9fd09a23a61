import { formatLongDate } from '@partyeasy/shared-domain';
import { Link } from '@partyeasy/shared-ui/router';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { useCurrentEvent } from '../hooks/use-current-event';
import { PlanEventButton } from './plan-event-button';

/**
 * Above browse: the event being planned (the date filter shows who is free that day, the heart fills its
 * shortlist), or 'Plan an event'.
 */
export function EventBar() {
  const event = useCurrentEvent();
  if (event === undefined) return null;
  return (
    <section
      aria-label="Your event"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '12px 16px',
        borderRadius: radii.md,
        background: brandColors.selectedBackground,
        border: `1px solid ${brandColors.border}`,
      }}
    >
      {event ? (
        <>
          <span>
            Planning <strong>{event.name}</strong>: {formatLongDate(event.event_date)}, {event.city},{' '}
            {event.guest_count} guests. The heart adds vendors to its shortlist.
          </span>
          <Link to={`/events/${event.id}`}>Open your plan</Link>
        </>
      ) : (
        <>
          <span style={{ color: brandColors.textSecondary }}>
            Planning a party? Make an event: browse shows who is free that day and the heart builds its
            shortlist.
          </span>
          <PlanEventButton after="stay" type="primary" />
        </>
      )}
    </section>
  );
}
