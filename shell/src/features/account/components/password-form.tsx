import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import {
  authErrorMessage,
  passwordRequirements,
  SETTINGS_TOAST_MS,
  validatePasswordChange,
} from '@partyeasy/shared-domain';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import type { User } from '@supabase/supabase-js';
import { Alert, Button, Form, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../api/change-password';
import styles from './account.module.css';
import { PasswordInput } from './password-input';

/** Whether the account signs in with a password (an e-mail identity); a Google-only one has none to give. */
function hasPassword(user: User): boolean {
  return (user.identities ?? []).some((identity) => identity.provider === 'email');
}

/**
 * Security: the current password (when the account has one), the new password twice, the requirements list
 * turning green, checks in shared-domain's order; a code field when the server asks for reauthentication.
 */
export function PasswordForm({ user }: { user: User }) {
  const needsCurrent = hasPassword(user);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [codeNotice, setCodeNotice] = useState<string>();
  const [currentError, setCurrentError] = useState<string>();
  const change = useChangePassword();
  const toaster = useToaster();
  const met = passwordRequirements(password, confirmation);
  const requirements = [
    { key: 'length', label: 'At least 6 characters long', met: met.longEnough },
    { key: 'match', label: 'Passwords match', met: met.matches },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(password, confirmation, needsCurrent ? current : undefined);
    setCurrentError(undefined);
    if (problem) return toaster.error(problem, { durationMs: SETTINGS_TOAST_MS });
    change.mutate(
      {
        email: user.email ?? '',
        currentPassword: needsCurrent ? current : undefined,
        password,
        nonce: codeNotice ? code : undefined,
      },
      {
        onSuccess: (result) => {
          if (!result.ok) {
            // A wrong current password is said next to its field only.
            if (result.field === 'current') return setCurrentError(result.message);
            if (result.codeSent) {
              setCodeNotice(result.message);
              return;
            }
            return toaster.error(result.message, { durationMs: SETTINGS_TOAST_MS });
          }
          toaster.success(result.message, { durationMs: SETTINGS_TOAST_MS });
          setCurrent('');
          setPassword('');
          setConfirmation('');
          setCode('');
          setCodeNotice(undefined);
        },
        onError: (error) =>
          toaster.error(`Password update failed: ${authErrorMessage(error)}`, {
            durationMs: SETTINGS_TOAST_MS,
          }),
      },
    );
  };

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate aria-label="Security">
        {needsCurrent ? (
          <Form.Item
            label="Current Password"
            htmlFor="settings-current-password"
            validateStatus={currentError ? 'error' : undefined}
            help={currentError}
          >
            <PasswordInput
              id="settings-current-password"
              name="Current Password"
              autoComplete="current-password"
              value={current}
              onChange={(value) => {
                setCurrent(value);
                setCurrentError(undefined);
              }}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="New Password" htmlFor="settings-new-password">
          <PasswordInput
            id="settings-new-password"
            name="New Password"
            value={password}
            onChange={setPassword}
          />
        </Form.Item>
        <Form.Item label="Confirm New Password" htmlFor="settings-confirm-password">
          <PasswordInput
            id="settings-confirm-password"
            name="Confirm New Password"
            value={confirmation}
            onChange={setConfirmation}
          />
        </Form.Item>
        {codeNotice ? (
          <>
            <Alert type="info" showIcon role="status" message={codeNotice} style={{ marginBottom: 16 }} />
            <Form.Item label="Code from the e-mail" htmlFor="settings-reauth-code">
              <Input
                id="settings-reauth-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
            </Form.Item>
          </>
        ) : null}
        <ul className={styles.requirements} aria-label="Password requirements">
          {requirements.map((item) => (
            <li key={item.key} className={item.met ? styles.met : styles.unmet} data-met={item.met}>
              {item.met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
              <span>{item.label}</span>
              <span className={styles.visuallyHidden}>{item.met ? ' (met)' : ' (not met)'}</span>
            </li>
          ))}
        </ul>
        <Button
          type="primary"
          htmlType="submit"
          disabled={change.isPending || password === '' || (Boolean(codeNotice) && code.length !== 6)}
        >
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </Form>
  );
}
