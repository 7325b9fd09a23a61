import { authErrorMessage } from '@partyeasy/shared-domain';
import { Field } from '@partyeasy/shared-ui/components/field';
import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useVerifyEmailOtp } from '../api/verify-email-otp';
import { AUTH_MESSAGES } from '../model/auth-view';
import styles from './auth.module.css';
import { FormMessage, type FormMessageValue } from './form-message';

/** Sign-in with the 6-digit code of a magic-link mail. */
export function VerifyOtpView({ onBack, onSignedIn }: { onBack: () => void; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<FormMessageValue>();
  const verify = useVerifyEmailOtp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setMessage({ type: 'error', text: AUTH_MESSAGES.emailRequired });
    if (!code.trim()) return setMessage({ type: 'error', text: AUTH_MESSAGES.codeRequired });
    setMessage(undefined);
    verify.mutate(
      { email, token: code },
      {
        onSuccess: onSignedIn,
        onError: (error) => setMessage({ type: 'error', text: authErrorMessage(error) }),
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Log in with a code">
        <FormMessage value={message} />
        <Field label="Email" htmlFor="otp-email" required>
          <Input
            id="otp-email"
            type="email"
            autoComplete="email"
            size="large"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label="6-digit code" htmlFor="otp-code" required>
          <Input
            id="otp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            size="large"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
        <Button type="primary" htmlType="submit" size="large" block disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify Code'}
        </Button>
      </form>
      <div className={styles.links}>
        <Button type="link" onClick={onBack}>
          Back to log in
        </Button>
      </div>
    </>
  );
}
