import { formatDuration, formatMoney, type Quote } from '@partyeasy/shared-domain';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import type { BookingSelection, ChosenSlot } from '../model/types';
import { slotLabel } from './slot-picker';

export interface ReservationSummaryProps {
  selection: BookingSelection;
  quote: Quote;
  /** The booking date (the next date for a slot after midnight). */
  date: string | null;
  slot: ChosenSlot | null;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;

/** What is being reserved: vendor, package, add-ons, guests, duration, date, time and the amount. */
export function ReservationSummary({ selection, quote, date, slot }: ReservationSummaryProps) {
  return (
    <section
      aria-labelledby="reservation-summary-title"
      style={{ background: '#fafaf9', borderRadius: 12, padding: 16, display: 'grid', gap: 6 }}
    >
      <Typography.Title id="reservation-summary-title" level={3} style={{ fontSize: 16, margin: 0 }}>
        Reservation Summary
      </Typography.Title>
      <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
        <div style={row}>
          <dt>Vendor</dt>
          <dd style={{ margin: 0, textAlign: 'end' }}>{selection.vendor.name}</dd>
        </div>
        <div style={row}>
          <dt>Package</dt>
          <dd style={{ margin: 0, textAlign: 'end' }}>{selection.pkg.name}</dd>
        </div>
        {selection.addons.length > 0 ? (
          <div style={row}>
            <dt>Add-ons</dt>
            <dd style={{ margin: 0, textAlign: 'end' }}>
              {selection.addons
                .map(({ addon, quantity }) => (quantity > 1 ? `${addon.item} × ${quantity}` : addon.item))
                .join(', ')}
            </dd>
          </div>
        ) : null}
        <div style={row}>
          <dt>Guests</dt>
          <dd style={{ margin: 0 }}>{quote.guests}</dd>
        </div>
        <div style={row}>
          <dt>Duration</dt>
          <dd style={{ margin: 0 }}>{formatDuration(quote.hours)}</dd>
        </div>
        <div style={row}>
          <dt>Date</dt>
          <dd style={{ margin: 0 }}>{date ? dayjs(date).format('ddd, MMM D, YYYY') : 'Not chosen yet'}</dd>
        </div>
        <div style={row}>
          <dt>Time</dt>
          <dd style={{ margin: 0 }}>{slot ? slotLabel(slot) : 'Not chosen yet'}</dd>
        </div>
        <div style={{ ...row, fontWeight: 700 }}>
          <dt>Subtotal</dt>
          <dd style={{ margin: 0 }}>{formatMoney(quote.subtotalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
