import {
  bookingsCsv,
  dataExportFileNames,
  PRIVACY_MESSAGES,
  SETTINGS_TOAST_MS,
} from '@partyeasy/shared-domain';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { useNavigate } from '@partyeasy/shared-ui/router';
import type { User } from '@supabase/supabase-js';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { signOut } from '../../session';
import { useDeleteAccount } from '../api/delete-account';
import { useExportMyData } from '../api/export-my-data';
import { useDeletionBlockers } from '../api/get-deletion-blockers';
import { downloadFile, localDay } from '../model/download-file';

/** "Your data and account": download everything as JSON, the bookings as CSV, or delete the account. */
export function PrivacySettings({ user }: { user: User }) {
  const exportData = useExportMyData();
  const toaster = useToaster();
  const [deleting, setDeleting] = useState(false);

  const download = (kind: 'json' | 'csv') =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        const names = dataExportFileNames(localDay());
        if (kind === 'json') downloadFile(names.json, JSON.stringify(data, null, 2), 'application/json');
        else downloadFile(names.csv, bookingsCsv(data), 'text/csv;charset=utf-8');
      },
      onError: (error) => toaster.error(error.message, { durationMs: SETTINGS_TOAST_MS }),
    });

  return (
    <div>
      <h3 style={{ fontSize: 16, marginTop: 0 }}>Download my data</h3>
      <Typography.Paragraph style={{ color: '#57534e' }}>
        Everything we hold about you, right away: your profile, bookings, reviews, the messages you sent and
        the conversations you are in, your listing with its packages, photos and availability, its bookings
        and your payouts.
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 24 }}>
        <Button onClick={() => download('json')} loading={exportData.isPending}>
          Download my data (JSON)
        </Button>
        <Button onClick={() => download('csv')} loading={exportData.isPending}>
          Download my bookings (CSV)
        </Button>
      </Space>
      <h3 style={{ fontSize: 16 }}>Delete my account</h3>
      <Typography.Paragraph style={{ color: '#57534e' }}>
        Your profile, e-mail, name, phone and photos are removed and your listing leaves the site. Bookings
        and payouts are kept for 7 years without your personal details; your reviews stay, shown as "A former
        host". This cannot be undone.
      </Typography.Paragraph>
      <Button danger onClick={() => setDeleting(true)}>
        Delete my account
      </Button>
      {deleting ? <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} /> : null}
    </div>
  );
}

function DeleteAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const blockers = useDeletionBlockers(user.id, true);
  const remove = useDeleteAccount();
  const toaster = useToaster();
  const navigate = useNavigate();
  const id = useId();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [refusal, setRefusal] = useState<{ message: string; blockers?: string[] }>();
  const reasons = refusal?.blockers ?? blockers.data ?? [];

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setPasswordError(undefined);
    setRefusal(undefined);
    remove.mutate(password, {
      onSuccess: async (result) => {
        if (!result.ok) {
          if (result.field === 'password') return setPasswordError(result.message);
          return setRefusal({ message: result.message, blockers: result.blockers });
        }
        toaster.success(PRIVACY_MESSAGES.deleted, { durationMs: SETTINGS_TOAST_MS });
        // The sessions are gone on the server already: only this browser's copy is dropped.
        await navigate('/', { flushSync: true });
        await signOut('local');
      },
      onError: () => setRefusal({ message: PRIVACY_MESSAGES.deleteFailed }),
    });
  };

  return (
    <Modal
      open
      title="Delete your account?"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="delete"
          danger
          type="primary"
          loading={remove.isPending}
          disabled={reasons.length > 0}
          onClick={() => submit()}
        >
          Delete my account
        </Button>,
      ]}
    >
      <ul style={{ paddingLeft: 20 }}>
        <li>You are signed out on every device and cannot sign in again.</li>
        <li>Your profile, e-mail, name, phone and photos are removed; your listing leaves the site.</li>
        <li>
          Bookings and payouts are kept for 7 years without your personal details, as the Privacy Policy says;
          your reviews stay, shown as "A former host".
        </li>
      </ul>
      {reasons.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message="Your account can't be deleted yet"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          }
        />
      ) : refusal ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={refusal.message} />
      ) : null}
      <form onSubmit={submit}>
        <Form layout="vertical" component="div">
          <Form.Item
            label="Type your password to confirm"
            htmlFor={id}
            validateStatus={passwordError ? 'error' : undefined}
            help={passwordError}
          >
            <Input.Password
              id={id}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={passwordError ? true : undefined}
            />
          </Form.Item>
        </Form>
      </form>
    </Modal>
  );
}
