import { NativeSelect } from '@partyeasy/shared-ui/components/native-select';
import { useId } from 'react';
import { useMyEvents } from '../api/get-my-events';
import { useSetCurrentEvent } from '../api/set-current-event';

/** The value of the switch's last option: it leads to /events instead of switching. */
const MANAGE = '__events__';

/**
 * The header's current-event switch (signed-in hosts with at least one event): choosing an event makes it
 * current, so browse, profiles, the booking dialog and the heart plan for it; 'No event' plans for none;
 * 'Your events…' opens /events. Busy while the switch is saved; a failure is said in the control's title.
 */
export function EventSwitch({
  userId,
  onNavigate,
  block = false,
}: {
  userId: string;
  onNavigate: (href: string) => void;
  block?: boolean;
}) {
  const id = useId();
  const events = useMyEvents(userId);
  const setCurrent = useSetCurrentEvent();
  const list = events.data ?? [];
  if (list.length === 0) return null;
  const current = list.find((e) => e.is_current)?.id ?? '';
  const value = setCurrent.isPending ? (setCurrent.variables ?? '') : current;
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        width: block ? '100%' : undefined,
        marginBottom: block ? 12 : undefined,
      }}
    >
      <label htmlFor={id} style={{ fontSize: 14, whiteSpace: 'nowrap' }}>
        Planning
      </label>
      <NativeSelect
        id={id}
        value={value}
        aria-busy={setCurrent.isPending}
        disabled={setCurrent.isPending}
        title={setCurrent.error ? `Could not switch: ${setCurrent.error.message}` : undefined}
        style={{ maxWidth: block ? undefined : 200, flex: block ? 1 : undefined }}
        onChange={(e) => {
          const next = e.target.value;
          if (next === MANAGE) onNavigate('/events');
          else setCurrent.mutate(next || null);
        }}
      >
        <option value="">No event</option>
        {list.map((event) => (
          <option key={event.id} value={event.id}>
            {event.name}
          </option>
        ))}
        <option value={MANAGE}>Your events…</option>
      </NativeSelect>
    </span>
  );
}
