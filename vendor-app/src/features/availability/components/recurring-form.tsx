import {
  type CalendarDate,
  checkRecurringAvailability,
  defaultRecurringRange,
} from '@partyeasy/shared-domain';
import { Alert, Button, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { TimeField } from './time-field';

const WEEKDAYS = [
  { value: 0, name: 'Sunday' },
  { value: 1, name: 'Monday' },
  { value: 2, name: 'Tuesday' },
  { value: 3, name: 'Wednesday' },
  { value: 4, name: 'Thursday' },
  { value: 5, name: 'Friday' },
  { value: 6, name: 'Saturday' },
];

export interface RecurringRequest {
  startTime: string;
  endTime: string;
  dates: CalendarDate[];
}

export interface RecurringFormProps {
  today: CalendarDate;
  saving: boolean;
  /** Called with the dates to create once the form passes the spec's checks. */
  onCreate: (request: RecurringRequest) => void;
}

/** Many slots at once: the same times on chosen weekdays from a start date to an end date. */
export function RecurringForm({ today, saving, onCreate }: RecurringFormProps) {
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [range, setRange] = useState(() => defaultRecurringRange(today));
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [problem, setProblem] = useState<string>();

  const submit = () => {
    const result = checkRecurringAvailability({
      startTime,
      endTime,
      startDate: range.startDate,
      endDate: range.endDate,
      weekdays,
      today,
    });
    if (result.error) {
      setProblem(result.error);
      return;
    }
    setProblem(undefined);
    onCreate({ startTime, endTime, dates: result.dates });
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap>
        <TimeField id="recurring-start-time" label="Start time" value={startTime} onChange={setStartTime} />
        <TimeField id="recurring-end-time" label="End time" value={endTime} onChange={setEndTime} />
      </Flex>
      <Flex gap={12} wrap>
        <TimeField
          id="recurring-start-date"
          label="Start date"
          type="date"
          value={range.startDate}
          onChange={(startDate) => setRange((r) => ({ ...r, startDate }))}
        />
        <TimeField
          id="recurring-end-date"
          label="End date"
          type="date"
          value={range.endDate}
          onChange={(endDate) => setRange((r) => ({ ...r, endDate }))}
        />
      </Flex>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ marginBottom: 4 }}>
          <Typography.Text strong>Days of the week</Typography.Text>
        </legend>
        <Checkbox.Group
          value={weekdays}
          onChange={(values) => setWeekdays(values as number[])}
          options={WEEKDAYS.map((d) => ({ value: d.value, label: d.name }))}
        />
      </fieldset>
      {problem ? <Alert type="error" showIcon role="alert" message={problem} /> : null}
      <Button type="primary" onClick={submit} loading={saving}>
        Create Recurring Availability
      </Button>
    </Flex>
  );
}
