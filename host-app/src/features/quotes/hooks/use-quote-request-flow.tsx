import { logInPath, useCurrentPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { QuoteVendorChoice } from '../components/quote-request-dialog';
import { savePendingQuote, takePendingQuote } from '../model/pending-quote';
import { useCurrentUser } from './use-current-user';

// The form (antd Form, Modal) and the login prompt load when a host first asks for a quote.
const QuoteRequestDialog = lazy(() => import('../components/quote-request-dialog'));
const LoginPrompt = lazy(() => import('@partyeasy/shared-ui/components/login-prompt'));

export interface QuoteRequestFlow {
  /** Opens the request form for these vendors, or asks a visitor to log in first. */
  request: (vendors: readonly QuoteVendorChoice[]) => void;
  /** The form and the login prompt; render it once on the page. */
  element: ReactNode;
}

/**
 * 'Request a quote' and browse's 'Request quotes': a signed-in host gets the request form and, once it is
 * sent, the request's page (/quotes/<id>). A visitor is asked to log in; the vendors wait in this tab and the
 * form opens once they are back on the same page signed in.
 */
export function useQuoteRequestFlow({
  initialDate = null,
}: {
  initialDate?: string | null;
} = {}): QuoteRequestFlow {
  const user = useCurrentUser();
  const userId = user?.id;
  const navigate = useNavigate();
  const here = useCurrentPath();
  const [vendors, setVendors] = useState<readonly QuoteVendorChoice[] | null>(null);
  const [asking, setAsking] = useState<readonly QuoteVendorChoice[] | null>(null);
  const [promptLoaded, setPromptLoaded] = useState(false);

  // Back from logging in: the form the visitor asked for opens now.
  useEffect(() => {
    if (!userId) return;
    const pending = takePendingQuote(here);
    if (pending && pending.length > 0) setVendors(pending);
  }, [userId, here]);

  const request = (chosen: readonly QuoteVendorChoice[]) => {
    if (chosen.length === 0) return;
    if (user === null) {
      setAsking(chosen);
      setPromptLoaded(true);
      return;
    }
    // The session is still being read: the press would have nowhere to go yet.
    if (!user) return;
    setVendors(chosen);
  };

  const leaveFor = (path: string) => {
    if (asking) savePendingQuote(here, asking);
    setAsking(null);
    navigate(path);
  };

  const element = (
    <>
      {promptLoaded ? (
        <Suspense fallback={null}>
          <LoginPrompt
            open={asking !== null}
            title="Log in to request a quote"
            onCancel={() => setAsking(null)}
            onSignUp={() => leaveFor(logInPath(here).replace(/^\/login/, '/signup'))}
            onLogIn={() => leaveFor(logInPath(here))}
          >
            Quote requests and offers are kept in your account. Log in or create an account and the request
            form opens when you come back to this page.
          </LoginPrompt>
        </Suspense>
      ) : null}
      {vendors ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog
            vendors={vendors}
            initialDate={initialDate}
            onClose={() => setVendors(null)}
            onSent={(requestId) => {
              setVendors(null);
              navigate(`/quotes/${requestId}`);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );

  return { request, element };
}
