import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

// antd's Result title is a div; the page's main heading must be a heading.
const resultTitle = { font: 'inherit', margin: 0 } as const;

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={resultTitle}>Page not found</h1>}
      subTitle="Sorry, the page you are looking for does not exist or has moved."
      extra={
        <Link to="/">
          <Button type="primary">Back to home</Button>
        </Link>
      }
    />
  );
}
