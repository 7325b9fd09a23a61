import { formatLongDate } from '@partyeasy/shared-domain';
import { getRuntimeConfig } from '@partyeasy/shared-domain/backend';
import { Link } from '@partyeasy/shared-ui/router';
import { messageParts } from '../model/message-text';
import { formatMessageTime } from '../model/message-time';
import { quoteCard } from '../model/quote-card';
import type { ThreadMessage } from '../model/thread';
import styles from './messages.module.css';

export interface MessageItemProps {
  message: ThreadMessage;
  mine: boolean;
  /** Who wrote a message that is not mine, said to screen readers. */
  otherName: string;
  /** A paid booking exists: web addresses are links. */
  linksAllowed: boolean;
  /** Shown under my newest message once the other side has read it. */
  seen: boolean;
  /** The reader's side of the conversation: a quote card links each side to its own page. */
  role: 'host' | 'vendor';
}

/**
 * One message: the booking it is about, its text (as text, never markup), who and when. A quote message is
 * a card: its title, its summary and the link to act on the quote.
 */
export function MessageItem({ message, mine, otherName, linksAllowed, seen, role }: MessageItemProps) {
  const { productName } = getRuntimeConfig();
  const card = quoteCard(message, role);
  return (
    <li className={`${styles.message} ${mine ? styles.mine : ''}`}>
      {message.booking_id ? (
        <span className={styles.bookingTag}>
          {message.booking_date ? `Booking: ${formatLongDate(message.booking_date)}` : 'About a booking'}
        </span>
      ) : null}
      {message.hidden || message.body === null ? (
        <div className={`${styles.bubble} ${styles.hiddenBubble}`}>
          This message was removed by {productName}.
        </div>
      ) : card ? (
        <article className={styles.quoteCard} aria-label={card.title}>
          <strong className={styles.quoteCardTitle}>{card.title}</strong>
          <span>{message.body}</span>
          {card.link ? (
            <Link to={card.link.href} className={styles.quoteCardLink}>
              {card.link.label}
            </Link>
          ) : null}
        </article>
      ) : (
        <div className={styles.bubble}>
          {messageParts(message.body, linksAllowed).map((part, index) =>
            part.kind === 'link' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
              <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
                {part.text}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
              <span key={index}>{part.text}</span>
            ),
          )}
        </div>
      )}
      <span className={styles.meta}>
        <span className={styles.visuallyHidden}>{mine ? 'You, ' : `${otherName}, `}</span>
        <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
        {seen ? ' · Seen' : ''}
      </span>
    </li>
  );
}
