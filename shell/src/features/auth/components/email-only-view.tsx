import { Field } from '@partyeasy/shared-ui/components/field';
import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES } from '../model/auth-view';
import styles from './auth.module.css';
import { FormMessage, type FormMessageValue } from './form-message';

export interface EmailOnlyViewProps {
  id: string;
  formLabel: string;
  submitLabel: string;
  busyLabel: string;
  isPending: boolean;
  /** Sends the mail; resolves the message to show. */
  send: (email: string) => Promise<FormMessageValue>;
  onBack: () => void;
}

/** An e-mail field and one button: the password-reset and magic-link views. An empty address is refused. */
export function EmailOnlyView({
  id,
  formLabel,
  submitLabel,
  busyLabel,
  isPending,
  send,
  onBack,
}: EmailOnlyViewProps) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessageValue>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setMessage({ type: 'error', text: AUTH_MESSAGES.emailRequired });
    setMessage(undefined);
    setMessage(await send(email));
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={formLabel}>
        <FormMessage value={message} />
        <Field label="Email" htmlFor={id} required>
          <Input
            id={id}
            type="email"
            autoComplete="email"
            size="large"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
          />
        </Field>
        <Button type="primary" htmlType="submit" size="large" block disabled={isPending}>
          {isPending ? busyLabel : submitLabel}
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
