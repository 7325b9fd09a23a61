import { SETTINGS_TOAST_MS } from '@partyeasy/shared-domain';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import type { User } from '@supabase/supabase-js';
import { Button, Form, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';

/** 'Personal Information': Full Name, Email Address, Phone Number and Save Changes. */
export function ProfileForm({ user }: { user: User }) {
  const meta = user.user_metadata ?? {};
  const [fullName, setFullName] = useState<string>(meta.full_name ?? meta.name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [phone, setPhone] = useState<string>(meta.phone_number ?? meta.phone ?? '');
  const update = useUpdateProfile();
  const toaster = useToaster();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { fullName, email, phone, currentEmail: user.email ?? '' },
      {
        onSuccess: ({ ok, message }) =>
          ok
            ? toaster.success(message, { durationMs: SETTINGS_TOAST_MS })
            : toaster.error(message, { durationMs: SETTINGS_TOAST_MS }),
        onError: (error) =>
          toaster.error(`Update failed: ${error.message}`, { durationMs: SETTINGS_TOAST_MS }),
      },
    );
  };

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate aria-label="Personal Information">
        <Form.Item label="Full Name" htmlFor="settings-name">
          <Input
            id="settings-name"
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Email Address"
          htmlFor="settings-email"
          extra="Changing your email requires verification: we send a confirmation link to the new address."
        >
          <Input
            id="settings-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Form.Item>
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
