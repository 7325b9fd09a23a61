import { CardTitle } from '@partyeasy/shared-ui/components/card-title';
import { Link } from '@partyeasy/shared-ui/router';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useMessagingSummary } from '../api/get-messaging-summary';
import { type InboxRow, useVendorInbox } from '../api/get-vendor-inbox';
import { inboxTime } from '../model/inbox-time';
import { formatReplyTime, keepsReplyRule, REPLY_RULE, waitingText } from '../model/reply-time';

function InboxItem({ row }: { row: InboxRow }) {
  const preview = row.last_message_preview ?? 'Message removed by PartyEasy';
  return (
    <li style={{ borderTop: `1px solid ${brandColors.border}` }}>
      <Link
        to={`/messages/${row.conversation_id}`}
        style={{ display: 'grid', gap: 2, padding: '10px 4px', color: 'inherit' }}
      >
        <Flex justify="space-between" align="baseline" gap={8}>
          <Flex align="center" gap={8} style={{ minWidth: 0 }}>
            <Typography.Text strong={row.unread} ellipsis>
              {row.other_name}
            </Typography.Text>
            {row.unread ? (
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                Unread
              </Tag>
            ) : null}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 13, flexShrink: 0 }}>
            {inboxTime(row.last_message_at)}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" ellipsis style={{ fontWeight: row.unread ? 500 : undefined }}>
          {row.last_message_mine ? `You: ${preview}` : preview}
        </Typography.Text>
      </Link>
    </li>
  );
}

/**
 * The dashboard's 'Messages': the listing's median first reply beside the Terms' 24-hour rule, how many
 * conversations wait for a reply, and the newest conversations with their unread marks, each a link to it.
 */
export function InboxCard({ userId, vendorId }: { userId: string; vendorId: string }) {
  const titleId = useId();
  const inbox = useVendorInbox(userId);
  const summary = useMessagingSummary(vendorId);
  const s = summary.data;
  return (
    <section aria-labelledby={titleId}>
      <Card
        title={<CardTitle id={titleId}>Messages</CardTitle>}
        extra={
          <Link to="/messages" style={{ fontWeight: 600 }}>
            All messages
          </Link>
        }
      >
        <Flex vertical gap={12}>
          {summary.isError ? (
            <Alert type="warning" showIcon message="We couldn't load your response time." />
          ) : !s ? (
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          ) : (
            <div style={{ display: 'grid', gap: 4 }}>
              <Flex wrap gap={8} align="center">
                <Typography.Text>{REPLY_RULE}.</Typography.Text>
                {s.median_seconds === null ? null : keepsReplyRule(s.median_seconds) ? (
                  <Tag color="success">Within the rule</Tag>
                ) : (
                  <Tag color="warning">Slower than the rule</Tag>
                )}
              </Flex>
              <Typography.Text type="secondary" data-testid="reply-time">
                {s.median_seconds === null
                  ? 'No replies to measure yet in the last 90 days.'
                  : `Your median first reply: ${formatReplyTime(s.median_seconds)} (${s.conversations} ${s.conversations === 1 ? 'conversation' : 'conversations'}, last 90 days).`}
              </Typography.Text>
              <Typography.Text strong={s.waiting > 0} data-testid="waiting">
                {waitingText(s.waiting)}
              </Typography.Text>
            </div>
          )}
          {inbox.isError ? (
            <Alert
              type="error"
              showIcon
              message="We couldn't load your messages."
              action={
                <Button size="small" onClick={() => void inbox.refetch()} loading={inbox.isFetching}>
                  Try again
                </Button>
              }
            />
          ) : inbox.isPending ? (
            <div role="status" aria-label="Loading your messages">
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            </div>
          ) : inbox.data.length === 0 ? (
            <Typography.Text type="secondary">
              No messages yet. Hosts can message you from your profile before they book.
            </Typography.Text>
          ) : (
            <ul aria-label="Newest conversations" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {inbox.data.map((row) => (
                <InboxItem key={row.conversation_id} row={row} />
              ))}
            </ul>
          )}
        </Flex>
      </Card>
    </section>
  );
}
