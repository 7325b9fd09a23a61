import { formatMoney } from '@partyeasy/shared-domain';
import { Descriptions } from 'antd';
import type { QuoteOffer } from '../api/types';
import { refundPolicyLabel } from '../model/offer-checks';
import { eventWhen } from '../model/quote-status';

const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An offer's terms as the host sees them: price, what it includes, the event, its expiry and refund policy. */
export function OfferSummary({ offer }: { offer: QuoteOffer }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={[
        { key: 'price', label: 'Total price', children: formatMoney(offer.price_cents) },
        {
          key: 'event',
          label: 'Event',
          children: eventWhen(offer.event_date, offer.start_time, offer.duration_hours),
        },
        {
          key: 'includes',
          label: 'Includes',
          children: <span style={{ whiteSpace: 'pre-wrap' }}>{offer.includes}</span>,
        },
        { key: 'expires', label: 'Expires', children: when.format(new Date(offer.expires_at)) },
        { key: 'refund', label: 'Refund policy', children: refundPolicyLabel(offer.refund_policy) },
      ]}
    />
  );
}
