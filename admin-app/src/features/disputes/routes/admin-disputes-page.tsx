import { disputeReasonLabel, formatMoney } from '@partyeasy/shared-domain';
import { DisputeView } from '@partyeasy/shared-ui/components/dispute-view';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useSearchParams } from '@partyeasy/shared-ui/router';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Button, Drawer, Flex, Pagination, Skeleton, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { AdminPage } from '../../access';
import {
  ADMIN_DISPUTES_PAGE_SIZE,
  type AdminDispute,
  type AdminDisputesTab,
  useAdminDisputes,
} from '../api/get-admin-disputes';
import { DecisionForm } from '../components/decision-form';
import { DisputeConversation } from '../components/dispute-conversation';

function DisputeRow({ d, onOpen }: { d: AdminDispute; onOpen: () => void }) {
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
          {d.customer_name ?? d.customer_email} about {d.vendor_name}
        </Typography.Text>
        <Typography.Text type="secondary">
          Reported {dayjs(d.created_at).format('MMM D, YYYY h:mm A')}
        </Typography.Text>
      </Flex>
      <Typography.Text>
        {disputeReasonLabel(d.reason)} · event {dayjs(d.booking_date).format('MMM D, YYYY')} · paid{' '}
        {formatMoney(d.paid_cents)}
      </Typography.Text>
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }} type="secondary">
        {d.description}
      </Typography.Paragraph>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex wrap gap={4}>
          {d.status === 'resolving' ? <Tag color="blue">Being resolved</Tag> : null}
          {d.offer_cents ? <Tag>Vendor offered {formatMoney(d.offer_cents)}</Tag> : null}
          {Number(d.photo_count) > 0 ? <Tag>{Number(d.photo_count)} photo(s)</Tag> : null}
        </Flex>
        <Button
          type="primary"
          style={{ marginInlineStart: 'auto' }}
          onClick={onOpen}
          aria-label={`Open the dispute of ${d.customer_name ?? d.customer_email} about ${d.vendor_name}`}
        >
          Open
        </Button>
      </Flex>
    </li>
  );
}

/**
 * /admin/disputes: problems hosts reported, oldest first, a page at a time; opening one shows the booking,
 * the report and photos, the dispute's thread, the host and vendor's conversation, and the decision.
 */
export function AdminDisputesPage() {
  useDocumentTitle('Disputes');
  const [params, setParams] = useSearchParams();
  const tab: AdminDisputesTab = params.get('tab') === 'resolved' ? 'resolved' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('dispute');
  const disputes = useAdminDisputes(tab, page);
  const set = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p);
  };
  const rows = disputes.data?.rows ?? [];

  return (
    <AdminPage title="Disputes">
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        Problems hosts reported with completed bookings, the oldest first. The vendor's payout for each open
        one is on hold until it is resolved.
      </Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => set({ tab: key === 'open' ? null : key, page: null })}
        items={[
          { key: 'open', label: 'Open' },
          { key: 'resolved', label: 'Resolved' },
        ]}
      />
      {disputes.isError ? (
        <LoadError
          message="We couldn't load the disputes."
          onRetry={() => void disputes.refetch()}
          retrying={disputes.isFetching}
        />
      ) : disputes.isPending ? (
        <div role="status" aria-label="Loading the disputes">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          title={tab === 'open' ? 'No open disputes' : 'No resolved disputes'}
          description="Problems hosts report with their bookings appear here."
        />
      ) : (
        <Flex vertical gap={12}>
          <ul
            aria-label="Disputes"
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
          >
            {rows.map((d) => (
              <DisputeRow key={d.id} d={d} onOpen={() => set({ dispute: d.id })} />
            ))}
          </ul>
          <Pagination
            current={page}
            pageSize={ADMIN_DISPUTES_PAGE_SIZE}
            total={disputes.data?.total ?? 0}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(p) => set({ page: String(p) })}
          />
        </Flex>
      )}
      <Drawer
        open={Boolean(openId)}
        onClose={() => set({ dispute: null })}
        title="Dispute"
        width="min(760px, 100vw)"
        destroyOnHidden
      >
        {openId ? (
          <div style={{ display: 'grid', gap: 16 }}>
            <DisputeView disputeId={openId} adminActions={(d) => <DecisionForm dispute={d} />} />
            <DisputeConversation disputeId={openId} />
          </div>
        ) : null}
      </Drawer>
    </AdminPage>
  );
}
