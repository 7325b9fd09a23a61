import { Button, Result } from 'antd';

// antd's Result title is a div; the page's main heading must be a heading.
const resultTitle = { font: 'inherit', margin: 0 } as const;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={<h1 style={resultTitle}>This part of the site is unavailable</h1>}
      subTitle="We couldn't load this page right now. The rest of the site still works. Please try again in a moment."
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
