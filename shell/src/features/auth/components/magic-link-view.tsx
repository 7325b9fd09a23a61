import { authErrorMessage, canSendMagicLink } from '@partyeasy/shared-domain';
import { useSendMagicLink } from '../api/send-magic-link';
import { AUTH_MESSAGES } from '../model/auth-view';
import { EmailOnlyView } from './email-only-view';

export function MagicLinkView({ onBack }: { onBack: () => void }) {
  const magicLink = useSendMagicLink();
  return (
    <EmailOnlyView
      id="magic-link-email"
      formLabel="Send a magic link"
      submitLabel="Send Magic Link"
      busyLabel="Sending..."
      isPending={magicLink.isPending}
      onBack={onBack}
      send={async (email) => {
        if (!canSendMagicLink(email)) return { type: 'error', text: AUTH_MESSAGES.emailRequired };
        return magicLink.mutateAsync(email).then(
          () => ({ type: 'success' as const, text: AUTH_MESSAGES.magicLinkSent }),
          (error: Error) => ({ type: 'error' as const, text: authErrorMessage(error) }),
        );
      }}
    />
  );
}
