import { FULL_REFUND_MIN_HOURS, HALF_REFUND_MIN_HOURS } from '@partyeasy/shared-domain';
import { profileText } from './profile-layout';

/** The cancellation policy every profile shows (spec part 2, section 9). */
export function BookingPolicy() {
  return (
    <section aria-labelledby="booking-policy-title">
      <h2 id="booking-policy-title" style={profileText.sectionTitle}>
        Booking Policy
      </h2>
      <h3 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>Cancellation policy</h3>
      <ul style={{ paddingInlineStart: 20 }}>
        <li>{`${FULL_REFUND_MIN_HOURS} or more hours before the event: full refund.`}</li>
        <li>{`${HALF_REFUND_MIN_HOURS} to ${FULL_REFUND_MIN_HOURS} hours before the event: 50% refund.`}</li>
        <li>{`Under ${HALF_REFUND_MIN_HOURS} hours before the event: no refund.`}</li>
        <li>Weather and medical emergencies are reviewed case by case.</li>
        <li>Vendors may show different refund policies per package.</li>
      </ul>
    </section>
  );
}
