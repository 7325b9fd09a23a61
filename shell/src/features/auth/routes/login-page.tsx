import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Navigate, useNavigate } from '@partyeasy/shared-ui/router';
import type { ReactNode } from 'react';
import { AuthCard } from '../components/auth-card';
import { AuthViews } from '../components/auth-views';
import { GoogleButton } from '../components/google-button';
import { OrDivider } from '../components/or-divider';
import { useReturnPath } from '../hooks/use-return-path';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';

export interface LoginCardProps {
  productName: ReactNode;
  onGoogleError: (message: string) => void;
  onSignedIn: () => void;
}

/**
 * The log-in card. Also drawn at build time into the shell's `login.html` (`src/prerender.tsx`), which shows
 * it before any script has run.
 */
export function LoginCard({ productName, onGoogleError, onSignedIn }: LoginCardProps) {
  return (
    <AuthCard title={<>Log In to {productName}</>}>
      <GoogleButton label="Continue with Google" onError={onGoogleError} />
      <OrDivider>or</OrDivider>
      <AuthViews initialView="sign_in" onSignedIn={onSignedIn} />
    </AuthCard>
  );
}

export function LoginPage() {
  useDocumentTitle('Log in');
  const { productName } = getRuntimeConfig();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const toaster = useToaster();
  if (useSignedInRedirect()) return <Navigate to={returnPath} replace />;
  return (
    <LoginCard
      productName={productName}
      onGoogleError={(message) => toaster.error(message)}
      onSignedIn={() => navigate(returnPath, { replace: true })}
    />
  );
}
