import { addDays, localToday } from '@partyeasy/shared-domain';
import { Alert, Button, Form, Input, InputNumber, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useQuoteVendorAvailability } from '../api/get-quote-vendor-availability';
import { useRequestQuotes } from '../api/request-quotes';
import {
  EMPTY_QUOTE_FORM,
  type QuoteFormErrors,
  type QuoteFormValues,
  quoteRequestInput,
  validateQuoteForm,
} from '../model/quote-form';

export interface QuoteVendorChoice {
  id: string;
  name: string;
}

export interface QuoteRequestDialogProps {
  /** The vendors asked (1..5, one category). */
  vendors: readonly QuoteVendorChoice[];
  onClose: () => void;
  /** The request was stored: its id. */
  onSent: (requestId: string) => void;
  /** The event date already searched (browse's date filter, the profile's ?date=). */
  initialDate?: string | null;
}

/**
 * The quote request form: event date (from tomorrow), start time, hours, guests, location, an optional budget
 * in dollars and what the host needs, checked with shared-domain's rules before sending. Once a date is
 * chosen each vendor's availability that day is shown, and a vendor can be taken off the request. A refusal
 * is shown above the buttons and the form keeps every value.
 */
export default function QuoteRequestDialog({
  vendors,
  onClose,
  onSent,
  initialDate = null,
}: QuoteRequestDialogProps) {
  const tomorrow = addDays(localToday(), 1);
  const [values, setValues] = useState<QuoteFormValues>(() => ({
    ...EMPTY_QUOTE_FORM,
    eventDate: initialDate && initialDate >= tomorrow ? initialDate : '',
  }));
  const [errors, setErrors] = useState<QuoteFormErrors>({});
  const [chosen, setChosen] = useState<QuoteVendorChoice[]>(() => [...vendors]);
  const send = useRequestQuotes();
  const busy = send.isPending;
  const dateChosen = /^\d{4}-\d{2}-\d{2}$/.test(values.eventDate) && values.eventDate >= tomorrow;
  const availability = useQuoteVendorAvailability(
    chosen.map((v) => v.id),
    dateChosen ? values.eventDate : null,
  );
  const several = vendors.length > 1;

  function set<K extends keyof QuoteFormValues>(key: K, value: QuoteFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function submit() {
    const found = validateQuoteForm(values, localToday());
    setErrors(found);
    if (Object.values(found).some(Boolean) || chosen.length === 0) return;
    send.mutate(
      quoteRequestInput(
        values,
        chosen.map((v) => v.id),
      ),
      { onSuccess: (requestId) => onSent(requestId) },
    );
  }

  const item = (key: keyof QuoteFormValues) => ({
    validateStatus: errors[key] ? ('error' as const) : undefined,
    help: errors[key],
  });

  return (
    <Modal
      open
      title={several ? 'Request quotes' : `Request a quote from ${vendors[0]?.name ?? ''}`}
      okText={several ? `Send ${chosen.length} requests` : 'Send request'}
      cancelText="Cancel"
      okButtonProps={{ loading: busy, disabled: busy || chosen.length === 0 }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      maskClosable={false}
      onCancel={onClose}
      onOk={submit}
      destroyOnHidden
      width={560}
    >
      <Form layout="vertical" component="div" requiredMark={false} disabled={busy}>
        <div
          style={{
            display: 'grid',
            gap: '0 16px',
            gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          }}
        >
          <Form.Item label="Event date" htmlFor="quote-date" {...item('eventDate')}>
            <Input
              id="quote-date"
              type="date"
              min={tomorrow}
              value={values.eventDate}
              onChange={(e) => set('eventDate', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Start time" htmlFor="quote-time" {...item('startTime')}>
            <Input
              id="quote-time"
              type="time"
              step={900}
              value={values.startTime}
              onChange={(e) => set('startTime', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Hours" htmlFor="quote-hours" {...item('hours')}>
            <InputNumber
              id="quote-hours"
              value={values.hours}
              step={0.5}
              inputMode="decimal"
              style={{ width: '100%' }}
              onChange={(n) => set('hours', n ?? null)}
            />
          </Form.Item>
          <Form.Item label="Guests" htmlFor="quote-guests" {...item('guests')}>
            <InputNumber
              id="quote-guests"
              value={values.guests}
              step={1}
              inputMode="numeric"
              style={{ width: '100%' }}
              onChange={(n) => set('guests', n ?? null)}
            />
          </Form.Item>
        </div>
        <Form.Item label="City or location" htmlFor="quote-location" {...item('location')}>
          <Input
            id="quote-location"
            value={values.location}
            autoComplete="address-level2"
            onChange={(e) => set('location', e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Budget (optional)" htmlFor="quote-budget" {...item('budget')}>
          <InputNumber
            id="quote-budget"
            value={values.budget}
            prefix="$"
            step={50}
            inputMode="decimal"
            style={{ width: '100%' }}
            onChange={(n) => set('budget', n ?? null)}
          />
        </Form.Item>
        <Form.Item label="What do you need?" htmlFor="quote-details" {...item('details')}>
          <Input.TextArea
            id="quote-details"
            value={values.details}
            autoSize={{ minRows: 3, maxRows: 8 }}
            onChange={(e) => set('details', e.target.value)}
          />
        </Form.Item>
      </Form>
      <VendorAvailability
        vendors={chosen}
        availability={dateChosen ? availability : null}
        removable={several && !busy}
        onRemove={(id) => setChosen((list) => list.filter((v) => v.id !== id))}
      />
      {send.error ? (
        <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" message={send.error.message} />
      ) : null}
    </Modal>
  );
}

function VendorAvailability({
  vendors,
  availability,
  removable,
  onRemove,
}: {
  vendors: readonly QuoteVendorChoice[];
  availability: ReturnType<typeof useQuoteVendorAvailability> | null;
  removable: boolean;
  onRemove: (id: string) => void;
}) {
  if (vendors.length === 0) {
    return (
      <Alert type="warning" showIcon role="alert" message="Add at least one vendor to send a request." />
    );
  }
  const unavailable = vendors.filter((v) => availability?.data?.[v.id] === false);
  return (
    <section aria-label="Vendors asked" style={{ display: 'grid', gap: 8 }}>
      <strong>{vendors.length === 1 ? 'Vendor' : `Vendors (${vendors.length})`}</strong>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }} aria-live="polite">
        {vendors.map((vendor) => {
          const available = availability?.data?.[vendor.id];
          return (
            <li
              key={vendor.id}
              style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', minHeight: 32 }}
            >
              <span style={{ flex: '1 1 160px' }}>{vendor.name}</span>
              {availability === null ? null : availability.isPending ? (
                <Tag>Checking availability…</Tag>
              ) : available === true ? (
                <Tag color="success">Available that date</Tag>
              ) : available === false ? (
                <Tag color="warning">No availability that date</Tag>
              ) : null}
              {removable ? (
                <Button size="small" onClick={() => onRemove(vendor.id)} aria-label={`Remove ${vendor.name}`}>
                  Remove
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {availability?.isError ? (
        <span role="status">We couldn't check availability; you can still send the request.</span>
      ) : null}
      {unavailable.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          message={
            unavailable.length === 1
              ? `${unavailable[0]?.name} shows no availability on that date. You can remove it or ask anyway.`
              : 'Some vendors show no availability on that date. You can remove them or ask anyway.'
          }
        />
      ) : null}
    </section>
  );
}
