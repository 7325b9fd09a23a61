import { currentUserAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { DisputeView } from '@partyeasy/shared-ui/components/dispute-view';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useLocation, useParams } from '@partyeasy/shared-ui/router';
import { Alert, Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';

/** /disputes/:id — the host's dispute: the report, the photos, the vendor's offer, the thread. */
export function DisputePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const photoErrors = (location.state as { photoErrors?: string[] } | null)?.photoErrors ?? [];
  useDocumentTitle('Problem report');
  watchAuthSession();
  const user = useAtomValue(currentUserAtom);
  if (user === null) return <LogInRedirect />;
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px', display: 'grid', gap: 16 }}>
      <Link to="/dashboard">← My bookings</Link>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
        Problem report
      </Typography.Title>
      {photoErrors.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          message="Your report was sent, but some photos could not be stored."
          description={photoErrors.join(' · ')}
        />
      ) : null}
      {user ? (
        <DisputeView disputeId={id} />
      ) : (
        <div role="status" aria-label="Loading the dispute">
          <Skeleton active />
        </div>
      )}
    </main>
  );
}
