import { useRouteError } from '@partyeasy/shared-ui/router';
import { Button } from 'antd';
import { useLayoutEffect } from 'react';
import { dropPrerendered } from '../app/drop-prerendered';
import { StatusPage } from './status-page';

/** A page of the shell itself failed (for example a chunk after a new deploy): offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  useLayoutEffect(dropPrerendered, []);
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
