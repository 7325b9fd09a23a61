import type { CalendarDate } from '@partyeasy/shared-domain';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Button, Calendar, Flex, Grid, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { TEMPLATE_DRAG_TYPE } from '../model/drag';
import { dayjs } from '../model/picker-dayjs';
import { slotsOn } from '../model/slot-rows';
import type { AvailabilitySlot } from '../model/types';

export interface AvailabilityCalendarProps {
  slots: readonly AvailabilitySlot[];
  today: CalendarDate;
  /** The last month that can be shown (the loaded window ends there). */
  lastDate: CalendarDate;
  selectedDate: CalendarDate;
  /** `byClick` is true when a day was clicked, false when the month was changed. */
  onSelectDate: (date: CalendarDate, byClick: boolean) => void;
  /** A time-slot template was dropped on `date`. */
  onDropTemplate: (templateId: string, date: CalendarDate) => void;
  loading: boolean;
}

const toDate = (day: Dayjs): CalendarDate => day.format('YYYY-MM-DD');

/** A month calendar onto which time slots are dropped; each day lists its availability. */
export function AvailabilityCalendar({
  slots,
  today,
  lastDate,
  selectedDate,
  onSelectDate,
  onDropTemplate,
  loading,
}: AvailabilityCalendarProps) {
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  const [dropTarget, setDropTarget] = useState<CalendarDate | null>(null);

  const cell = (day: Dayjs, inMonth: boolean) => {
    const date = toDate(day);
    const daySlots = slotsOn(slots, date);
    const past = date < today;
    const selected = date === selectedDate;
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; 'Add to date' is the keyboard way
      <div
        data-date={date}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          if (dropTarget !== date) setDropTarget(date);
        }}
        onDragLeave={() => setDropTarget((current) => (current === date ? null : current))}
        onDrop={(event) => {
          event.preventDefault();
          setDropTarget(null);
          onDropTemplate(event.dataTransfer.getData(TEMPLATE_DRAG_TYPE), date);
        }}
        style={{
          minHeight: compact ? 52 : 96,
          margin: 2,
          padding: compact ? 4 : 6,
          textAlign: 'left',
          borderRadius: radii.sm,
          border: `2px ${dropTarget === date ? 'dashed' : 'solid'} ${
            dropTarget === date || selected ? brandColors.primary : 'transparent'
          }`,
          borderTopColor: dropTarget === date || selected ? brandColors.primary : '#e7e5e4',
          // Days of other months are tinted, not faded: opacity would take their slot labels below 4.5:1.
          background: past
            ? brandColors.pastDayBackground
            : date === today
              ? brandColors.selectedBackground
              : inMonth
                ? brandColors.surface
                : brandColors.outsideMonthBackground,
        }}
      >
        <Typography.Text
          strong={date === today}
          delete={past}
          style={{ color: past || !inMonth ? brandColors.textTertiary : brandColors.text }}
        >
          {day.date()}
        </Typography.Text>
        {compact ? (
          daySlots.length > 0 ? (
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                marginTop: 2,
                fontSize: 11,
                fontWeight: 600,
                color: brandColors.slotText,
              }}
            >
              {daySlots.length} slot{daySlots.length > 1 ? 's' : ''}
            </span>
          ) : null
        ) : (
          <Flex vertical gap={2} style={{ marginTop: 4 }}>
            {daySlots.map((slot) => (
              <span
                key={slot.id}
                data-testid="calendar-slot"
                style={{
                  display: 'block',
                  fontSize: 11,
                  lineHeight: '16px',
                  padding: '1px 4px',
                  borderRadius: radii.sm,
                  background: slot.id.startsWith('pending-')
                    ? brandColors.slotPendingBackground
                    : brandColors.slotBackground,
                  color: brandColors.slotText,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {slot.time_slot_text}
              </span>
            ))}
          </Flex>
        )}
      </div>
    );
  };

  return (
    <Spin spinning={loading} tip="Loading availability...">
      <Calendar
        value={dayjs(selectedDate)}
        onSelect={(day, { source }) => onSelectDate(toDate(day), source === 'date')}
        fullCellRender={(day, info) =>
          info.type === 'date' ? cell(day, day.month() === dayjs(selectedDate).month()) : info.originNode
        }
        headerRender={({ value, onChange }) => {
          const month = value.startOf('month');
          const atLast = month.add(1, 'month').isAfter(dayjs(lastDate), 'month');
          return (
            <Flex align="center" justify="space-between" style={{ padding: '8px 4px 12px' }}>
              <Button aria-label="Previous month" onClick={() => onChange(value.subtract(1, 'month'))}>
                ‹
              </Button>
              <Typography.Title level={3} style={{ margin: 0 }} aria-live="polite">
                {month.format('MMMM YYYY')}
              </Typography.Title>
              <Button
                aria-label="Next month"
                disabled={atLast}
                onClick={() => onChange(value.add(1, 'month'))}
              >
                ›
              </Button>
            </Flex>
          );
        }}
      />
    </Spin>
  );
}
