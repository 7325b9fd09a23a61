import { lastAuthEventAtom, passwordRecoveryAtom } from '@partyeasy/shared-domain/backend';
import { useAtomValue } from 'jotai';
import { lazy, useEffect, useState } from 'react';
import { signOut } from '../../session';
import { AUTH_MESSAGES, type AuthView } from '../model/auth-view';
import { ForgottenPasswordView } from './forgotten-password-view';
import type { FormMessageValue } from './form-message';
import { MagicLinkView } from './magic-link-view';
import { SignInView } from './sign-in-view';
import { UpdatePasswordView } from './update-password-view';
import { VerifyOtpView } from './verify-otp-view';

/**
 * The sign-up form, with antd's Checkbox and Radio, is only ever the first view of /signup: /login does not
 * load its code (5 scripts fewer there). /signup's route loads it together with its page (`route-table.tsx`),
 * so the page's Suspense shows nothing more for it.
 */
const SignUpView = lazy(() => import('./sign-up-view').then((m) => ({ default: m.SignUpView })));

export interface AuthViewsProps {
  initialView: AuthView;
  onSignedIn: () => void;
}

/**
 * The six auth views. A password-recovery event switches to update_password; the user-updated event
 * that follows the new password switches back to sign_in.
 */
export function AuthViews({ initialView, onSignedIn }: AuthViewsProps) {
  const [view, setView] = useState<AuthView>(initialView);
  const [notice, setNotice] = useState<FormMessageValue>();
  const recovering = useAtomValue(passwordRecoveryAtom);
  const lastEvent = useAtomValue(lastAuthEventAtom);

  useEffect(() => {
    if (recovering) setView('update_password');
  }, [recovering]);

  useEffect(() => {
    if (lastEvent === 'USER_UPDATED')
      setView((current) => (current === 'update_password' ? 'sign_in' : current));
  }, [lastEvent]);

  const toSignIn = () => setView('sign_in');

  switch (view) {
    case 'sign_up':
      return <SignUpView />;
    case 'forgotten_password':
      return <ForgottenPasswordView onBack={toSignIn} />;
    case 'magic_link':
      return <MagicLinkView onBack={toSignIn} />;
    case 'verify_otp':
      return <VerifyOtpView onBack={toSignIn} onSignedIn={onSignedIn} />;
    case 'update_password':
      return (
        <UpdatePasswordView
          onUpdated={() => {
            setNotice({ type: 'success', text: AUTH_MESSAGES.passwordUpdated });
            setView('sign_in');
            // The recovery session has done its job: log in again with the new password.
            void signOut();
          }}
        />
      );
    default:
      return <SignInView key={notice?.text} onSwitch={setView} onSignedIn={onSignedIn} notice={notice} />;
  }
}
