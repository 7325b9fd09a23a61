import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link } from '@partyeasy/shared-ui/router';
import { Button } from 'antd';
import { StatusPage } from '../../../components/status-page';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <StatusPage
      status="not-found"
      title="Page not found"
      description="Sorry, the page you are looking for does not exist or has moved."
      action={
        <Link to="/">
          <Button type="primary">Back to home</Button>
        </Link>
      }
    />
  );
}
