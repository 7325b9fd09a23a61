import { REFUND_POLICY_LINES } from '@partyeasy/shared-domain';
import { profileText } from './profile-layout';

/** The cancellation policy every profile shows (spec part 2, section 9), with the fee that is kept. */
export function BookingPolicy() {
  return (
    <section aria-labelledby="booking-policy-title">
      <h2 id="booking-policy-title" style={profileText.sectionTitle}>
        Booking Policy
      </h2>
      <h3 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 8px' }}>Cancellation policy</h3>
      <ul style={{ paddingInlineStart: 20 }}>
        {REFUND_POLICY_LINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>Weather and medical emergencies are reviewed case by case.</li>
        <li>Vendors may show different refund policies per package.</li>
      </ul>
    </section>
  );
}
