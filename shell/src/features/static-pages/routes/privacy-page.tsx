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
            'Download your data at any time from Account Settings: one file with everything we hold about you and a file of your bookings.',
            'Delete your account from Account Settings with your password. It cannot be deleted while you have an upcoming paid booking, a payout still due to you, a refund in progress or an open dispute.',
            'When you delete your account you are signed out everywhere at once; your profile, e-mail, name, phone and photos are removed and your listing leaves the site. Booking and payout records are kept for the 7 years of booking history without your personal details, and your reviews stay, shown as "A former host".',
          ],
        },
      ]}
    />
  );
}
