import { Button, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** An honest stand-in for a page a later release builds. */
export function PagePlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <section style={{ maxWidth: 880, margin: '0 auto', padding: '48px 16px' }}>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Link to="/">
        <Button type="primary">Back to home</Button>
      </Link>
    </section>
  );
}
