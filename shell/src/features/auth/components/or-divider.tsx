import styles from './auth.module.css';

/**
 * "or" between two ways in, on a line across the card, as antd's plain Divider draws it (without its code). The
 * lines are decoration; the word is read out as text.
 */
export function OrDivider({ children }: { children: string }) {
  return <p className={styles.or}>{children}</p>;
}
