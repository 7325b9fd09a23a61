import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { Navigate, useNavigate } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { AuthViews } from '../components/auth-views';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';

export function SignupPage() {
  const { productName } = getRuntimeConfig();
  const navigate = useNavigate();
  if (useSignedInRedirect()) return <Navigate to="/" replace />;
  return (
    <AuthCard title={`Join ${productName}`} wide>
      <AuthViews initialView="sign_up" onSignedIn={() => navigate('/', { replace: true })} />
    </AuthCard>
  );
}
