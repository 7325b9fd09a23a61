import { useDrawerFocus } from '@partyeasy/shared-ui/components/use-drawer-focus';
import { Alert, Button, Drawer, Flex, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useRef } from 'react';
import { useConversationMessages } from '../api/get-conversation-messages';
import type { ReportedConversation } from '../api/get-reported-conversations';
import { AdminMessageItem } from './admin-message-item';
import { ParticipantBlock } from './participant-block';

const sectionTitle = { margin: 0, fontSize: 16 } as const;

function Messages({ conversation: c }: { conversation: ReportedConversation }) {
  const messages = useConversationMessages(c.conversation_id);
  if (messages.isError)
    return (
      <Alert
        type="error"
        showIcon
        message="We couldn't load the messages."
        description={messages.error.message}
        action={
          <Button size="small" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        }
      />
    );
  if (messages.isPending)
    return (
      <div role="status" aria-label="Loading the messages">
        <Skeleton active />
      </div>
    );
  // Pages come newest first; the conversation reads from the oldest loaded down to the newest.
  const oldestFirst = messages.data.pages.flat().reverse();
  return (
    <Flex vertical gap={8}>
      {messages.hasNextPage ? (
        <Button onClick={() => void messages.fetchNextPage()} loading={messages.isFetchingNextPage}>
          Show earlier messages
        </Button>
      ) : null}
      {oldestFirst.length === 0 ? <Typography.Text type="secondary">No messages.</Typography.Text> : null}
      <ol aria-label="Messages" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {oldestFirst.map((m) => (
          <AdminMessageItem
            key={m.id}
            message={m}
            conversationId={c.conversation_id}
            senderName={m.sender_role === 'host' ? c.host_name : c.vendor_name}
          />
        ))}
      </ol>
    </Flex>
  );
}

/** A reported conversation in full: its reports, both sides with their block switch, and every message. */
export function ConversationDrawer({
  conversation,
  onClose,
}: {
  conversation: ReportedConversation | null;
  onClose: () => void;
}) {
  const drawerId = useId();
  const drawerFocus = useDrawerFocus(conversation !== null, drawerId);
  // The closing drawer keeps showing what it showed until it has slid away.
  const last = useRef(conversation);
  if (conversation) last.current = conversation;
  const c = conversation ?? last.current;
  return (
    <Drawer
      {...drawerFocus}
      aria-labelledby={`${drawerId}-title`}
      open={conversation !== null}
      onClose={onClose}
      title={
        <span id={`${drawerId}-title`}>{c ? `${c.vendor_name} and ${c.host_name}` : 'Conversation'}</span>
      }
      width="min(720px, 100vw)"
      destroyOnHidden
    >
      {c ? (
        <Flex vertical gap={20}>
          <section aria-labelledby={`${drawerId}-reports`} style={{ display: 'grid', gap: 8 }}>
            <h2 id={`${drawerId}-reports`} style={sectionTitle}>
              Reports
            </h2>
            <ul style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 4 }}>
              {c.reports.map((r) => (
                <li key={`${r.reporter_role}-${r.created_at}`}>
                  <Typography.Text strong>
                    {r.reporter_role === 'host' ? `${c.host_name} (host)` : `${c.vendor_name} (vendor)`}
                  </Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {dayjs(r.created_at).format('MMM D, YYYY h:mm A')}
                  </Typography.Text>
                  <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.reason}</div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${drawerId}-people`} style={{ display: 'grid', gap: 8 }}>
            <h2 id={`${drawerId}-people`} style={sectionTitle}>
              Sending messages
            </h2>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
              <ParticipantBlock userId={c.host_id} side="Host" name={c.host_name} blocked={c.host_blocked} />
              <ParticipantBlock
                userId={c.vendor_user_id}
                side="Vendor"
                name={c.vendor_name}
                blocked={c.vendor_blocked}
              />
            </ul>
          </section>
          <section aria-labelledby={`${drawerId}-messages`} style={{ display: 'grid', gap: 8 }}>
            <h2 id={`${drawerId}-messages`} style={sectionTitle}>
              Messages (as written)
            </h2>
            <Messages conversation={c} />
          </section>
        </Flex>
      ) : null}
    </Drawer>
  );
}
