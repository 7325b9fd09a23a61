import { Alert, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useDisputeConversation } from '../api/get-dispute-conversation';

/** What the host and the vendor wrote to each other in Messages, for the admin deciding the dispute. */
export function DisputeConversation({ disputeId }: { disputeId: string }) {
  const conversation = useDisputeConversation(disputeId);
  return (
    <Card size="small" title="Their conversation in Messages" styles={{ body: { display: 'grid', gap: 6 } }}>
      {conversation.isError ? (
        <Alert type="error" showIcon message="We couldn't load the conversation." />
      ) : null}
      {conversation.data?.length === 0 ? (
        <Typography.Text type="secondary">The host and the vendor never wrote to each other.</Typography.Text>
      ) : null}
      {(conversation.data ?? []).map((m) => (
        <div key={m.id}>
          <Typography.Text strong>{m.sender_role === 'host' ? 'Host' : 'Vendor'}</Typography.Text>{' '}
          <Typography.Text type="secondary">· {dayjs(m.created_at).format('MMM D, h:mm A')}</Typography.Text>
          <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.hidden ? <em>(hidden by a moderator) </em> : null}
            {m.body}
          </div>
        </div>
      ))}
    </Card>
  );
}
