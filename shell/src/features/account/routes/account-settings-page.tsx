import { PagePlaceholder } from '../../../components/page-placeholder';

export function AccountSettingsPage() {
  return (
    <PagePlaceholder
      title="Account Settings"
      description="Editing your personal information and password is coming soon."
    />
  );
}
