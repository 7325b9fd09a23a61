import {
  bookingChangeError,
  formatDuration,
  formatMoney,
  formatTime12h,
  platformFeeCents,
} from '@partyeasy/shared-domain';
import {
  type BookingChangeRow,
  bookingChange,
  declineBookingChange,
  useLatestBookingChange,
} from '@partyeasy/shared-domain/backend';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';

export interface BookingChangePanelProps {
  bookingId: string;
  /** Who is looking: the booking's host or its listing's vendor. */
  side: 'host' | 'vendor';
  /** The booking as it stands (date YYYY-MM-DD, time HH:MM[:SS]). */
  current: { date: string; time: string; hours: number; guests: number; subtotalCents: number };
  /** Whether a change may be proposed now (shared-domain bookingChangeAllowed). */
  allowed: { allowed: true } | { allowed: false; message: string };
  /** The vendor of a booking made from an offer states the new price (others are priced by the server). */
  priceEditable?: boolean;
  /** A booking made from an offer: a host's change keeps the offer's price. */
  offerBooking?: boolean;
  /** The host pays the difference of an accepted change (the page's payment modal). */
  onPay?: (changeId: string) => void;
  /** Whether the payment of a change is starting, and why it last failed. */
  payState?: (changeId: string) => { busy: boolean; error?: string };
  /** Something changed (applied, refunded): the page reads its bookings again. */
  onChanged?: () => void;
}

const when = (date: string, time: string, hours: number, guests: number) =>
  `${dayjs(date).format('ddd, MMM D, YYYY')} at ${formatTime12h(time)} · ${formatDuration(hours)} · ${guests} guest(s)`;

const total = (c: BookingChangeRow, side: 'old' | 'new') =>
  side === 'old' ? c.old_subtotal_cents + c.old_fee_cents : c.new_subtotal_cents + c.new_fee_cents;

/**
 * A paid booking's change ([quotes] item 7): "Change booking" opens the form (date, start time, hours, guests,
 * a note, and the price for a vendor's offer booking); an open proposal shows what changes and what it costs,
 * with Accept and Decline for the other side and Withdraw for its proposer; an accepted higher price asks the
 * host to pay the difference.
 */
export function BookingChangePanel({
  bookingId,
  side: role,
  current,
  allowed,
  priceEditable = false,
  offerBooking = false,
  onPay,
  payState,
  onChanged,
}: BookingChangePanelProps) {
  const latest = useLatestBookingChange(bookingId);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['booking-change', bookingId] }),
      queryClient.invalidateQueries({ queryKey: ['booking-history', bookingId] }),
    ]);
    onChanged?.();
  };

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  const change = latest.data ?? null;
  const openChange =
    change && (change.status === 'proposed' || change.status === 'awaiting_payment') ? change : null;
  const mine = openChange?.proposed_by === role;
  const other = role === 'host' ? 'the vendor' : 'the host';
  const difference = openChange ? total(openChange, 'new') - total(openChange, 'old') : 0;
  const payment = openChange ? payState?.(openChange.id) : undefined;
  const payError = payment?.error;

  return (
    <section aria-label="Change booking" style={{ display: 'grid', gap: 8 }}>
      {openChange ? (
        <Alert
          type={openChange.status === 'awaiting_payment' ? 'warning' : 'info'}
          showIcon
          message={
            openChange.status === 'awaiting_payment'
              ? role === 'host'
                ? `Change accepted: pay the difference of ${formatMoney(difference)} to confirm it.`
                : `Change accepted: waiting for the host to pay the difference of ${formatMoney(difference)}.`
              : mine
                ? `You proposed a change: waiting for ${other}.`
                : `${role === 'host' ? 'The vendor' : 'The host'} proposes a change.`
          }
          description={
            <div style={{ display: 'grid', gap: 2 }}>
              <span>
                New:{' '}
                {when(
                  openChange.new_date,
                  openChange.new_time,
                  Number(openChange.new_hours),
                  openChange.new_guests,
                )}
                , {formatMoney(total(openChange, 'new'))}
              </span>
              <span>
                Was:{' '}
                {when(
                  openChange.old_date,
                  openChange.old_time,
                  Number(openChange.old_hours),
                  openChange.old_guests,
                )}
                , {formatMoney(total(openChange, 'old'))}
              </span>
              <span>
                {difference > 0
                  ? `The host pays ${formatMoney(difference)} more.`
                  : difference < 0
                    ? `${formatMoney(-difference)} goes back to the host's card.`
                    : 'The price stays the same.'}
              </span>
              {openChange.note ? <span>Note: {openChange.note}</span> : null}
            </div>
          }
        />
      ) : change && (change.status === 'declined' || change.status === 'lapsed') ? (
        <Typography.Text type="secondary">
          {change.status === 'declined'
            ? `The last change was declined${change.decline_reason ? `: ${change.decline_reason}` : '.'}`
            : `The last change was not made: ${change.lapse_reason ?? 'the difference was not paid.'}`}
        </Typography.Text>
      ) : null}
      {notice ? <Alert type="success" showIcon role="status" message={notice} /> : null}
      {error || payError ? <Alert type="error" showIcon role="alert" message={error ?? payError} /> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {openChange?.status === 'proposed' && !mine ? (
          <>
            <Button
              type="primary"
              loading={busy}
              onClick={() =>
                void run(async () => {
                  const answer = await bookingChange<{ outcome: string; refundCents?: number }>({
                    action: 'accept',
                    changeId: openChange.id,
                  });
                  if (answer.outcome === 'payment_due') {
                    if (role === 'host') onPay?.(openChange.id);
                    else setNotice('Accepted. The change is made when the host pays the difference.');
                  } else {
                    setNotice(
                      answer.refundCents
                        ? `Change made. ${formatMoney(answer.refundCents)} goes back to the host's card.`
                        : 'Change made.',
                    );
                  }
                })
              }
            >
              {role === 'host' && difference > 0 ? 'Accept and pay the difference' : 'Accept change'}
            </Button>
            <Button disabled={busy} onClick={() => void run(() => declineBookingChange(openChange.id))}>
              Decline change
            </Button>
          </>
        ) : null}
        {openChange?.status === 'proposed' && mine ? (
          <Button disabled={busy} onClick={() => void run(() => declineBookingChange(openChange.id))}>
            Withdraw change
          </Button>
        ) : null}
        {openChange?.status === 'awaiting_payment' && role === 'host' ? (
          <Button type="primary" loading={payment?.busy} onClick={() => onPay?.(openChange.id)}>
            Pay the difference
          </Button>
        ) : null}
        {!openChange && allowed.allowed ? (
          <Button onClick={() => setOpen(true)}>Change booking</Button>
        ) : null}
      </div>
      {open ? (
        <ChangeForm
          current={current}
          priceEditable={priceEditable}
          offerBooking={offerBooking}
          onClose={() => setOpen(false)}
          onSubmit={async (values) => {
            await bookingChange({ action: 'propose', bookingId, ...values });
            setOpen(false);
            setNotice(
              `Change proposed. ${role === 'host' ? 'The vendor' : 'The host'} accepts or declines it.`,
            );
            await refresh();
          }}
        />
      ) : null}
    </section>
  );
}

