import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';

/** A page of the shell itself failed (for example a chunk after a new deploy): offer a reload. */

// antd's Result title is a div; the page's main heading must be a heading.
const resultTitle = { font: 'inherit', margin: 0 } as const;

export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title={<h1 style={resultTitle}>Something went wrong</h1>}
      subTitle="This page could not be displayed. Reloading usually fixes it."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
