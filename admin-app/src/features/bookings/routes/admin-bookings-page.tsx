import { PagePlaceholder } from '../../../components/page-placeholder';

export function AdminBookingsPage() {
  return <PagePlaceholder title="Bookings" description="The overview of every booking is coming soon." />;
}
