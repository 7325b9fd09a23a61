import { currentUserAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { DisputeView } from '@partyeasy/shared-ui/components/dispute-view';
import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useParams } from '@partyeasy/shared-ui/router';
import { Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';

/** /vendor/disputes/:id — a problem a host reported with one of the listing's bookings. */
export function VendorDisputePage() {
  const { id = '' } = useParams();
  useDocumentTitle('Reported problem');
  watchAuthSession();
  const user = useAtomValue(currentUserAtom);
  if (user === null) return <LogInRedirect />;
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px', display: 'grid', gap: 16 }}>
      <Link to="/vendor">← Dashboard</Link>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
        Reported problem
      </Typography.Title>
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
