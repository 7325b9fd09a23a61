import { LogInRedirect } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useParams } from '@partyeasy/shared-ui/router';
import { Skeleton } from 'antd';
import { useAuthSession } from '../../session';
import { ConversationView } from '../components/conversation-view';
import styles from '../components/messages.module.css';

/** /messages/:conversationId: one conversation of the signed-in user (a visitor logs in and comes back). */
export function ConversationPage() {
  useDocumentTitle('Messages');
  const { conversationId = '' } = useParams();
  const { user, loading } = useAuthSession();
  if (!loading && !user) return <LogInRedirect />;
  if (!user) {
    return (
      <section className={styles.page}>
        <div role="status" aria-label="Loading the conversation">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </section>
    );
  }
  return <ConversationView key={conversationId} conversationId={conversationId} userId={user.id} />;
}
