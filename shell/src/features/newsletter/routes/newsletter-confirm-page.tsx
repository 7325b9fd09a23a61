import { NEWSLETTER_MESSAGES } from '@partyeasy/shared-domain';
import { Link, useSearchParams } from '@partyeasy/shared-ui/router';
import { Alert, Button, Result } from 'antd';
import { useConfirmNewsletter } from '../api/confirm-newsletter';

// antd's Result title is a div; the page's main heading must be a heading.
const resultTitle = { font: 'inherit', margin: 0 } as const;

/**
 * /newsletter/confirm?token=… — the link of the newsletter's confirmation mail. Opening it changes nothing
 * (mail scanners open links too); the click on 'Confirm subscription' confirms.
 */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmNewsletter();

  let outcome: React.ReactNode;
  if (confirm.isSuccess) {
    outcome = confirm.data ? (
      <Alert type="success" showIcon role="status" message={NEWSLETTER_MESSAGES.subscribed} />
    ) : (
      <Alert type="warning" showIcon role="alert" message={NEWSLETTER_MESSAGES.linkInvalid} />
    );
  } else if (confirm.isError) {
    outcome = <Alert type="error" showIcon role="alert" message={NEWSLETTER_MESSAGES.failed} />;
  }

  return (
    <Result
      status="info"
      title={<h1 style={resultTitle}>Confirm your newsletter subscription</h1>}
      subTitle="You asked for party ideas and vendor news by e-mail. Confirm to start receiving them."
      extra={
        <div style={{ display: 'grid', gap: 16, justifyItems: 'center' }}>
          {outcome}
          {confirm.isSuccess && confirm.data ? null : (
            <Button
              type="primary"
              onClick={() => confirm.mutate(token)}
              loading={confirm.isPending}
              disabled={!token || confirm.isPending}
            >
              {confirm.isPending ? 'Confirming...' : 'Confirm subscription'}
            </Button>
          )}
          <Link to="/">
            <Button>Back to home</Button>
          </Link>
        </div>
      }
    />
  );
}
