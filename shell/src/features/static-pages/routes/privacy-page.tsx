import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { LegalPage } from '../components/legal-page';

export function PrivacyPage() {
  const { productName } = getRuntimeConfig();
  return (
    <LegalPage
      title="Privacy Policy"
      meta={['Version 1.0', 'Effective date: June 18, 2025', 'Last updated: June 18, 2025']}
      intro={`This policy explains what ${productName} collects when you browse, book or list services, how long it is kept and the rights you have.`}
      sections={[
        {
          title: 'What we collect',
          items: [
            'Account details: your name, e-mail address, phone number and whether you host or are a vendor.',
            'Bookings: event dates, locations, guests, packages and instructions you give the vendor.',
            'Payments are handled by our card payment provider; we do not store card numbers.',
          ],
        },
        {
          title: 'Children',
          items: [
            'The platform is not for children: people under 13 may not use it, and we do not knowingly collect their data.',
          ],
        },
        {
          title: 'How long we keep data',
          items: [
            'Booking history: 7 years.',
            'Communication logs: 3 years.',
            'Analytics data: 2 years.',
            'Data of a deleted account is removed within 30 days.',
            'Backups are purged within 90 days.',
          ],
        },
        {
          title: 'Your rights',
          items: [
            'You may ask to see, correct, export or delete your data. We answer every request within 30 days.',
          ],
        },
      ]}
    />
  );
}
