import { formatLongDate, formatMoney, formatTime12h } from '@partyeasy/shared-domain';
import { currentUserAtom } from '@partyeasy/shared-domain/backend';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { logInPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useNavigate, useParams } from '@partyeasy/shared-ui/router';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Alert, Button, Skeleton, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { LinkButton } from '../../../components/link-button';
import { usePaymentModal } from '../../booking/payment';
import { CancelBookingDialog } from '../../my-bookings/cancel';
import { type EventCheckoutError, eventCheckoutSource } from '../api/create-event-checkout';
import { useDownloadEventCalendar } from '../api/download-event-calendar';
import { useCancellableBooking } from '../api/get-cancellable-booking';
import { useEventDetails } from '../api/get-event-details';
import { useEventShortlist } from '../api/get-event-shortlist';
import { useSetCurrentEvent } from '../api/set-current-event';
import { useToggleShortlist } from '../api/toggle-shortlist';
import { ChecklistSection } from '../components/checklist-section';
import { DeleteEventDialog } from '../components/delete-event-dialog';
import EventFormDialog from '../components/event-form-dialog';
import { ScheduleSection } from '../components/schedule-section';
import { ShortlistSection } from '../components/shortlist-section';
import { checkoutItems, payLabel, paySelectionError } from '../model/pay-selection';
import { isScheduled } from '../model/schedule';
import { chosenPayChoice, payChoices } from '../model/shortlist';
import type { EventBooking, EventDetails } from '../model/types';

/**
 * /events/:eventId: one event of the signed-in host: when and where, the checklist, the schedule of booked
 * vendors with costs and conversations (Cancel uses My bookings' dialog), and the shortlist, from which
 * several vendors are paid in one checkout.
 */
export function EventPage() {
  const { eventId = '' } = useParams();
  const user = useAtomValue(currentUserAtom);
  const details = useEventDetails(eventId, Boolean(user));
  useDocumentTitle(details.data?.event.name ?? 'Your event');

  let content: ReactNode;
  if (user === null) {
    content = (
      <Alert
        type="info"
        showIcon
        message="Please log in to see your event."
        action={
          <LinkButton type="primary" to={logInPath(`/events/${eventId}`)}>
            Log In
          </LinkButton>
        }
      />
    );
  } else if (details.isError && !details.data) {
    content = (
      <LoadError
        message="We couldn't load this event. Please try again."
        onRetry={() => details.refetch()}
        retrying={details.isFetching}
      />
    );
  } else if (!user || details.isPending) {
    content = (
      <div role="status" aria-label="Loading your event">
        <Skeleton active />
      </div>
    );
  } else if (!details.data) {
    content = <NotFound />;
  } else {
    content = <EventPlan details={details.data} onChanged={() => void details.refetch()} />;
  }

  return (
    <section style={{ maxWidth: 960, margin: '0 auto', padding: '32px 16px 96px', display: 'grid', gap: 24 }}>
      <Link to="/events">← Your events</Link>
      {content}
    </section>
  );
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="Event not found"
      description="This event is not one of yours, or it was deleted."
      actionLabel="Your events"
      onAction={() => navigate('/events')}
    />
  );
}

