import { Button } from 'antd';
import { StatusPage } from '../../components/status-page';

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage
      status="warning"
      title="This part of the site is unavailable"
      description="We couldn't load this page right now. The rest of the site still works. Please try again in a moment."
      action={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
