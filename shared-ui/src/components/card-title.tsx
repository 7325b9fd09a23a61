import type { ReactNode } from 'react';
import styles from './card-title.module.css';

/** The heading of a section card (antd Card's `title`): an h2, so each card is a section of the page's outline. */
export function CardTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.title}>
      {children}
    </h2>
  );
}
