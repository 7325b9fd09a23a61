import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSetMessagingBlock } from '../api/set-messaging-block';
import { ReasonForm } from './reason-form';

export interface ParticipantBlockProps {
  userId: string;
  /** 'Host' or 'Vendor'. */
  side: string;
  name: string;
  blocked: boolean;
}

/** One side of a reported conversation, whether it may send messages, and the switch to block or unblock it. */
export function ParticipantBlock({ userId, side, name, blocked }: ParticipantBlockProps) {
  const toaster = useToaster();
  const setBlock = useSetMessagingBlock();
  const [editing, setEditing] = useState(false);
  return (
    <li style={{ display: 'grid', gap: 8 }}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex wrap gap={8} align="center">
          <Typography.Text type="secondary">{side}</Typography.Text>
          <Typography.Text strong>{name}</Typography.Text>
          {blocked ? <Tag color="error">Blocked from sending</Tag> : null}
        </Flex>
        {editing ? null : (
          <Button
            danger={!blocked}
            onClick={() => {
              setBlock.reset();
              setEditing(true);
            }}
          >
            {blocked ? `Unblock ${name}...` : `Block ${name}...`}
          </Button>
        )}
      </Flex>
      {editing ? (
        <ReasonForm
          label={
            blocked
              ? `Reason for letting ${name} send messages again`
              : `Reason for blocking ${name} from sending messages`
          }
          submitLabel={blocked ? 'Unblock' : 'Block from sending'}
          action="block"
          danger={!blocked}
          pending={setBlock.isPending}
          serverError={setBlock.error?.message}
          onCancel={() => setEditing(false)}
          onSubmit={(reason) =>
            setBlock.mutate(
              { userId, blocked: !blocked, reason },
              {
                onSuccess: () => {
                  setEditing(false);
                  toaster.success(
                    blocked ? `${name} can send messages again.` : `${name} can no longer send messages.`,
                  );
                },
              },
            )
          }
        />
      ) : null}
    </li>
  );
}
