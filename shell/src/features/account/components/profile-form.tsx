import {
  isEmailAddress,
  pendingEmailMessage,
  SETTINGS_TOAST_MS,
  validateFullName,
} from '@partyeasy/shared-domain';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import type { User } from '@supabase/supabase-js';
import { Alert, Button, Form, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';

const INVALID_EMAIL = 'Please enter a valid email address.';

/**
 * 'Personal Information': Full Name, Email Address, Phone Number and Save Changes. The name is checked with
 * shared-domain's rule before anything is sent; a new e-mail address waits for both confirmation links
 * (GoTrue's secure e-mail change), so the field keeps the current address and a note names the new one.
 */
export function ProfileForm({ user }: { user: User }) {
  const meta = user.user_metadata ?? {};
  const [fullName, setFullName] = useState<string>(meta.full_name ?? meta.name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [phone, setPhone] = useState<string>(meta.phone_number ?? meta.phone ?? '');
  const [nameError, setNameError] = useState<string>();
  const [emailError, setEmailError] = useState<string>();
  const [emailSent, setEmailSent] = useState<string>();
  const update = useUpdateProfile();
  const toaster = useToaster();
  const pending = user.new_email && user.new_email !== user.email ? user.new_email : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFullName(fullName);
    const badEmail = isEmailAddress(email) ? undefined : INVALID_EMAIL;
    setNameError(problem);
    setEmailError(badEmail);
    if (problem || badEmail) return;
    update.mutate(
      { fullName, email, phone, currentEmail: user.email ?? '' },
      {
        onSuccess: ({ ok, message, emailChange }) => {
          if (!ok) return toaster.error(message, { durationMs: SETTINGS_TOAST_MS });
          if (emailChange) {
            // The account keeps its address until both links are followed: the field shows it again.
            // Said in the note under the field, which stays: it is read, not glanced at.
            setEmail(user.email ?? '');
            setEmailSent(emailChange);
            return;
          }
          toaster.success(message, { durationMs: SETTINGS_TOAST_MS });
        },
        onError: (error) =>
          toaster.error(`Update failed: ${error.message}`, { durationMs: SETTINGS_TOAST_MS }),
      },
    );
  };

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate aria-label="Personal Information">
        <Form.Item
          label="Full Name"
          htmlFor="settings-name"
          validateStatus={nameError ? 'error' : undefined}
          help={nameError}
        >
          <Input
            id="settings-name"
            autoComplete="name"
            value={fullName}
            aria-invalid={nameError ? true : undefined}
            onChange={(event) => {
              setFullName(event.target.value);
              setNameError(undefined);
            }}
          />
        </Form.Item>
        <Form.Item
          label="Email Address"
          htmlFor="settings-email"
          validateStatus={emailError ? 'error' : undefined}
          help={emailError}
          extra="Changing your email requires verification: we send a confirmation link to the new address and one to your current address. It changes once you have followed both."
        >
          <Input
            id="settings-email"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={emailError ? true : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
          />
        </Form.Item>
        {pending || emailSent ? (
          <Alert
            type="info"
            showIcon
            role="status"
            style={{ marginBottom: 24 }}
            message={emailSent ?? pendingEmailMessage(pending ?? '')}
          />
        ) : null}
        <Form.Item label="Phone Number" htmlFor="settings-phone">
          <Input
            id="settings-phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </Form>
  );
}
