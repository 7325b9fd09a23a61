import type { RemoteName } from '@partyeasy/shared-domain/backend';
import { Spin } from 'antd';
import { Suspense, use } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemotePages } from './remote-pages';

interface Props {
  remote: RemoteName;
  path: string;
  pages: RemotePages;
}

function RemotePage({ remote, path, pages }: Props) {
  return use(pages.get(remote, path));
}

/** One route owned by a remote: loaded on demand, behind its own error boundary with a retry. */
export function RemoteRoute(props: Props) {
  return (
    <RemoteErrorBoundary onRetry={() => props.pages.forget(props.remote, props.path)}>
      <Suspense
        fallback={
          <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
            <Spin size="large" aria-label="Loading" />
          </div>
        }
      >
        <RemotePage {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
