import { Button } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { mergeMessages, seenByOther, type ThreadMessage } from '../model/thread';
import { MessageItem } from './message-item';
import styles from './messages.module.css';

export interface MessageThreadProps {
  /** The pages read so far, newest page first, each newest first. */
  pages: ThreadMessage[][];
  userId: string;
  /** The reader's side of the conversation. */
  role: 'host' | 'vendor';
  otherName: string;
  linksAllowed: boolean;
  otherLastReadAt: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The last try to read older messages failed. */
  olderFailed: boolean;
  loadOlder: () => void;
}

/** Closer to the bottom than this, the view follows new messages down. */
const FOLLOW_PX = 120;
/** Closer to the top than this, the older page is read. */
const OLDER_PX = 80;

/**
 * The messages, oldest at the top, in their own scrolling box: it opens at the newest, reads older pages when
 * scrolled near the top (or 'Load earlier messages', for the keyboard) without moving what is on screen, and
 * follows new messages down when the reader is at the bottom or sent it.
 */
export function MessageThread({
  pages,
  userId,
  role,
  otherName,
  linksAllowed,
  otherLastReadAt,
  hasOlder,
  loadingOlder,
  olderFailed,
  loadOlder,
}: MessageThreadProps) {
  const box = useRef<HTMLElement>(null);
  // The newest page holds the freshest copy of a message: it comes last, so it wins.
  const messages = mergeMessages(...[...pages].reverse());
  const first = messages[0]?.id ?? null;
  const last = messages[messages.length - 1] ?? null;
  const seen = useRef({
    first: null as number | null,
    last: null as number | null,
    height: 0,
    atBottom: true,
  });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = seen.current;
    if (
      before.last === null ||
      (last && last.id !== before.last && (before.atBottom || last.sender_id === userId))
    )
      element.scrollTop = element.scrollHeight;
    else if (first !== before.first && last?.id === before.last)
      // Older messages came in above: keep the ones on screen where they were.
      element.scrollTop += element.scrollHeight - before.height;
    seen.current = {
      first,
      last: last?.id ?? null,
      height: element.scrollHeight,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX,
    };
  });

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    seen.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    seen.current.height = element.scrollHeight;
    if (element.scrollTop < OLDER_PX && hasOlder && !loadingOlder) loadOlder();
  };

  // Only my newest message says it was seen.
  let newestMine: number | null = null;
  for (const message of messages) if (message.sender_id === userId) newestMine = message.id;

  return (
    <section
      ref={box}
      className={styles.thread}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keys
      tabIndex={0}
      aria-label="Messages"
    >
      {hasOlder ? (
        // The button keeps its size while the page is read: what is on screen must not move twice.
        <div style={{ textAlign: 'center', marginBottom: 8 }}>
          <Button size="small" onClick={loadOlder} loading={loadingOlder}>
            Load earlier messages
          </Button>
          {olderFailed && !loadingOlder ? (
            <p role="alert" className={styles.fieldError}>
              We couldn't load earlier messages. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p style={{ textAlign: 'center', color: '#57534e', margin: '24px 0' }}>
          No messages yet. Say hello and ask your question.
        </p>
      ) : (
        <ol aria-label={`Conversation with ${otherName}`}>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.sender_id === userId}
              otherName={otherName}
              role={role}
              linksAllowed={linksAllowed}
              seen={message.id === newestMine && seenByOther(message, otherLastReadAt)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
