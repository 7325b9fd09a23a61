import { currentUserAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link, useSearchParams } from '@partyeasy/shared-ui/router';
import { Alert, Button, Result } from 'antd';
import { useAtomValue } from 'jotai';
import { useCancelCheckout } from '../api/cancel-checkout';

// antd's Result title is a div; the page's main heading must be a heading.
const resultTitle = { font: 'inherit', margin: 0 } as const;

/**
 * The checkout's cancel_url (/cancel?booking=<id>): offers to free the held time slot right away. Nothing
 * changes on page load — a link or a prefetch must not cancel a booking — only the host's click does, and
 * the cancel-checkout function accepts it only from the booking's own host.
 */
function ReleaseHold({ bookingId }: { bookingId: string }) {
  watchAuthSession();
  const user = useAtomValue(currentUserAtom);
  const cancel = useCancelCheckout();

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
  if (cancel.data === 'not_found') {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        message="This booking is not one of yours, so nothing was changed."
      />
    );
  }
  if (cancel.isSuccess) {
    return <Alert type="info" showIcon role="status" message="Your reserved time slot was released." />;
  }
  return (
    <Alert
      type="info"
      showIcon
      message="The time you were booking is still held for you; it is freed automatically within about 30 minutes."
      action={
        <Button
          onClick={() => cancel.mutate(bookingId)}
          loading={cancel.isPending}
          disabled={user === undefined || cancel.isPending}
        >
          {cancel.isPending ? 'Releasing...' : 'Release this time slot'}
        </Button>
      }
    />
  );
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
