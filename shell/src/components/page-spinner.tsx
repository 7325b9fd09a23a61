import { brandColors } from '@partyeasy/shared-ui/theme';
import styles from './page-spinner.module.css';

/** What a page shows while its code loads: a spinner, announced as 'Loading'. */
export function PageSpinner() {
  return (
    <div className={styles.box}>
      <div
        role="status"
        aria-label="Loading"
        className={styles.ring}
        style={{ borderTopColor: brandColors.primary }}
      />
    </div>
  );
}
