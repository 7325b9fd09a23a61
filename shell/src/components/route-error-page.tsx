import { Button } from 'antd';
import { useRouteError } from 'react-router-dom';
import { StatusPage } from './status-page';

/** A page of the shell itself failed (for example a chunk after a new deploy): offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <StatusPage
      status="error"
      title="Something went wrong"
      description="This page could not be displayed. Reloading usually fixes it."
      action={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
