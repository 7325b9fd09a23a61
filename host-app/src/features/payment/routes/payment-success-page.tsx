import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Link } from '@partyeasy/shared-ui/router';
import { Button, Result, Space } from 'antd';
import { useEffect, useRef } from 'react';

// antd's Result title is a div; the page's main heading must be a heading.
const resultTitle = { font: 'inherit', margin: 0 } as const;

export function PaymentSuccessPage() {
  useDocumentTitle('Payment successful');
  // The card form that had focus is gone: focus goes to the message, which a screen reader then reads.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Result
      status="success"
      title={
        <h1 ref={heading} tabIndex={-1} style={{ ...resultTitle, outline: 'none' }}>
          Payment Successful!
        </h1>
      }
      subTitle="Thank you for your booking. You'll hear from the vendor soon."
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          <Link to="/dashboard">
            <Button type="primary">View my bookings</Button>
          </Link>
          <Link to="/">
            <Button>Back to home</Button>
          </Link>
        </Space>
      }
    />
  );
}
