import { needsTermsAcceptance } from '@partyeasy/shared-domain';
import { useLocation } from '@partyeasy/shared-ui/router';
import { lazy, Suspense } from 'react';
import { useTermsStatus } from '../api/terms-consent';
import { useAuthSession } from '../hooks/use-auth-session';

const TermsConsentDialog = lazy(() =>
  import('./terms-consent-dialog').then((m) => ({ default: m.TermsConsentDialog })),
);

/** Pages a user must be able to read or finish before accepting: the documents, and a password reset. */
const UNGATED = new Set(['/terms', '/privacy', '/reset-password']);

/**
 * A signed-in user who has not accepted the current terms version (signed up before it, or through Google
 * on the login page) gets the blocking prompt on every page until they accept or decline (decline signs
 * out). A failed read of the status does not lock the site: it is asked again at the next sign-in.
 */
export function TermsConsentGate() {
  const { user } = useAuthSession();
  const { pathname } = useLocation();
  const status = useTermsStatus(user?.id);
  if (!user || !status.data || UNGATED.has(pathname)) return null;
  if (!needsTermsAcceptance(status.data.version)) return null;
  return (
    <Suspense fallback={null}>
      <TermsConsentDialog userId={user.id} />
    </Suspense>
  );
}
