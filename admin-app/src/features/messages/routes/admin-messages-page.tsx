import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Button, Flex, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AdminPage } from '../../access';
import { type ReportedConversation, useReportedConversations } from '../api/get-reported-conversations';
import { ConversationDrawer } from '../components/conversation-drawer';

function ReportedRow({ c, onOpen }: { c: ReportedConversation; onOpen: () => void }) {
  const latest = c.reports.at(-1);
  return (
    <li
      style={{
        display: 'grid',
        gap: 6,
        padding: 16,
        border: `1px solid ${brandColors.border}`,
        borderRadius: radii.md,
        background: '#fff',
      }}
    >
      <Flex wrap justify="space-between" align="baseline" gap={8}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {c.vendor_name} and {c.host_name}
        </Typography.Text>
        <Typography.Text type="secondary">
          Reported {dayjs(c.reported_at).format('MMM D, YYYY h:mm A')}
        </Typography.Text>
      </Flex>
      {latest ? (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {latest.reporter_role === 'host' ? 'Host' : 'Vendor'}: {latest.reason}
        </Typography.Paragraph>
      ) : null}
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex wrap gap={4}>
          {c.reports.length > 1 ? <Tag>{c.reports.length} reports</Tag> : null}
          {c.host_blocked ? <Tag color="error">Host blocked</Tag> : null}
          {c.vendor_blocked ? <Tag color="error">Vendor blocked</Tag> : null}
        </Flex>
        <Button
          type="primary"
          style={{ marginInlineStart: 'auto' }}
          onClick={onOpen}
          aria-label={`Open the conversation of ${c.vendor_name} and ${c.host_name}`}
        >
          Open
        </Button>
      </Flex>
    </li>
  );
}

/**
 * /admin/messages: reported conversations only, the latest report first, a page at a time; opening one shows
 * it in full to hide a message or block a side from sending, each with a reason.
 */
export function AdminMessagesPage() {
  useDocumentTitle('Reported messages');
  const reported = useReportedConversations();
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = reported.data?.pages.flat() ?? [];
  // The open conversation is read from the list, so a block shows in the drawer once the list is refetched.
  const open = rows.find((c) => c.conversation_id === openId) ?? null;

  return (
    <AdminPage title="Messages">
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        Conversations a host or a vendor reported, the latest report first. Other conversations are private
        and never listed here.
      </Typography.Paragraph>
      {reported.isError ? (
        <LoadError
          message="We couldn't load the reported conversations."
          onRetry={() => void reported.refetch()}
          retrying={reported.isFetching}
        />
      ) : reported.isPending ? (
        <div role="status" aria-label="Loading the reported conversations">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          title="No reported conversations"
          description="Reports from hosts and vendors appear here."
        />
      ) : (
        <Flex vertical gap={12}>
          <ul
            aria-label="Reported conversations"
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
          >
            {rows.map((c) => (
              <ReportedRow key={c.conversation_id} c={c} onOpen={() => setOpenId(c.conversation_id)} />
            ))}
          </ul>
          {reported.hasNextPage ? (
            <Button
              onClick={() => void reported.fetchNextPage()}
              loading={reported.isFetchingNextPage}
              style={{ justifySelf: 'start' }}
            >
              Show older reports
            </Button>
          ) : null}
        </Flex>
      )}
      <ConversationDrawer conversation={open} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
