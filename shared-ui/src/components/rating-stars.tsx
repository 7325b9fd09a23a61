import { formatCount, formatRating, ratingSummaryLabel } from '@partyeasy/shared-domain';
import styles from './reviews.module.css';

export interface RatingStarsProps {
  /** Average (or one review's) rating from 1 to 5; null without reviews. */
  value: number | null;
  /** Number of reviews; shown as '(12)' when given. Without reviews the stars say 'No reviews yet'. */
  count?: number;
  /** Font size of the stars in px. */
  size?: number;
  /** Shows the number beside the stars ('4.5'). */
  showValue?: boolean;
}

/**
 * Read-only stars filled to the rating (a 4.5 shows four and a half), with the average and count beside
 * them; screen readers hear one sentence ('Rated 4.5 out of 5 from 12 reviews'). Plain CSS: it is on browse
 * cards of the first visit.
 */
export function RatingStars({ value, count, size = 16, showValue = true }: RatingStarsProps) {
  const rated = value !== null && (count === undefined || count > 0);
  const label = rated
    ? count === undefined
      ? `Rated ${formatRating(value)} out of 5`
      : ratingSummaryLabel(value, count)
    : 'No reviews yet';
  if (!rated) {
    return (
      <span className={`${styles.stars} ${styles.count}`} style={{ fontSize: Math.max(12, size - 2) }}>
        No reviews yet
      </span>
    );
  }
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span className={styles.track} aria-hidden="true" style={{ fontSize: size }}>
        ★★★★★
        <span className={styles.fill} style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {formatRating(value)}
        </span>
      ) : null}
      {count !== undefined ? (
        <span className={styles.count} aria-hidden="true">
          ({formatCount(count)})
        </span>
      ) : null}
    </span>
  );
}
