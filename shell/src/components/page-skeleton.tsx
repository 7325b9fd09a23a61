import styles from './page-skeleton.module.css';

const bar = (...names: string[]) => [styles.bar, ...names.map((name) => styles[name])].join(' ');

/** The log-in and sign-up card while its code loads: title, two fields and the button. */
export function AuthCardSkeleton() {
  return (
    <div className={styles.card} role="status" aria-label="Loading">
      <div className={bar('title')} />
      <div className={bar('field')} />
      <div className={bar('field')} />
      <div className={bar('field')} />
      <div className={bar('button')} />
      <div className={bar('short')} />
    </div>
  );
}

/** A text page while its code loads: heading and paragraphs. */
export function PageSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Loading">
      <div className={bar('heading')} />
      <div className={bar()} />
      <div className={bar()} />
      <div className={bar('short')} />
    </div>
  );
}
