import { ACCOUNT_MESSAGES, authErrorMessage, validatePasswordLength } from '@partyeasy/shared-domain';
import { Field } from '@partyeasy/shared-ui/components/field';
import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useUpdatePassword } from '../api/update-password';
import { FormMessage, type FormMessageValue } from './form-message';

/** Shown after a password-recovery event: the new password; a user-updated event then leads to sign-in. */
export function UpdatePasswordView({ onUpdated }: { onUpdated: () => void }) {
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<FormMessageValue>();
  const update = useUpdatePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMessage({ type: 'error', text: ACCOUNT_MESSAGES.newPasswordRequired });
    const length = validatePasswordLength(password);
    if (length) return setMessage({ type: 'error', text: length });
    setMessage(undefined);
    update.mutate(password, {
      onSuccess: onUpdated,
      onError: (error) => setMessage({ type: 'error', text: authErrorMessage(error) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Update password">
      <FormMessage value={message} />
      <Field label="New password" htmlFor="update-password" required>
        <Input.Password
          id="update-password"
          autoComplete="new-password"
          size="large"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
      </Field>
      <Button type="primary" htmlType="submit" size="large" block disabled={update.isPending}>
        {update.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
