/**
 * Development only: a sign-in bar above a remote running on its own (`pnpm dev` in vendor-app/, admin-app/,
 * host-app/), so that its team can work on its signed-in pages without the shell. It signs in with the same
 * shared client as the shell's login page (email and password; the devstack's demo logins are printed by
 * `npm start`). `standalone.tsx` loads it only when `NODE_ENV` is not production: production bundles do not
 * contain it.
 */
import { currentUserAtom, getSupabase } from '@partyeasy/shared-domain/backend';
import { Button, Flex, Input, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';

export function DevSignIn() {
  const user = useAtomValue(currentUserAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const run = async (action: () => Promise<{ error: { message: string } | null }>) => {
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await action();
      if (error) setMessage(error.message);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void run(() => getSupabase().auth.signInWithPassword({ email: email.trim(), password }));
  };

  return (
    <aside
      aria-label="Development sign-in"
      style={{ padding: '8px 16px', background: '#fff7e6', borderBottom: '1px solid #ffd591' }}
    >
      {user ? (
        <Flex gap={12} align="center" wrap>
          <Typography.Text>
            Development: signed in as <strong>{user.email}</strong>
          </Typography.Text>
          <Button size="small" loading={busy} onClick={() => void run(() => getSupabase().auth.signOut())}>
            Sign out
          </Button>
        </Flex>
      ) : (
        <form onSubmit={signIn}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text>Development sign-in</Typography.Text>
            <Input
              aria-label="Email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              style={{ width: 220 }}
            />
            <Input.Password
              aria-label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              style={{ width: 180 }}
            />
            <Button htmlType="submit" type="primary" loading={busy} disabled={!email || !password}>
              Sign in
            </Button>
            {message ? (
              <Typography.Text type="danger" role="alert">
                {message}
              </Typography.Text>
            ) : null}
          </Flex>
        </form>
      )}
    </aside>
  );
}
