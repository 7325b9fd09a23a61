import { PagePlaceholder } from '../../../components/page-placeholder';

export function OnboardingPage() {
  return <PagePlaceholder title="Vendor Setup" description="The seven-step listing setup is coming soon." />;
}
