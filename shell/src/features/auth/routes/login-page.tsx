import { ACCOUNT_MESSAGES } from '@partyeasy/shared-domain';
import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Navigate, useNavigate, useSearchParams } from '@partyeasy/shared-ui/router';
import type { ReactNode } from 'react';
import { AuthCard } from '../components/auth-card';
import { AuthViews } from '../components/auth-views';
import { FormMessage } from '../components/form-message';
import { GoogleButton } from '../components/google-button';
import { OrDivider } from '../components/or-divider';
import { useReturnPath } from '../hooks/use-return-path';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';

export interface LoginCardProps {
  productName: ReactNode;
  onGoogleError: (message: string) => void;
  onSignedIn: () => void;
  /** Why the visitor is here, e.g. after a password reset ('Your password was changed…'). */
  notice?: string;
}

/**
 * The log-in card. Also drawn at build time into the shell's `login.html` (`src/prerender.tsx`), which shows
 * it before any script has run.
 */
export function LoginCard({ productName, onGoogleError, onSignedIn, notice }: LoginCardProps) {
  return (
    <AuthCard title={<>Log In to {productName}</>}>
      <FormMessage value={notice ? { type: 'success', text: notice } : undefined} />
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
  const [params] = useSearchParams();
  // The reset page sends the user here with ?reset=done once the new password is set.
  const notice = params.get('reset') === 'done' ? ACCOUNT_MESSAGES.passwordReset : undefined;
  if (useSignedInRedirect()) return <Navigate to={returnPath} replace />;
  return (
    <LoginCard
      productName={productName}
      onGoogleError={(message) => toaster.error(message)}
      onSignedIn={() => navigate(returnPath, { replace: true })}
      notice={notice}
    />
  );
}
