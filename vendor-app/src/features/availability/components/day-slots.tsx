import { type CalendarDate, formatLongDate } from '@partyeasy/shared-domain';
import { Button, Card, Flex, Typography } from 'antd';
import { slotsOn } from '../model/slot-rows';
import type { AvailabilitySlot } from '../model/types';

export interface DaySlotsProps {
  date: CalendarDate;
  slots: readonly AvailabilitySlot[];
  deletingId: string | undefined;
  onDelete: (slot: AvailabilitySlot) => void;
}

/** The availability of the chosen date, each slot with a Delete button. */
export function DaySlots({ date, slots, deletingId, onDelete }: DaySlotsProps) {
  const daySlots = slotsOn(slots, date);
  const label = formatLongDate(date);
  return (
    <Card
      size="small"
      title={<h3 style={{ margin: 0, fontSize: 16, whiteSpace: 'normal' }}>Availability on {label}</h3>}
      aria-live="polite"
    >
      {daySlots.length === 0 ? (
        <Typography.Text type="secondary">No availability on this date.</Typography.Text>
      ) : (
        <ul aria-label={`Availability on ${label}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {daySlots.map((slot) => (
            <li key={slot.id} style={{ padding: '6px 0' }}>
              <Flex align="center" justify="space-between" gap={8}>
                <Typography.Text>{slot.time_slot_text}</Typography.Text>
                {slot.id.startsWith('pending-') ? (
                  <Typography.Text type="secondary">Saving...</Typography.Text>
                ) : (
                  <Button
                    size="small"
                    danger
                    loading={deletingId === slot.id}
                    aria-label={`Delete availability ${slot.time_slot_text ?? ''} on ${label}`}
                    onClick={() => onDelete(slot)}
                  >
                    Delete
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
