import { logInPath, useCurrentPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { Link } from '@partyeasy/shared-ui/router';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useAdminAccess } from '../hooks/use-admin-access';

/** Renders its children for admins only: a skeleton while the user is checked, 'Access Denied' for others. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const access = useAdminAccess();
  const here = useCurrentPath();
  if (access === 'checking') {
    return (
      // The page's frame at once while the user is checked: its place, not a lone spinner.
      <div role="status" aria-label="Checking your access" style={{ padding: '8px 0' }}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (access !== 'admin') {
    return (
      <Result
        status="403"
        title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Access Denied</h2>}
        subTitle="You don't have permission to access this page."
        extra={
          access === 'signed-out' ? (
            <Link to={logInPath(here)}>
              <Button type="primary">Log in</Button>
            </Link>
          ) : (
            <Link to="/">
              <Button>Back to home</Button>
            </Link>
          )
        }
      />
    );
  }
  return children;
}
