import { lazy, Suspense, useEffect, useState } from 'react';
import type { MonthCalendarProps } from './month-calendar';

export interface DateCalendarPopupProps extends MonthCalendarProps {
  open: boolean;
  onClose: () => void;
}

// The dialog, its calendar and antd's Modal load the first time a date is chosen, not with the page.
const DateCalendarDialog = lazy(() => import('./date-calendar-dialog'));

/** The event-date picker of the filter bars: 'Select Date' / 'Choose your preferred event date'. */
export function DateCalendarPopup(props: DateCalendarPopupProps) {
  const [opened, setOpened] = useState(props.open);
  useEffect(() => {
    if (props.open) setOpened(true);
  }, [props.open]);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <DateCalendarDialog {...props} />
    </Suspense>
  );
}
