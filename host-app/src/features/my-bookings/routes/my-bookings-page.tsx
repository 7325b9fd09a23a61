import { PagePlaceholder } from '../../../components/page-placeholder';

export function MyBookingsPage() {
  return <PagePlaceholder title="My bookings" description="The list of your bookings is coming soon." />;
}
