import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { Link, useSearchParams } from '@partyeasy/shared-ui/router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConversationDetails } from '../api/get-conversation-details';
import { useConversationMessages } from '../api/get-conversation-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { addMessages, useConversationLive } from '../hooks/use-conversation-live';
import type { ThreadMessage } from '../model/thread';
import { Composer } from './composer';
import { MessageThread } from './message-thread';
import styles from './messages.module.css';
import { ReportButton } from './report-dialog';

/** What the live region says for a message from the other side (the start of a long one). */
function announce(otherName: string, message: ThreadMessage): string {
  const body = message.body ?? '';
  return `New message from ${otherName}: ${body.length > 200 ? `${body.slice(0, 200)}…` : body}`;
}

/**
 * One conversation: who it is with, its messages (live), the composer and 'Report'. Opening it, and each
 * message from the other side while the page is in view, marks it read. New messages from the other side are
 * announced to screen readers.
 */
export function ConversationView({ conversationId, userId }: { conversationId: string; userId: string }) {
  const details = useConversationDetails(conversationId);
  const messages = useConversationMessages(conversationId);
  const markRead = useMarkConversationRead(userId);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [announcement, setAnnouncement] = useState('');
  const opened = details.isSuccess && messages.isSuccess;
  const otherName = details.data?.other_name ?? '';

  const markReadNow = useRef(markRead.mutate);
  markReadNow.current = markRead.mutate;
  useEffect(() => {
    if (!opened) return undefined;
    markReadNow.current(conversationId);
    const onVisible = () => {
      if (document.visibilityState === 'visible') markReadNow.current(conversationId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [opened, conversationId]);

  const onArrived = useCallback(
    (arrived: ThreadMessage[]) => {
      const theirs = arrived.filter((message) => message.sender_id !== userId);
      const [first, ...rest] = theirs;
      if (!first) return;
      const latest = rest.reduce((a, b) => (Number(b.id) > Number(a.id) ? b : a), first);
      setAnnouncement(announce(otherName, latest));
      if (document.visibilityState === 'visible') markReadNow.current(conversationId);
    },
    [userId, otherName, conversationId],
  );
  useConversationLive(conversationId, opened, onArrived);

  // A failed older page keeps what was read (the button offers it again); only a failed first read ends here.
  if ((details.isError && !details.data) || (messages.isError && !messages.data)) {
    return (
      <section className={styles.page}>
        <LoadError
          message="We couldn't open this conversation. Please try again."
          description={
            <>
              {(details.error ?? messages.error)?.message} <Link to="/messages">Back to your messages</Link>
            </>
          }
          onRetry={() => {
            void details.refetch();
            void messages.refetch();
          }}
          retrying={details.isFetching || messages.isFetching}
        />
      </section>
    );
  }
  if (!details.data || !messages.data) {
    return (
      <section className={styles.page}>
        <div role="status" aria-label="Loading the conversation">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </section>
    );
  }

  const info = details.data;
  const bookingId = params.get('booking');
  const booking = bookingId
    ? { id: bookingId, date: info.bookings.find((b) => b.id === bookingId)?.booking_date ?? null }
    : null;
  const dropBooking = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('booking');
        return next;
      },
      { replace: true },
    );

  return (
    <section className={styles.conversation} aria-labelledby={`conversation-${conversationId}`}>
      <header className={styles.conversationHeader}>
        <Link to="/messages">← Messages</Link>
        <div className={styles.conversationTitle}>
          <h1 id={`conversation-${conversationId}`}>{info.other_name}</h1>
          <p>
            {info.my_role === 'host' ? (
              info.listing_live ? (
                <Link to={`/vendor/${info.vendor_id}`}>View the vendor's profile</Link>
              ) : (
                'This listing is not live at the moment.'
              )
            ) : (
              `Host · about your listing ${info.vendor_name}`
            )}
          </p>
        </div>
        <ReportButton conversationId={conversationId} otherName={info.other_name} />
      </header>
      {info.contact_unlocked ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          message="Phone numbers, e-mail addresses and links are shared once a booking is paid."
        />
      )}
      <MessageThread
        pages={messages.data.pages}
        userId={userId}
        role={info.my_role}
        otherName={info.other_name}
        linksAllowed={info.contact_unlocked}
        otherLastReadAt={info.other_last_read_at}
        hasOlder={messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        olderFailed={messages.isFetchNextPageError}
        loadOlder={() => void messages.fetchNextPage()}
      />
      <div aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </div>
      {info.can_send ? (
        <Composer
          key={conversationId}
          conversationId={conversationId}
          userId={userId}
          booking={booking}
          onDropBooking={dropBooking}
          onSent={(message) => {
            addMessages(queryClient, conversationId, [message]);
            if (booking) dropBooking();
          }}
        />
      ) : (
        <Alert
          type="warning"
          showIcon
          role="status"
          message={
            info.listing_live
              ? 'You cannot send messages in this conversation.'
              : 'This listing is not live, so it cannot receive messages.'
          }
        />
      )}
    </section>
  );
}
