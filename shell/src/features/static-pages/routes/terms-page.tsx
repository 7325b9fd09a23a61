import { PagePlaceholder } from '../../../components/page-placeholder';

export function TermsPage() {
  return (
    <PagePlaceholder title="Terms of Service" description="The full Terms of Service are coming soon." />
  );
}
