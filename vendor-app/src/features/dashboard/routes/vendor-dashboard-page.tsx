import { PagePlaceholder } from '../../../components/page-placeholder';

export function VendorDashboardPage() {
  return (
    <PagePlaceholder title="Vendor Dashboard" description="Your bookings and statistics are coming soon." />
  );
}
