import { addDays, EVENT_CATEGORIES, localToday } from '@partyeasy/shared-domain';
import { Alert, Button, Checkbox, Form, Input, InputNumber } from 'antd';
import { useId, useState } from 'react';
import { useBrowseCities } from '../../browse/cities';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import {
  createEventInput,
  EMPTY_EVENT_FORM,
  type EventFormErrors,
  type EventFormValues,
  fieldOf,
  validateEventForm,
} from '../model/event-form';

export interface EventFormProps {
  /** The event to change; none: a new one is created (and becomes the host's current event). */
  eventId?: string;
  /** The event was saved: its id. */
  onSaved: (eventId: string) => void;
  /** Shown beside Create (a dialog's Cancel). */
  onCancel?: () => void;
  /** Values to start from (the category of the profile the host came from, or the event being changed). */
  initial?: Partial<EventFormValues>;
}

/**
 * The event form: name, date (from tomorrow), start time, hours, city, guests and the checklist of
 * categories, checked with shared-domain's rules before sending; it creates an event, or changes the one of
 * `eventId`. A refusal of the server is put under its field, or above the buttons; every value is kept.
 */
export function EventForm({ eventId, onSaved, onCancel, initial }: EventFormProps) {
  const id = useId();
  const tomorrow = addDays(localToday(), 1);
  const [values, setValues] = useState<EventFormValues>(() => ({ ...EMPTY_EVENT_FORM, ...initial }));
  const [errors, setErrors] = useState<EventFormErrors>({});
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const save = eventId ? updateEvent : createEvent;
  // The cities vendors serve, as suggestions: browse's location filter matches those names exactly.
  const cities = useBrowseCities();
  const busy = save.isPending;
  const label = eventId ? (busy ? 'Saving...' : 'Save changes') : busy ? 'Creating...' : 'Create event';
  const serverMessage = save.error?.message;
  const serverField = serverMessage ? fieldOf(serverMessage) : undefined;

  function set<K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    if (save.error) save.reset();
  }

  function submit() {
    const found = validateEventForm(values, localToday());
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const input = createEventInput(values);
    if (eventId) updateEvent.mutate({ ...input, eventId }, { onSuccess: (id) => onSaved(id) });
    else createEvent.mutate(input, { onSuccess: (id) => onSaved(id) });
  }

  const item = (key: keyof EventFormValues) => {
    const message = errors[key] ?? (serverField === key ? serverMessage : undefined);
    return { validateStatus: message ? ('error' as const) : undefined, help: message };
  };

  return (
    <form
      noValidate
      aria-label={eventId ? 'Change the event' : 'Plan an event'}
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
            list={`${id}-cities`}
            onChange={(e) => set('city', e.target.value)}
          />
          <datalist id={`${id}-cities`}>
            {(cities.data ?? []).map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
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
          {label}
        </Button>
      </div>
    </form>
  );
}
