import { formatEventMonth } from '@partyeasy/shared-domain';
import type { ReactNode } from 'react';
import { RatingStars } from './rating-stars';
import styles from './reviews.module.css';

export interface ReviewCardProps {
  rating: number;
  title: string;
  text: string;
  /** The host's first name only. */
  reviewerName: string;
  /** First day of the event's month, 'YYYY-MM-01'. */
  eventMonth: string;
  /** The vendor's public reply. */
  reply?: string | null;
  /** Who replied ('Response from DJ Nova'); 'Response from the vendor' without it. */
  vendorName?: string;
  /** Shown to the author, the vendor and admins once an admin has hidden the review. */
  hiddenReason?: string | null;
  /** Buttons or a form under the review (edit, reply, hide). */
  actions?: ReactNode;
  /** Heading level of the title in its page (3 on a profile's list). */
  headingLevel?: 2 | 3 | 4;
}

/** One review: stars, title, text, who and when (first name, event month), the vendor's reply. */
export function ReviewCard({
  rating,
  title,
  text,
  reviewerName,
  eventMonth,
  reply,
  vendorName,
  hiddenReason,
  actions,
  headingLevel = 3,
}: ReviewCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.review} aria-label={`Review by ${reviewerName}: ${title}`}>
      <div className={styles.reviewHead}>
        <RatingStars value={rating} showValue={false} />
        <span className={styles.meta}>
          {reviewerName} · {formatEventMonth(eventMonth)}
        </span>
      </div>
      <Heading className={styles.reviewTitle}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {hiddenReason ? <div className={styles.hidden}>Hidden by PartyEasy: {hiddenReason}</div> : null}
      {reply ? (
        <section className={styles.reply} aria-label="Vendor's reply">
          <strong>{vendorName ? `Response from ${vendorName}` : 'Response from the vendor'}</strong>
          <p>{reply}</p>
        </section>
      ) : null}
      {actions ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{actions}</div> : null}
    </article>
  );
}
