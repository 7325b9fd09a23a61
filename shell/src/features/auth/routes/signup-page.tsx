import { PagePlaceholder } from '../../../components/page-placeholder';

export function SignupPage() {
  return <PagePlaceholder title="Sign Up" description="Creating an account is coming soon." />;
}
