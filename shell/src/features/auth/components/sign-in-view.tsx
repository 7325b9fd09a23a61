import { authErrorMessage } from '@partyeasy/shared-domain';
import { Field } from '@partyeasy/shared-ui/components/field';
import { Link } from '@partyeasy/shared-ui/router';
import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useSignInWithPassword } from '../api/sign-in-with-password';
import { useReturnPath, withReturnPath } from '../hooks/use-return-path';
import { AUTH_MESSAGES, type AuthView } from '../model/auth-view';
import styles from './auth.module.css';
import { FormMessage, type FormMessageValue } from './form-message';

export interface SignInViewProps {
  onSwitch: (view: AuthView) => void;
  onSignedIn: () => void;
  /** A message carried over from another view, e.g. 'Your password has been updated'. */
  notice?: FormMessageValue;
}

export function SignInView({ onSwitch, onSignedIn, notice }: SignInViewProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<FormMessageValue | undefined>(notice);
  const signIn = useSignInWithPassword();
  const returnPath = useReturnPath();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!email.trim()) return setMessage({ type: 'error', text: AUTH_MESSAGES.emailRequired });
    if (!password) return setMessage({ type: 'error', text: AUTH_MESSAGES.passwordRequired });
    setMessage(undefined);
    signIn.mutate(
      { email, password },
      {
        onSuccess: onSignedIn,
        onError: (error) => setMessage({ type: 'error', text: authErrorMessage(error) }),
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Log in">
        <FormMessage value={message} />
        <Field label="Email" htmlFor="sign-in-email" required>
          <Input
            id="sign-in-email"
            type="email"
            autoComplete="email"
            size="large"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label="Password" htmlFor="sign-in-password" required>
          <Input.Password
            id="sign-in-password"
            autoComplete="current-password"
            size="large"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Button type="primary" htmlType="submit" size="large" block disabled={signIn.isPending}>
          {signIn.isPending ? 'Logging in...' : 'Log In'}
        </Button>
      </form>
      <div className={styles.links}>
        <Button type="link" onClick={() => onSwitch('forgotten_password')}>
          Forgot your password?
        </Button>
        <Button type="link" onClick={() => onSwitch('magic_link')}>
          Send a magic link
        </Button>
        <Button type="link" onClick={() => onSwitch('verify_otp')}>
          Log in with a code
        </Button>
      </div>
      <p className={styles.switch}>
        Don't have an account? <Link to={withReturnPath('/signup', returnPath)}>Sign up</Link>
      </p>
    </>
  );
}
