import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  type CalendarDate,
  calendarMonthGrid,
  isInMonth,
  localToday,
  parseCalendarDate,
  shiftMonth,
} from '@partyeasy/shared-domain';
import { Alert, Button, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { brandColors, radii } from '../theme';

export interface MonthCalendarProps {
  /** Dates ('YYYY-MM-DD') on which something can be booked; they carry a green dot. */
  availableDates: ReadonlySet<CalendarDate> | readonly CalendarDate[];
  /** The chosen date, if any. */
  value?: CalendarDate | null;
  onSelect: (date: CalendarDate) => void;
  /** Defaults to the local date; pass it to pin the calendar in stories and tests. */
  today?: CalendarDate;
  /** Earliest selectable date; defaults to today (the booking flow passes tomorrow). */
  minDate?: CalendarDate;
  /** Month shown first; defaults to the month of `value`, else of today. */
  initialMonth?: CalendarDate;
  loading?: boolean;
  /** A load failure, shown above the grid, e.g. 'Failed to load available dates. Please try again.' */
  error?: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function monthOf(date: CalendarDate) {
  const parts = parseCalendarDate(date);
  return parts ? { year: parts.year, monthIndex: parts.month - 1 } : { year: 1970, monthIndex: 0 };
}

/**
 * A month of 42 days from Sunday. Past days are disabled, today is ringed, available days carry a
 * green dot, and only available days from `minDate` on can be chosen.
 */
export function MonthCalendar({
  availableDates,
  value,
  onSelect,
  today = localToday(),
  minDate = today,
  initialMonth,
  loading = false,
  error,
}: MonthCalendarProps) {
  const available = availableDates instanceof Set ? availableDates : new Set(availableDates);
  const [month, setMonth] = useState(() => monthOf(initialMonth ?? value ?? today));
  const cells = calendarMonthGrid(month.year, month.monthIndex);
  const weeks = Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const todayMonth = monthOf(today);
  const atFirstMonth = month.year * 12 + month.monthIndex <= todayMonth.year * 12 + todayMonth.monthIndex;
  const title = dayjs(new Date(month.year, month.monthIndex, 1)).format('MMMM YYYY');

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          shape="circle"
          icon={<LeftOutlined />}
          aria-label="Previous month"
          disabled={atFirstMonth}
          onClick={() => setMonth(shiftMonth(month.year, month.monthIndex, -1))}
        />
        <Typography.Text strong aria-live="polite" style={{ fontSize: 17 }}>
          {title}
        </Typography.Text>
        <Button
          shape="circle"
          icon={<RightOutlined />}
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(month.year, month.monthIndex, 1))}
        />
      </div>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Spin spinning={loading} tip="Loading available dates...">
        <table
          aria-label={title}
          aria-busy={loading}
          style={{ width: '100%', borderCollapse: 'separate', borderSpacing: 2, tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th
                  key={weekday}
                  scope="col"
                  abbr={weekday}
                  style={{ fontSize: 12, fontWeight: 600, color: brandColors.textTertiary, paddingBottom: 4 }}
                >
                  {weekday.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((date) => {
                  const past = date < today;
                  const isAvailable = available.has(date) && !past;
                  const selectable = isAvailable && date >= minDate;
                  const selected = date === value;
                  const isToday = date === today;
                  const outside = !isInMonth(date, month.year, month.monthIndex);
                  const label = `${dayjs(date).format('dddd, MMMM D, YYYY')}${isAvailable ? ', available' : ''}`;
                  return (
                    <td key={date} style={{ padding: 0 }}>
                      <button
                        type="button"
                        disabled={!selectable}
                        aria-label={label}
                        aria-current={isToday ? 'date' : undefined}
                        aria-pressed={selected}
                        onClick={() => onSelect(date)}
                        style={{
                          position: 'relative',
                          width: '100%',
                          aspectRatio: '1 / 1',
                          maxHeight: 48,
                          minHeight: 36,
                          border: isToday ? `2px solid ${brandColors.primary}` : '2px solid transparent',
                          borderRadius: radii.md,
                          background: selected
                            ? brandColors.primary
                            : isToday
                              ? brandColors.selectedBackground
                              : 'transparent',
                          color: selected
                            ? '#fff'
                            : !selectable
                              ? '#a8a29e'
                              : outside
                                ? brandColors.textTertiary
                                : brandColors.text,
                          fontWeight: isToday || selected ? 700 : 500,
                          fontSize: 15,
                          cursor: selectable ? 'pointer' : 'not-allowed',
                          textDecoration: past ? 'line-through' : 'none',
                        }}
                      >
                        {Number(date.slice(8))}
                        {isAvailable ? (
                          <span
                            aria-hidden="true"
                            data-testid="available-dot"
                            style={{
                              position: 'absolute',
                              left: '50%',
                              bottom: 3,
                              width: 6,
                              height: 6,
                              marginLeft: -3,
                              borderRadius: radii.pill,
                              background: selected ? '#fff' : brandColors.success,
                            }}
                          />
                        ) : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Spin>
    </div>
  );
}
