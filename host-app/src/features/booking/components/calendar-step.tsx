import {
  type CalendarDate,
  earliestBookableDate,
  generateSlots,
  localToday,
  type Quote,
  validateBookingDuration,
  validateCalendarDate,
} from '@partyeasy/shared-domain';
import { MonthCalendar } from '@partyeasy/shared-ui/components/month-calendar';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useAvailableDates } from '../api/get-available-dates';
import { blockingBookingsQueryOptions } from '../api/get-blocking-bookings';
import { dayWindowsQueryOptions } from '../api/get-day-windows';
import { useTimeSlots } from '../hooks/use-time-slots';
import { bookingDateOf } from '../model/checkout';
import type { BookingSelection, ChosenSlot } from '../model/types';
import { ReservationSummary } from './reservation-summary';
import { SlotPicker } from './slot-picker';

export const CALENDAR_MESSAGES = {
  datesFailed: 'Failed to load available dates. Please try again.',
  vendorMissing: 'Vendor information is missing',
  missingInfo: 'Missing required information',
  slotsFailed: 'Failed to load available time slots. Please try again.',
  reserveFailed: 'Failed to reserve time slot. Please try again.',
  slotGone: 'This time slot is no longer available. Please choose another time.',
} as const;

export interface CalendarStepProps {
  selection: BookingSelection;
  /** The booking's duration (the quote's hours). */
  hours: number;
  /** Priced with the chosen slot when there is one. */
  quote: Quote;
  date: CalendarDate | null;
  slot: ChosenSlot | null;
  onDateChange: (date: CalendarDate) => void;
  onSlotChange: (slot: ChosenSlot | null) => void;
  onBack: () => void;
  onContinue: () => void;
  /** A message from a later step, e.g. the slot was taken while paying. */
  notice?: string | null;
  /** Defaults to the local date. */
  today?: CalendarDate;
}

/** Step 2: a month of the vendor's available dates from tomorrow on, then that date's time slots. */
export function CalendarStep({
  selection,
  hours,
  quote,
  date,
  slot,
  onDateChange,
  onSlotChange,
  onBack,
  onContinue,
  notice,
  today = localToday(),
}: CalendarStepProps) {
  const vendorId = selection.vendor.id;
  const from = earliestBookableDate(today);
  const dates = useAvailableDates(vendorId, from, Boolean(vendorId));
  const durationError = validateBookingDuration(hours);
  const timeSlots = useTimeSlots(vendorId, date, hours);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const availableDates = dates.data ?? [];

  async function confirmSlot() {
    setError(null);
    if (!vendorId) return setError(CALENDAR_MESSAGES.vendorMissing);
    if (!date || !slot || durationError) return setError(CALENDAR_MESSAGES.missingInfo);
    setChecking(true);
    try {
      // Ask again right before moving on: someone may have taken the time since the list was shown.
      const [windows, bookings] = await Promise.all([
        queryClient.fetchQuery({ ...dayWindowsQueryOptions(vendorId, date), staleTime: 0 }),
        queryClient.fetchQuery({ ...blockingBookingsQueryOptions(vendorId, date), staleTime: 0 }),
      ]);
      const fresh = generateSlots({ date, windows, durationHours: hours, bookings });
      if (!fresh.some((s) => s.start === slot.start && s.startsNextDay === slot.startsNextDay)) {
        onSlotChange(null);
        setError(CALENDAR_MESSAGES.slotGone);
        return;
      }
      onContinue();
    } catch {
      setError(CALENDAR_MESSAGES.reserveFailed);
    } finally {
      setChecking(false);
    }
  }

  if (!vendorId)
    return <Alert type="error" showIcon role="alert" message={CALENDAR_MESSAGES.vendorMissing} />;

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {notice ? <Alert type="warning" showIcon role="alert" message={notice} /> : null}
      {durationError ? <Alert type="error" showIcon role="alert" message={durationError} /> : null}
      {dates.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={CALENDAR_MESSAGES.datesFailed}
          action={<Button onClick={() => dates.refetch()}>Retry</Button>}
        />
      ) : dates.isPending ? (
        <div role="status">Loading available dates...</div>
      ) : (
        <MonthCalendar
          availableDates={availableDates}
          value={date}
          today={today}
          minDate={from}
          initialMonth={date ?? availableDates[0] ?? from}
          onSelect={(picked) => {
            const problem = validateCalendarDate({ date: picked, today, availableDates });
            if (problem) return setError(problem);
            setError(null);
            onDateChange(picked);
          }}
        />
      )}
      {!dates.isPending && !dates.isError && availableDates.length === 0 ? (
        <Typography.Text type="secondary">
          This vendor has no available dates yet. Please check back later.
        </Typography.Text>
      ) : null}
      {date && !durationError ? (
        <section aria-labelledby="time-slots-title" style={{ display: 'grid', gap: 8 }}>
          <Typography.Title id="time-slots-title" level={3} style={{ fontSize: 16, margin: 0 }}>
            Available times
          </Typography.Title>
          <SlotPicker
            slots={timeSlots.slots}
            value={slot}
            onChange={(picked) => {
              setError(null);
              onSlotChange(picked);
            }}
            loading={timeSlots.loading}
            error={timeSlots.failed ? CALENDAR_MESSAGES.slotsFailed : undefined}
            onRetry={() => timeSlots.refetch()}
          />
        </section>
      ) : null}
      <ReservationSummary
        selection={selection}
        quote={quote}
        date={date && slot ? bookingDateOf({ date, slot }) : date}
        slot={slot}
      />
      {error ? <Alert type="error" showIcon role="alert" message={error} /> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button size="large" onClick={onBack}>
          Back
        </Button>
        <Button type="primary" size="large" disabled={checking} onClick={() => void confirmSlot()}>
          {checking ? 'Checking...' : 'Continue'}
        </Button>
      </div>
    </div>
  );
}
