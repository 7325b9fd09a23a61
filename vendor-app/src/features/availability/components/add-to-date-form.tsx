import type { CalendarDate } from '@partyeasy/shared-domain';
import { Button, Flex, Select, Typography } from 'antd';
import type { TimeSlotTemplate } from '../model/types';
import { templateText } from './template-list';
import { TimeField } from './time-field';

export interface AddToDateFormProps {
  templates: readonly TimeSlotTemplate[];
  templateId: string | undefined;
  onTemplateChange: (id: string) => void;
  date: CalendarDate;
  onDateChange: (date: CalendarDate) => void;
  saving: boolean;
  onAdd: () => void;
}

/** The keyboard (and phone) way to put a time slot on a date, the same as dropping it there. */
export function AddToDateForm({
  templates,
  templateId,
  onTemplateChange,
  date,
  onDateChange,
  saving,
  onAdd,
}: AddToDateFormProps) {
  return (
    <Flex vertical gap={12}>
      <div style={{ display: 'grid', gap: 4 }}>
        <label htmlFor="add-to-date-template">
          <Typography.Text strong>Time slot</Typography.Text>
        </label>
        <Select
          id="add-to-date-template"
          aria-label="Time slot"
          placeholder="Choose a time slot"
          showSearch
          optionFilterProp="label"
          value={templateId}
          onChange={onTemplateChange}
          options={templates.map((t) => ({ value: t.id, label: templateText(t) }))}
          disabled={templates.length === 0}
        />
      </div>
      <TimeField id="add-to-date-date" label="Date" type="date" value={date} onChange={onDateChange} />
      <Button type="primary" onClick={onAdd} loading={saving} disabled={!templateId || !date}>
        Add to date
      </Button>
    </Flex>
  );
}