function ChangeForm({
  current,
  priceEditable,
  offerBooking,
  onClose,
  onSubmit,
}: {
  current: BookingChangePanelProps['current'];
  priceEditable: boolean;
  offerBooking: boolean;
  onClose: () => void;
  onSubmit: (values: {
    date: string;
    startTime: string;
    hours: number;
    guests: number;
    priceCents?: number;
    note?: string;
  }) => Promise<void>;
}) {
  const id = useId();
  const [date, setDate] = useState(current.date);
  const [startTime, setStartTime] = useState(current.time.slice(0, 5));
  const [hours, setHours] = useState<number | null>(current.hours);
  const [guests, setGuests] = useState<number | null>(current.guests);
  const [price, setPrice] = useState<number | null>(current.subtotalCents / 100);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const priceCents = priceEditable && price !== null ? Math.round(price * 100) : undefined;
    const problem = bookingChangeError(
      {
        date,
        startTime,
        hours: hours ?? Number.NaN,
        guests: guests ?? Number.NaN,
        subtotalCents: priceCents,
        note,
      },
      { date: current.date, startTime: current.time, hours: current.hours, guests: current.guests },
    );
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit({
        date,
        startTime,
        hours: hours!,
        guests: guests!,
        ...(priceCents !== undefined ? { priceCents } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  const label = { display: 'grid', gap: 4 } as const;
  return (
    <Modal
      open
      title="Change booking"
      okText="Propose change"
      onOk={() => void submit()}
      okButtonProps={{ loading: busy }}
      onCancel={busy ? undefined : onClose}
      destroyOnHidden
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {priceEditable
            ? 'The other side accepts or declines. State the new price of the booking (before the 5% fee).'
            : offerBooking
              ? "The vendor accepts or declines. The price stays the offer's; the vendor may propose a new price."
              : 'The other side accepts or declines. The new price is worked out from the package when you send it.'}
        </Typography.Paragraph>
        <label htmlFor={`${id}-date`} style={label}>
          Date
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label htmlFor={`${id}-time`} style={label}>
          Start time
          <Input
            id={`${id}-time`}
            type="time"
            value={startTime}
            onChange={(e) => setStartTime(e.target.value)}
          />
        </label>
        <label htmlFor={`${id}-hours`} style={label}>
          Hours
          <InputNumber
            id={`${id}-hours`}
            min={0.5}
            max={24}
            step={0.5}
            value={hours}
            onChange={setHours}
            style={{ width: '100%' }}
          />
        </label>
        <label htmlFor={`${id}-guests`} style={label}>
          Guests
          <InputNumber
            id={`${id}-guests`}
            min={1}
            max={10000}
            value={guests}
            onChange={setGuests}
            style={{ width: '100%' }}
          />
        </label>
        {priceEditable ? (
          <label htmlFor={`${id}-price`} style={label}>
            New price ($)
            <InputNumber
              id={`${id}-price`}
              min={1}
              step={0.01}
              precision={2}
              value={price}
              onChange={setPrice}
              style={{ width: '100%' }}
            />
            {price !== null ? (
              <Typography.Text type="secondary">
                With the 5% fee:{' '}
                {formatMoney(Math.round(price * 100) + platformFeeCents(Math.round(price * 100)))}
              </Typography.Text>
            ) : null}
          </label>
        ) : null}
        <label htmlFor={`${id}-note`} style={label}>
          Note (optional)
          <Input.TextArea
            id={`${id}-note`}
            value={note}
            maxLength={1000}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        {error ? <Alert type="error" showIcon role="alert" message={error} /> : null}
      </div>
    </Modal>
  );
}
