import { PagePlaceholder } from '../../../components/page-placeholder';

export function PrivacyPage() {
  return <PagePlaceholder title="Privacy Policy" description="The full Privacy Policy is coming soon." />;
}
