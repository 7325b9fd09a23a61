import { logInPath, useCurrentPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useStartConversation } from '../api/start-conversation';
import { savePendingMessage, takePendingMessage } from '../model/pending-message';
import { useCurrentUser } from './use-current-user';

// Only a visitor's press shows it (antd Modal): loaded then.
const LoginPrompt = lazy(() => import('@partyeasy/shared-ui/components/login-prompt'));

export interface MessageVendor {
  /** 'Message the vendor': opens the conversation, or asks a visitor to log in first. */
  message: () => void;
  /** The conversation is being opened. */
  opening: boolean;
  /** Why it could not be opened (the server's refusal or a connection failure). */
  error: string | null;
  /** The login prompt; render it once on the page. */
  element: ReactNode;
}

/**
 * A profile's 'Message the vendor': a signed-in user goes to the conversation with this listing
 * (`/messages/<id>`, created on first contact). A visitor is asked to log in; the wish waits in this tab and
 * the conversation opens once they are back on the profile signed in, as the booking flow does with a
 * selection.
 */
export function useMessageVendor(vendor: { id: string; name: string }): MessageVendor {
  const user = useCurrentUser();
  const userId = user?.id;
  const navigate = useNavigate();
  const here = useCurrentPath();
  const start = useStartConversation();
  const [asking, setAsking] = useState(false);
  const [promptLoaded, setPromptLoaded] = useState(false);
  const { mutate } = start;

  const open = useCallback(
    () => mutate(vendor.id, { onSuccess: (conversationId) => navigate(`/messages/${conversationId}`) }),
    [mutate, navigate, vendor.id],
  );

  // Back from logging in: the conversation the visitor asked for opens now.
  useEffect(() => {
    if (userId && takePendingMessage(vendor.id)) open();
  }, [userId, vendor.id, open]);

  const message = () => {
    if (user === null) {
      setAsking(true);
      setPromptLoaded(true);
      return;
    }
    // The session is still being read: the press would have nowhere to go yet.
    if (!user || start.isPending) return;
    open();
  };

  const leaveFor = (path: string) => {
    savePendingMessage(vendor.id);
    setAsking(false);
    navigate(path);
  };

  const element = promptLoaded ? (
    <Suspense fallback={null}>
      <LoginPrompt
        open={asking}
        title="Log in to message the vendor"
        onCancel={() => setAsking(false)}
        onSignUp={() => leaveFor(logInPath(here).replace(/^\/login/, '/signup'))}
        onLogIn={() => leaveFor(logInPath(here))}
      >
        Messages are kept in your account so that you and {vendor.name} can both find them. Log in or create
        an account and the conversation opens when you come back to this page.
      </LoginPrompt>
    </Suspense>
  ) : null;

  return { message, opening: start.isPending, error: start.error?.message ?? null, element };
}
