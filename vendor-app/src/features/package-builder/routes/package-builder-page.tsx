import { PagePlaceholder } from '../../../components/page-placeholder';

export function PackageBuilderPage() {
  return (
    <PagePlaceholder
      title="Custom Package Builder"
      description="Describing your services and pricing is coming soon."
    />
  );
}
