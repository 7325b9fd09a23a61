import { Heading, Panel } from '@partyeasy/shared-ui/components/prose';
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
      <Panel className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <Heading level={1} className={styles.title} style={{ fontSize: 28 }}>
          {title}
        </Heading>
        {children}
      </Panel>
    </section>
  );
}
