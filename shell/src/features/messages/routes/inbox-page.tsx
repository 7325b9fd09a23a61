import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { Skeleton, Typography } from 'antd';
import { useAuthSession } from '../../session';
import { InboxList } from '../components/inbox-list';
import styles from '../components/messages.module.css';

/** /messages: the signed-in user's conversations (a visitor logs in first and comes back). */
export function InboxPage() {
  useDocumentTitle('Messages');
  const { user, loading } = useAuthSession();
  if (!loading && !user) return <LogInRedirect />;
  return (
    <section className={styles.page}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Messages
      </Typography.Title>
      {user ? (
        <InboxList userId={user.id} />
      ) : (
        <div role="status" aria-label="Loading your messages">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      )}
    </section>
  );
}
