import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The centred card of the auth pages. */
export function AuthCard({
  title,
  wide,
  children,
}: {
  title: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.page}>
      <Card className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <Typography.Title level={1} className={styles.title} style={{ fontSize: 28 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </section>
  );
}
