import { formatLongDate } from '@partyeasy/shared-domain';
import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { Link } from '@partyeasy/shared-ui/router';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { useAtomValue } from 'jotai';
import { useCurrentEvent } from '../hooks/use-current-event';
import { PlanEventButton } from './plan-event-button';

/**
 * On a profile: the event the host is planning (the heart saves to its shortlist, the booking dialog starts
 * from its date, guests and hours), or 'Plan an event' with this vendor's category ticked.
 */
export function EventPlanLine({ category }: { category: string }) {
  const user = useAtomValue(currentUserAtom);
  const event = useCurrentEvent();
  if (!user || event === undefined) return null;
  if (!event) {
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <span style={{ color: brandColors.textSecondary }}>Planning a party?</span>
        <PlanEventButton after="stay" initial={{ categories: [category] }} />
      </div>
    );
  }
  return (
    <p role="note" style={{ margin: 0, color: brandColors.textSecondary }}>
      Planning <Link to={`/events/${event.id}`}>{event.name}</Link>: {formatLongDate(event.event_date)},{' '}
      {event.guest_count} guests, {event.city}. The heart adds vendors to its shortlist.
    </p>
  );
}