function EventPlan({ details, onChanged }: { details: EventDetails; onChanged: () => void }) {
  const { event } = details;
  const shortlist = useEventShortlist(event.id, true);
  const setCurrent = useSetCurrentEvent();
  const toggle = useToggleShortlist();
  const calendar = useDownloadEventCalendar();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [payChoice, setPayChoice] = useState<ReadonlyMap<string, string>>(new Map());
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [cancelling, setCancelling] = useState<EventBooking | null>(null);
  const [editing, setEditing] = useState<'details' | 'delete' | null>(null);
  const navigate = useNavigate();
  const cancellable = useCancellableBooking(cancelling?.booking_id ?? null);
  const refresh = () => {
    onChanged();
    void shortlist.refetch();
  };
  const payment = usePaymentModal({ title: 'Pay for your vendors', onChanged: refresh });

  const bookedVendorIds = useMemo(
    () => new Set(details.bookings.filter(isScheduled).map((b) => b.vendor_id)),
    [details.bookings],
  );
  // The payment: ticked vendors still on the shortlist and not booked, each with the offer or package chosen
  // (by default its newest offer, else its cheapest package).
  const { selection, totalCents } = useMemo(() => {
    const chosen = new Map<string, string>();
    let sum = 0;
    for (const item of shortlist.data ?? []) {
      if (!ticked.has(item.vendor_id) || bookedVendorIds.has(item.vendor_id) || taken.has(item.vendor_id))
        continue;
      const choice = chosenPayChoice(payChoices(item, event), payChoice.get(item.vendor_id));
      if (!choice) continue;
      chosen.set(item.vendor_id, choice.value);
      sum += choice.totalCents;
    }
    return { selection: chosen, totalCents: sum };
  }, [shortlist.data, ticked, payChoice, bookedVendorIds, taken, event]);

  const payKey = `event:${event.id}`;
  const paying = payment.busyKey === payKey;
  const payError = payment.errorFor(payKey);
  const selectionProblem = paySelectionError(selection);

  function pay() {
    setTaken(new Set());
    const items = checkoutItems(selection);
    void payment.pay(payKey, async () =>
      eventCheckoutSource(event.id, items, (error: EventCheckoutError) => {
        if (error.vendorIds.length === 0) return;
        setTaken(new Set(error.vendorIds));
        setTicked((t) => new Set([...t].filter((v) => !error.vendorIds.includes(v))));
      }),
    );
  }

  const browseHref = (category?: string) => {
    const params = new URLSearchParams({ date: event.event_date, city: event.city });
    if (category) params.set('category', category);
    return `/?${params}#browse`;
  };
  const end = (() => {
    const [h = 0, m = 0] = event.start_time.split(':').map(Number);
    const minutes = h * 60 + m + Math.round(Number(event.duration_hours) * 60);
    const within = minutes % 1440;
    return formatTime12h(
      `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`,
    );
  })();

  return (
    <>
      <header style={{ display: 'grid', gap: 8 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {event.name}
          </Typography.Title>
          {event.is_current ? <Tag color="orange">Current event</Tag> : null}
        </div>
        <span style={{ fontSize: 16 }}>
          {formatLongDate(event.event_date)}, {formatTime12h(event.start_time.slice(0, 5))}–{end} ·{' '}
          {event.city} · {event.guest_count} guests
        </span>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <LinkButton to={browseHref()}>Find vendors free that day</LinkButton>
          <Button
            onClick={() => calendar.mutate({ eventId: event.id, name: event.name })}
            loading={calendar.isPending}
          >
            {calendar.isPending ? 'Preparing...' : 'Download calendar file'}
          </Button>
          {event.is_current ? null : (
            <Button
              onClick={() => setCurrent.mutate(event.id, { onSuccess: onChanged })}
              loading={setCurrent.isPending}
            >
              {setCurrent.isPending ? 'Switching...' : 'Make current'}
            </Button>
          )}
          <Button onClick={() => setEditing('details')}>Edit event</Button>
          <Button danger onClick={() => setEditing('delete')}>
            Delete event
          </Button>
        </div>
        {editing === 'details' ? (
          <EventFormDialog
            eventId={event.id}
            initial={{
              name: event.name,
              eventDate: event.event_date,
              startTime: event.start_time.slice(0, 5),
              hours: Number(event.duration_hours),
              city: event.city,
              guests: event.guest_count,
              categories: [...event.categories],
            }}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              refresh();
            }}
          />
        ) : null}
        {editing === 'delete' ? (
          <DeleteEventDialog
            event={event}
            onClose={() => setEditing(null)}
            onDeleted={() => navigate('/events', { replace: true })}
          />
        ) : null}
        {setCurrent.error ? (
          <Alert type="error" showIcon role="alert" message={setCurrent.error.message} />
        ) : null}
        {calendar.error ? (
          <Alert type="error" showIcon role="alert" message={calendar.error.message} />
        ) : null}
      </header>
      <ChecklistSection details={details} browseHref={browseHref} />
      <ScheduleSection
        details={details}
        cancellingId={cancelling && cancellable.isPending ? cancelling.booking_id : null}
        onCancel={setCancelling}
      />
      <ShortlistSection
        event={event}
        items={shortlist.data?.filter((i) => !bookedVendorIds.has(i.vendor_id))}
        loading={shortlist.isPending}
        error={shortlist.error?.message ?? null}
        onRetry={() => void shortlist.refetch()}
        bookedVendorIds={bookedVendorIds}
        takenVendorIds={taken}
        ticked={ticked}
        onTick={(vendorId, on) =>
          setTicked((t) => {
            const next = new Set(t);
            if (on) next.add(vendorId);
            else next.delete(vendorId);
            return next;
          })
        }
        payChoice={payChoice}
        onChoose={(vendorId, value) => setPayChoice((m) => new Map(m).set(vendorId, value))}
        onRemove={(item) => toggle.mutate({ vendorId: item.vendor_id, eventId: event.id, saved: false })}
        removingId={toggle.isPending ? (toggle.variables?.vendorId ?? null) : null}
        disabled={paying}
      />
      {toggle.error ? <Alert type="error" showIcon role="alert" message={toggle.error.message} /> : null}
      {(shortlist.data?.length ?? 0) > 0 ? (
        <section
          aria-label="Pay for several vendors"
          style={{
            position: 'sticky',
            bottom: 0,
            display: 'grid',
            gap: 8,
            padding: 12,
            background: brandColors.surface,
            border: `1px solid ${brandColors.border}`,
            borderRadius: radii.md,
            boxShadow: '0 -4px 12px rgba(0,0,0,0.06)',
          }}
        >
          {payError ? <Alert type="error" showIcon role="alert" message={payError} /> : null}
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 8,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <span style={{ color: brandColors.textSecondary, flex: '1 1 220px' }}>
              {selection.size === 0
                ? 'Tick the vendors to book and pay for them at once (2 to 6, one payment).'
                : selectionProblem
                  ? selectionProblem
                  : `One payment of ${formatMoney(totalCents)} including the 5% fee; each vendor gets its own booking.`}
            </span>
            <Button
              type="primary"
              size="large"
              disabled={Boolean(selectionProblem) || paying}
              loading={paying}
              onClick={pay}
            >
              {paying ? 'Processing...' : payLabel(selection.size, formatMoney(totalCents))}
            </Button>
          </div>
        </section>
      ) : null}
      {payment.element}
      {cancelling && cancellable.data ? (
        <CancelBookingDialog
          booking={cancellable.data}
          onClose={() => {
            setCancelling(null);
            refresh();
          }}
        />
      ) : null}
      {cancelling && cancellable.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={`We couldn't open the cancellation: ${cancellable.error.message}`}
        />
      ) : null}
    </>
  );
}
