import { currentUserAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useSearchParams } from '@partyeasy/shared-ui/router';
import { Alert, Button, Result } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useCancelCheckout } from '../api/cancel-checkout';

// antd's Result title is a div; the page's main heading must be a heading.
const resultTitle = { font: 'inherit', margin: 0 } as const;

/** The checkout's cancel_url (/cancel?booking=<id>): frees the held time slot right away. */
function ReleaseHold({ bookingId }: { bookingId: string }) {
  watchAuthSession();
  const user = useAtomValue(currentUserAtom);
  const cancel = useCancelCheckout();
  const started = useRef(false);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    cancel.mutate(bookingId);
  }, [user, bookingId, cancel]);

  if (user === null) {
    return (
      <Alert
        type="info"
        showIcon
        message="Log in to release the time you were booking; otherwise it is freed within about 30 minutes."
      />
    );
  }
  if (cancel.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        message="We couldn't release the time slot yet; it is freed automatically within about 30 minutes."
        action={<Button onClick={() => cancel.mutate(bookingId)}>Retry</Button>}
      />
    );
  }
  if (cancel.data === 'already_paid') {
    return <Alert type="success" showIcon message="This booking was already paid. See it in My bookings." />;
  }
  if (cancel.isSuccess) {
    return <Alert type="info" showIcon role="status" message="Your reserved time slot was released." />;
  }
  return <Alert type="info" showIcon role="status" message="Releasing the time slot you were booking..." />;
}

export function PaymentCancelPage() {
  useDocumentTitle('Payment cancelled');
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  return (
    <Result
      status="warning"
      title={<h1 style={resultTitle}>Payment Cancelled</h1>}
      subTitle="You cancelled the checkout. Try again when you're ready."
      extra={
        <div style={{ display: 'grid', gap: 16, justifyItems: 'center' }}>
          {bookingId ? <ReleaseHold bookingId={bookingId} /> : null}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Link to="/">
              <Button type="primary">Back to home</Button>
            </Link>
            <Link to="/dashboard">
              <Button>My bookings</Button>
            </Link>
          </div>
        </div>
      }
    />
  );
}
