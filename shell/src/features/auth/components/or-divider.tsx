import styles from './auth.module.css';

/** "or" between two ways in, on a line across the card, as antd's plain Divider draws it (without its code). */
export function OrDivider({ children }: { children: string }) {
  return (
    <div role="separator" className={styles.or}>
      {children}
    </div>
  );
}
