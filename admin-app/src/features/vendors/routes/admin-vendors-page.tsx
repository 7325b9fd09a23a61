import { PagePlaceholder } from '../../../components/page-placeholder';

export function AdminVendorsPage() {
  return (
    <PagePlaceholder title="Vendors" description="Reviewing and approving vendor listings is coming soon." />
  );
}
