import { type CalendarDate, generateSlots, type TimeSlot } from '@partyeasy/shared-domain';
import { useBlockingBookings } from '../api/get-blocking-bookings';
import { useDayWindows } from '../api/get-day-windows';

/**
 * Bookable slots of one date for a duration: the vendor's windows minus its pending and paid bookings,
 * as shared-domain's generateSlots computes them.
 */
export function useTimeSlots(vendorId: string, date: CalendarDate | null, durationHours: number) {
  const windows = useDayWindows(vendorId, date);
  const bookings = useBlockingBookings(vendorId, date);
  const slots: TimeSlot[] | undefined =
    windows.data && bookings.data
      ? generateSlots({ date, windows: windows.data, durationHours, bookings: bookings.data })
      : undefined;
  return {
    slots,
    loading: Boolean(date) && (windows.isPending || bookings.isPending),
    failed: windows.isError || bookings.isError,
    refetch: () => Promise.all([windows.refetch(), bookings.refetch()]),
  };
}
