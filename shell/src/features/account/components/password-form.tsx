import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import {
  authErrorMessage,
  passwordRequirements,
  SETTINGS_TOAST_MS,
  validatePasswordChange,
} from '@partyeasy/shared-domain';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Button, Form } from 'antd';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../api/change-password';
import styles from './account.module.css';
import { PasswordInput } from './password-input';

/** Security: new password twice, the requirements list turning green, checks in the spec's order. */
export function PasswordForm() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useChangePassword();
  const toaster = useToaster();
  const met = passwordRequirements(password, confirmation);
  const requirements = [
    { key: 'length', label: 'At least 6 characters long', met: met.longEnough },
    { key: 'match', label: 'Passwords match', met: met.matches },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(password, confirmation);
    if (problem) return toaster.error(problem, { durationMs: SETTINGS_TOAST_MS });
    change.mutate(password, {
      onSuccess: ({ ok, message }) => {
        if (!ok) return toaster.error(message, { durationMs: SETTINGS_TOAST_MS });
        toaster.success(message, { durationMs: SETTINGS_TOAST_MS });
        setPassword('');
        setConfirmation('');
      },
      onError: (error) =>
        toaster.error(`Password update failed: ${authErrorMessage(error)}`, {
          durationMs: SETTINGS_TOAST_MS,
        }),
    });
  };

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate aria-label="Security">
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
        <ul className={styles.requirements} aria-label="Password requirements">
          {requirements.map((item) => (
            <li key={item.key} className={item.met ? styles.met : styles.unmet} data-met={item.met}>
              {item.met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
              <span>{item.label}</span>
              <span className={styles.visuallyHidden}>{item.met ? ' (met)' : ' (not met)'}</span>
            </li>
          ))}
        </ul>
        <Button type="primary" htmlType="submit" disabled={change.isPending || password === ''}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </Form>
  );
}
