import {
  ACCOUNT_MESSAGES,
  PASSWORD_RESET_REDIRECT_MS,
  validatePasswordLength,
  validateResetPassword,
} from '@partyeasy/shared-domain';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useNavigate, useSearchParams } from '@partyeasy/shared-ui/router';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { signOut } from '../../session';
import { exchangeResetCode } from '../api/exchange-reset-code';
import { useUpdatePassword } from '../api/update-password';
import { AuthCard } from '../components/auth-card';
import { FormMessage, type FormMessageValue } from '../components/form-message';

const INVALID_LINK = 'Invalid or expired reset link.';

/** Opened from the reset mail: exchanges its code for a session, then takes the new password twice. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [code] = useState(() => params.get('code'));
  const [linkState, setLinkState] = useState<'checking' | 'ready' | 'invalid'>('checking');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<FormMessageValue>();
  const [done, setDone] = useState(false);
  const update = useUpdatePassword();

  useEffect(() => {
    let active = true;
    exchangeResetCode(code).then(
      (ok) => active && setLinkState(ok ? 'ready' : 'invalid'),
      () => active && setLinkState('invalid'),
    );
    return () => {
      active = false;
    };
  }, [code]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => navigate('/login?reset=done', { replace: true }),
      PASSWORD_RESET_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMessage({ type: 'error', text: ACCOUNT_MESSAGES.newPasswordRequired });
    const mismatch = validateResetPassword(password, confirmation) ?? validatePasswordLength(password);
    if (mismatch) return setMessage({ type: 'error', text: mismatch });
    setMessage(undefined);
    update.mutate(password, {
      onSuccess: async () => {
        // The new password is what counts now; /login asks for it.
        await signOut();
        setMessage({ type: 'success', text: 'Password updated successfully. Redirecting...' });
        setDone(true);
      },
      onError: (error) => setMessage({ type: 'error', text: `Error: ${error.message}` }),
    });
  };

  return (
    <AuthCard title="Reset your password">
      {linkState === 'checking' ? (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <p role="status">Checking your reset link...</p>
        </div>
      ) : linkState === 'invalid' ? (
        <>
          <Alert type="error" showIcon role="alert" message={INVALID_LINK} style={{ marginBottom: 16 }} />
          <p style={{ textAlign: 'center' }}>
            <Link to="/login">Back to log in</Link> to request a new link.
          </p>
        </>
      ) : (
        <Form layout="vertical" component="div">
          <form onSubmit={submit} noValidate aria-label="Set a new password">
            <FormMessage value={message} />
            <Form.Item label="New password" htmlFor="reset-password" required>
              <Input.Password
                id="reset-password"
                autoComplete="new-password"
                size="large"
                value={password}
                disabled={done}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Form.Item>
            <Form.Item label="Confirm new password" htmlFor="reset-confirmation" required>
              <Input.Password
                id="reset-confirmation"
                autoComplete="new-password"
                size="large"
                value={confirmation}
                disabled={done}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block disabled={update.isPending || done}>
              {update.isPending ? 'Updating...' : 'Update Password'}
            </Button>
          </form>
        </Form>
      )}
    </AuthCard>
  );
}
