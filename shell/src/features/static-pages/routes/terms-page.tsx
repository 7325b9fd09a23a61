import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { LegalPage } from '../components/legal-page';

export function TermsPage() {
  const { productName } = getRuntimeConfig();
  return (
    <LegalPage
      title="Terms of Service"
      meta={['Effective date: June 18, 2025', 'Last updated: June 18, 2025']}
      intro={`These terms govern your use of ${productName}, a marketplace where event hosts book vendors and vendors offer their services. By using ${productName} you agree to them.`}
      sections={[
        {
          title: 'Eligibility',
          items: ['You must be 18 or older to use the platform, create an account or make a booking.'],
        },
        {
          title: 'Bookings and payments',
          items: [
            'Payments are made by card through a hosted checkout. A 5% processing fee is added to every booking.',
            'Vendors are paid after the event.',
          ],
        },
        {
          title: 'Cancellations by clients',
          items: [
            'Cancelled 72 or more hours before the event: full refund minus processing fees.',
            'Cancelled 24 to 72 hours before the event: 50% refund.',
            'Cancelled less than 24 hours before the event: no refund.',
            'Events within 7 days of booking are fully refunded if cancelled within 4 hours of booking.',
          ],
        },
        {
          title: 'Cancellations by vendors',
          items: ['Vendors must give at least 7 days’ notice to cancel a confirmed booking.'],
        },
        {
          title: 'Refunds and disputes',
          items: [
            'Refunds take 3 to 5 business days to reach your account.',
            'Disputes are handled within 30 days of the event.',
          ],
        },
        {
          title: 'Vendor standards',
          items: [
            'Reply to messages within 24 hours.',
            'Reply to booking requests within 12 hours.',
            'Keep cancellations under 5% of bookings.',
            'Keep an average rating of 4 stars or more.',
          ],
        },
        {
          title: 'Changes to these terms',
          items: ['We announce changes to these terms 30 days before they take effect.'],
        },
      ]}
    />
  );
}
