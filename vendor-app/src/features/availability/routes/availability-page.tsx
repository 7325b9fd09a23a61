import { PagePlaceholder } from '../../../components/page-placeholder';

export function AvailabilityPage() {
  return (
    <PagePlaceholder title="Availability" description="Managing your time slots and dates is coming soon." />
  );
}
