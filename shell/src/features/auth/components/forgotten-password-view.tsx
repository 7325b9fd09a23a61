import { authErrorMessage } from '@partyeasy/shared-domain';
import { useSendPasswordReset } from '../api/send-password-reset';
import { AUTH_MESSAGES } from '../model/auth-view';
import { EmailOnlyView } from './email-only-view';

export function ForgottenPasswordView({ onBack }: { onBack: () => void }) {
  const reset = useSendPasswordReset();
  return (
    <EmailOnlyView
      id="reset-email"
      formLabel="Reset your password"
      submitLabel="Send Reset Link"
      busyLabel="Sending..."
      isPending={reset.isPending}
      onBack={onBack}
      send={(email) =>
        reset.mutateAsync(email).then(
          () => ({
            type: 'success' as const,
            text: AUTH_MESSAGES.resetLinkSentShort,
            detail: AUTH_MESSAGES.resetLinkSent,
          }),
          (error: Error) => ({ type: 'error' as const, text: `Error: ${authErrorMessage(error)}` }),
        )
      }
    />
  );
}
