import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface StatCardProps {
  /** e.g. 'Total Bookings'. */
  title: string;
  /** Already formatted for display (use `Money` or `Duration` for amounts). */
  value: ReactNode;
  /** A small note under the value, e.g. '5% processing fee'. */
  hint?: string;
  icon?: ReactNode;
  loading?: boolean;
  /** Shown instead of the value when the figure could not be loaded. */
  error?: string;
}

/** One headline figure on a dashboard. */
export function StatCard({ title, value, hint, icon, loading = false, error }: StatCardProps) {
  return (
    <Card aria-busy={loading} style={{ height: '100%' }} styles={{ body: { padding: 20 } }}>
      <Statistic
        title={title}
        loading={loading}
        // Two cards a row on a phone: a smaller figure keeps '$12,345.00' on one line.
        valueStyle={{ fontSize: 'clamp(18px, 5vw, 24px)' }}
        prefix={icon ? <span aria-hidden="true">{icon}</span> : undefined}
        valueRender={() =>
          error ? (
            <Typography.Text type="danger" role="alert" style={{ fontSize: 15 }}>
              {error}
            </Typography.Text>
          ) : (
            value
          )
        }
      />
      {hint ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {hint}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
