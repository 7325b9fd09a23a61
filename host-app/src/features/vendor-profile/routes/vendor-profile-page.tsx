import { PagePlaceholder } from '../../../components/page-placeholder';

export function VendorProfilePage() {
  return (
    <PagePlaceholder
      title="Vendor profile"
      description="Vendor packages, add-ons and booking are coming soon."
    />
  );
}
