import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { logInPath, useCurrentPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button, type ButtonProps } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { EventFormValues } from '../model/event-form';

const EventFormDialog = lazy(() => import('./event-form-dialog'));

export interface PlanEventButtonProps {
  /** Values the form starts from (a profile's category in the checklist). */
  initial?: Partial<EventFormValues>;
  /** Where the host goes once it is created; the event page by default. */
  after?: 'event-page' | 'stay';
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  label?: string;
}

/**
 * 'Plan an event': the event form in a modal (a visitor is sent to log in first). The new event becomes the
 * current one, so browse and the hearts plan for it at once.
 */
export function PlanEventButton({
  initial,
  after = 'event-page',
  size,
  type = 'default',
  label = 'Plan an event',
}: PlanEventButtonProps) {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const here = useCurrentPath();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        type={type}
        onClick={() => (user === null ? navigate(logInPath(here)) : setOpen(true))}
        disabled={user === undefined}
      >
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <EventFormDialog
            initial={initial}
            onClose={() => setOpen(false)}
            onSaved={(eventId) => {
              setOpen(false);
              if (after === 'event-page') navigate(`/events/${eventId}`);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
