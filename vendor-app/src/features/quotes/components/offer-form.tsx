import { PLATFORM_FEE_RATE, QUOTE_OFFER_MAX_DAYS } from '@partyeasy/shared-domain';
import { NativeSelect } from '@partyeasy/shared-ui/components/native-select';
import { Alert, Button, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useMakeOffer } from '../api/make-offer';
import type { VendorQuote } from '../api/types';
import {
  OFFER_REFUND_POLICY_CHOICES,
  type OfferField,
  offerFieldOf,
  offerProblems,
  offerValues,
} from '../model/offer-checks';
import { type OfferDraft, offerDraft } from '../model/offer-draft';

const DAY_CHOICES = Array.from({ length: QUOTE_OFFER_MAX_DAYS }, (_, i) => i + 1);

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <Typography.Text type="danger" id={id} role="alert">
      {text}
    </Typography.Text>
  ) : null;
}

/**
 * The vendor's priced answer to a request: total price, what it includes, the event's date, start time and
 * hours (from the request, changeable), how long the offer stands (at most 7 days, never past the event's
 * start) and optionally another refund policy. With an offer standing, sending replaces it after a
 * confirmation. A refusal from the server is shown and the fields keep what was typed.
 */
export function OfferForm({
  quote,
  timeZone,
  replacing,
  onDone,
  onCancel,
}: {
  quote: VendorQuote;
  timeZone: string;
  /** An open offer stands: sending withdraws it. */
  replacing: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<OfferDraft>(() => offerDraft(quote, replacing ? quote.offer : null));
  const [problems, setProblems] = useState<Partial<Record<OfferField, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const make = useMakeOffer();
  const id = useId();
  const field = (name: OfferField) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-error` : undefined,
    status: problems[name] ? ('error' as const) : undefined,
  });
  const set = <K extends keyof OfferDraft>(key: K, value: OfferDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  const send = () => {
    const now = new Date();
    const found = offerProblems(draft, { now, timeZone });
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    if (replacing && !confirming) {
      setConfirming(true);
      return;
    }
    const values = offerValues(draft, { now, timeZone });
    make.mutate(
      {
        quoteId: quote.quote_id,
        priceCents: values.priceCents as number,
        includes: draft.includes.trim(),
        eventDate: draft.eventDate,
        startTime: draft.startTime,
        hours: values.hours as number,
        expiresAt: (values.expiresAt as Date).toISOString(),
        refundPolicy: values.refundPolicy,
      },
      {
        onSuccess: () => {
          setConfirming(false);
          onDone();
        },
        onError: (error) => {
          setConfirming(false);
          // A refusal about one field is shown next to it too; the fields keep what was typed.
          const at = offerFieldOf(error.message);
          if (at) setProblems({ [at]: error.message });
        },
      },
    );
  };

  const busy = make.isPending;
  return (
    <form
      aria-label={replacing ? 'Replace your offer' : 'Make an offer'}
      style={{ display: 'grid', gap: 12 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div style={{ display: 'grid', gap: 4 }}>
        <label htmlFor={`${id}-price`}>Total price (USD)</label>
        <Input
          {...field('price')}
          inputMode="decimal"
          prefix="$"
          placeholder="0.00"
          value={draft.price}
          onChange={(e) => set('price', e.target.value)}
          style={{ maxWidth: 220 }}
        />
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {`The host pays this plus the ${PLATFORM_FEE_RATE * 100}% service fee.`}
        </Typography.Text>
        <FieldError id={`${id}-price-error`} text={problems.price} />
      </div>
      <div style={{ display: 'grid', gap: 4 }}>
        <label htmlFor={`${id}-includes`}>What the price includes</label>
        <Input.TextArea
          {...field('includes')}
          rows={4}
          value={draft.includes}
          onChange={(e) => set('includes', e.target.value)}
        />
        <FieldError id={`${id}-includes-error`} text={problems.includes} />
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`${id}-eventDate`}>Date</label>
          <Input
            {...field('eventDate')}
            type="date"
            value={draft.eventDate}
            onChange={(e) => set('eventDate', e.target.value)}
          />
          <FieldError id={`${id}-eventDate-error`} text={problems.eventDate} />
        </div>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`${id}-startTime`}>Start time</label>
          <Input
            {...field('startTime')}
            type="time"
            value={draft.startTime}
            onChange={(e) => set('startTime', e.target.value)}
          />
          <FieldError id={`${id}-startTime-error`} text={problems.startTime} />
        </div>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`${id}-hours`}>Hours</label>
          <Input
            {...field('hours')}
            inputMode="decimal"
            value={draft.hours}
            onChange={(e) => set('hours', e.target.value)}
            style={{ width: 100 }}
          />
          <FieldError id={`${id}-hours-error`} text={problems.hours} />
        </div>
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`${id}-validDays`}>Offer stands for</label>
          <NativeSelect
            id={`${id}-validDays`}
            value={draft.validDays}
            onChange={(e) => set('validDays', Number(e.target.value))}
            aria-describedby={problems.validDays ? `${id}-validDays-error` : `${id}-validDays-hint`}
          >
            {DAY_CHOICES.map((days) => (
              <option key={days} value={days}>
                {days === 1 ? '1 day' : `${days} days`}
              </option>
            ))}
          </NativeSelect>
          <Typography.Text type="secondary" style={{ fontSize: 13 }} id={`${id}-validDays-hint`}>
            Never past the event's start.
          </Typography.Text>
          <FieldError id={`${id}-validDays-error`} text={problems.validDays} />
        </div>
        <div style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`${id}-refundPolicy`}>Refund policy</label>
          <NativeSelect
            id={`${id}-refundPolicy`}
            value={draft.refundPolicy}
            onChange={(e) => set('refundPolicy', e.target.value)}
          >
            <option value="">Your profile's policy</option>
            {OFFER_REFUND_POLICY_CHOICES.map((policy) => (
              <option key={policy.value} value={policy.value}>
                {policy.label}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-refundPolicy-error`} text={problems.refundPolicy} />
        </div>
      </div>
      {confirming ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message="Replace your offer?"
          description="Your current offer is withdrawn and the host sees the new one instead."
        />
      ) : null}
      {make.error && !offerFieldOf(make.error.message) ? (
        <Alert type="error" showIcon role="alert" message={make.error.message} />
      ) : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
          {confirming ? 'Yes, replace my offer' : replacing ? 'Replace offer' : 'Send offer'}
        </Button>
        {confirming ? (
          <Button disabled={busy} onClick={() => setConfirming(false)}>
            Keep the current offer
          </Button>
        ) : onCancel ? (
          <Button disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
