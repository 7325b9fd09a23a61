import type { RemoteName } from '@partyeasy/shared-domain/backend';
import { Suspense, use } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { DropPrerendered, UnlessPrerendered } from '../prerendered-screen';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemotePages } from './remote-pages';

interface Props {
  remote: RemoteName;
  path: string;
  pages: RemotePages;
}

/**
 * The remote's page, in a box that names the remote and the route that drew it (`data-remote`,
 * `data-route`; `display: contents`, so it adds no box to the layout): where a problem on a page comes from,
 * for support and for the end-to-end tests.
 */
function RemotePage({ remote, path, pages }: Props) {
  return (
    <div data-remote={remote} data-route={path} style={{ display: 'contents' }}>
      {use(pages.get(remote, path))}
      <DropPrerendered />
    </div>
  );
}

/** One route owned by a remote: loaded on demand, behind its own error boundary with a retry. */
export function RemoteRoute(props: Props) {
  return (
    <RemoteErrorBoundary onRetry={() => props.pages.forget(props.remote, props.path)}>
      <Suspense
        fallback={
          <UnlessPrerendered>
            <PageSpinner />
          </UnlessPrerendered>
        }
      >
        <RemotePage {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
