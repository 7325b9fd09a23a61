import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

// antd's Result title is a div; the page's main heading must be a heading.
const resultTitle = { font: 'inherit', margin: 0 } as const;

export function PaymentCancelPage() {
  return (
    <Result
      status="warning"
      title={<h1 style={resultTitle}>Payment Cancelled</h1>}
      subTitle="You cancelled the checkout. Try again when you're ready."
      extra={
        <Link to="/">
          <Button type="primary">Back to home</Button>
        </Link>
      }
    />
  );
}
