import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Navigate, useNavigate } from '@partyeasy/shared-ui/router';
import { AuthCard } from '../components/auth-card';
import { AuthViews } from '../components/auth-views';
import { useReturnPath } from '../hooks/use-return-path';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';

export function SignupPage() {
  useDocumentTitle('Sign up');
  const { productName } = getRuntimeConfig();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  if (useSignedInRedirect()) return <Navigate to={returnPath} replace />;
  return (
    <AuthCard title={`Join ${productName}`} wide>
      <AuthViews initialView="sign_up" onSignedIn={() => navigate(returnPath, { replace: true })} />
    </AuthCard>
  );
}
