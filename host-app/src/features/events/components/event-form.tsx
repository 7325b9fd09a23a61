import { addDays, EVENT_CATEGORIES, localToday } from '@partyeasy/shared-domain';
import { Alert, Button, Checkbox, Form, Input, InputNumber } from 'antd';
import { useId, useState } from 'react';
import { useCreateEvent } from '../api/create-event';
import {
  createEventInput,
  EMPTY_EVENT_FORM,
  type EventFormErrors,
  type EventFormValues,
  fieldOf,
  validateEventForm,
} from '../model/event-form';

export interface EventFormProps {
  /** The event was created (it is the host's current event now): its id. */
  onCreated: (eventId: string) => void;
  /** Shown beside Create (a dialog's Cancel). */
  onCancel?: () => void;
  /** Values to start from (the category of the profile the host came from). */
  initial?: Partial<EventFormValues>;
  submitLabel?: string;
}

/**
 * The event form: name, date (from tomorrow), start time, hours, city, guests and the checklist of
 * categories, checked with shared-domain's rules before sending. A refusal of the server is put under its
 * field, or above the buttons; every value is kept.
 */
export function EventForm({ onCreated, onCancel, initial, submitLabel = 'Create event' }: EventFormProps) {
  const id = useId();
  const tomorrow = addDays(localToday(), 1);
  const [values, setValues] = useState<EventFormValues>(() => ({ ...EMPTY_EVENT_FORM, ...initial }));
  const [errors, setErrors] = useState<EventFormErrors>({});
  const create = useCreateEvent();
  const busy = create.isPending;
  const serverMessage = create.error?.message;
  const serverField = serverMessage ? fieldOf(serverMessage) : undefined;

  function set<K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    if (create.error) create.reset();
  }

  function submit() {
    const found = validateEventForm(values, localToday());
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate(createEventInput(values), { onSuccess: onCreated });
  }

  const item = (key: keyof EventFormValues) => {
    const message = errors[key] ?? (serverField === key ? serverMessage : undefined);
    return { validateStatus: message ? ('error' as const) : undefined, help: message };
  };

  return (
    <form
      noValidate
      aria-label="Plan an event"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Form layout="vertical" component="div" requiredMark={false} disabled={busy}>
        <Form.Item label="Event name" htmlFor={`${id}-name`} {...item('name')}>
          <Input
            id={`${id}-name`}
            value={values.name}
            placeholder="Sam's 30th birthday"
            maxLength={160}
            onChange={(e) => set('name', e.target.value)}
          />
        </Form.Item>
        <div
          style={{
            display: 'grid',
            gap: '0 16px',
            gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          }}
        >
          <Form.Item label="Date" htmlFor={`${id}-date`} {...item('eventDate')}>
            <Input
              id={`${id}-date`}
              type="date"
              min={tomorrow}
              value={values.eventDate}
              onChange={(e) => set('eventDate', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Start time" htmlFor={`${id}-time`} {...item('startTime')}>
            <Input
              id={`${id}-time`}
              type="time"
              step={900}
              value={values.startTime}
              onChange={(e) => set('startTime', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Hours" htmlFor={`${id}-hours`} {...item('hours')}>
            <InputNumber
              id={`${id}-hours`}
              value={values.hours}
              step={0.5}
              inputMode="decimal"
              style={{ width: '100%' }}
              onChange={(n) => set('hours', n ?? null)}
            />
          </Form.Item>
          <Form.Item label="Guests" htmlFor={`${id}-guests`} {...item('guests')}>
            <InputNumber
              id={`${id}-guests`}
              value={values.guests}
              step={1}
              inputMode="numeric"
              style={{ width: '100%' }}
              onChange={(n) => set('guests', n ?? null)}
            />
          </Form.Item>
        </div>
        <Form.Item label="City" htmlFor={`${id}-city`} {...item('city')}>
          <Input
            id={`${id}-city`}
            value={values.city}
            placeholder="Austin, TX"
            autoComplete="address-level2"
            onChange={(e) => set('city', e.target.value)}
          />
        </Form.Item>
        <Form.Item label="What do you need?" {...item('categories')}>
          <Checkbox.Group
            aria-label="What do you need?"
            value={values.categories}
            onChange={(list) => set('categories', list as string[])}
            style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px' }}
            options={EVENT_CATEGORIES.map((c) => ({ label: c, value: c }))}
          />
        </Form.Item>
      </Form>
      {serverMessage && !serverField ? (
        <Alert style={{ marginBottom: 12 }} type="error" showIcon role="alert" message={serverMessage} />
      ) : null}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
          {busy ? 'Creating...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
