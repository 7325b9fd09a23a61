import { PagePlaceholder } from '../../../components/page-placeholder';

export function LoginPage() {
  return <PagePlaceholder title="Log In" description="Signing in with e-mail or Google is coming soon." />;
}
