import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A labelled form field with its error in red below it. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      {children}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}
