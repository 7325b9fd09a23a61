import { PagePlaceholder } from '../../../components/page-placeholder';

export function VendorLandingPage() {
  return (
    <PagePlaceholder
      title="Grow your event business"
      description="Our page for vendors (free to join, 5% fee, payout after the event) is coming soon."
    />
  );
}
