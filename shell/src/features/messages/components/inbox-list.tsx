import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { Link, useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Skeleton } from 'antd';
import { type InboxRow, useInbox } from '../api/get-inbox';
import { formatInboxTime } from '../model/message-time';
import styles from './messages.module.css';

/**
 * Who a row is with, and which listing it is about: a host writes to a listing (its name is the other side's),
 * a vendor to a host about their listing (someone with both roles sees both kinds).
 */
function rowTitle(row: InboxRow) {
  return row.my_role === 'host'
    ? { name: row.other_name, listing: 'Vendor listing · you asked as a host' }
    : { name: row.other_name, listing: `Host · about your listing ${row.vendor_name}` };
}

function InboxRowLink({ row }: { row: InboxRow }) {
  const { name, listing } = rowTitle(row);
  const preview = row.last_message_preview ?? 'No messages yet';
  return (
    <Link
      to={`/messages/${row.conversation_id}`}
      className={`${styles.row} ${row.unread ? styles.unread : ''}`}
    >
      <span className={styles.rowName}>{name}</span>
      <span className={styles.rowTime}>
        {row.last_message_at ? (
          <time dateTime={row.last_message_at}>{formatInboxTime(row.last_message_at)}</time>
        ) : null}
      </span>
      <span className={styles.listing}>{listing}</span>
      <span className={styles.preview}>
        {row.last_message_mine ? 'You: ' : ''}
        {preview}
      </span>
      {row.unread ? <span className={styles.unreadMark}>Unread</span> : null}
    </Link>
  );
}

/** The signed-in user's conversations, newest first, a page at a time. */
export function InboxList({ userId }: { userId: string }) {
  const inbox = useInbox(userId);
  const navigate = useNavigate();

  if (inbox.isError && !inbox.data) {
    return (
      <LoadError
        message="We couldn't load your messages. Please try again."
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  }
  if (!inbox.data) {
    return (
      <div role="status" aria-label="Loading your messages">
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      </div>
    );
  }
  const rows = inbox.data.pages.flat();
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No messages yet"
        description="Ask a vendor a question from their profile: your conversations appear here."
        actionLabel="Find Vendors"
        onAction={() => navigate('/')}
      />
    );
  }
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ul className={styles.inbox} aria-label="Conversations">
        {rows.map((row) => (
          <li key={row.conversation_id}>
            <InboxRowLink row={row} />
          </li>
        ))}
      </ul>
      {inbox.isFetchNextPageError ? (
        <LoadError
          message="We couldn't load more conversations. Please try again."
          onRetry={() => void inbox.fetchNextPage()}
          retrying={inbox.isFetchingNextPage}
        />
      ) : inbox.hasNextPage ? (
        <Button
          onClick={() => void inbox.fetchNextPage()}
          loading={inbox.isFetchingNextPage}
          style={{ justifySelf: 'center' }}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
