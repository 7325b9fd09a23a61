import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Button, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { AdminMessage } from '../api/get-conversation-messages';
import { useHideMessage } from '../api/hide-message';
import { ReasonForm } from './reason-form';

/** One message as written, with who sent it and when; a visible one can be hidden with a reason. */
export function AdminMessageItem({
  message: m,
  conversationId,
  senderName,
}: {
  message: AdminMessage;
  conversationId: string;
  senderName: string;
}) {
  const hide = useHideMessage(conversationId);
  const [hiding, setHiding] = useState(false);
  return (
    <li
      aria-label={`${senderName}, ${dayjs(m.created_at).format('MMM D, YYYY h:mm A')}`}
      style={{
        display: 'grid',
        gap: 6,
        padding: 12,
        borderRadius: radii.md,
        border: `1px solid ${brandColors.border}`,
        background: m.hidden ? '#fafaf9' : undefined,
      }}
    >
      <Flex wrap gap={8} align="baseline" justify="space-between">
        <Flex wrap gap={8} align="baseline">
          <Typography.Text strong>{senderName}</Typography.Text>
          <Typography.Text type="secondary">{m.sender_role === 'host' ? 'Host' : 'Vendor'}</Typography.Text>
          {m.booking_id ? (
            <Tag style={{ marginInlineEnd: 0 }}>About booking {m.booking_id.slice(0, 8)}</Tag>
          ) : null}
          {m.hidden ? (
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              Hidden
            </Tag>
          ) : null}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {dayjs(m.created_at).format('MMM D, YYYY h:mm A')}
        </Typography.Text>
      </Flex>
      {/* The original text, shown as text (never as markup). */}
      <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</div>
      {m.hidden ? (
        <Typography.Text type="secondary">
          Hidden {m.hidden_at ? dayjs(m.hidden_at).format('MMM D, YYYY h:mm A') : ''}: {m.hidden_reason}
        </Typography.Text>
      ) : hiding ? (
        <ReasonForm
          label="Reason for hiding this message (both sides see that it was hidden)"
          submitLabel="Hide message"
          action="hide"
          danger
          pending={hide.isPending}
          serverError={hide.error?.message}
          onCancel={() => setHiding(false)}
          onSubmit={(reason) =>
            hide.mutate({ messageId: m.id, reason }, { onSuccess: () => setHiding(false) })
          }
        />
      ) : (
        <div>
          <Button
            danger
            size="small"
            onClick={() => {
              hide.reset();
              setHiding(true);
            }}
          >
            Hide message...
          </Button>
        </div>
      )}
    </li>
  );
}
