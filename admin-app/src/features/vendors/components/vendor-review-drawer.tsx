import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { useDrawerFocus } from '@partyeasy/shared-ui/components/use-drawer-focus';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { Link } from '@partyeasy/shared-ui/router';
import { Alert, Button, Descriptions, Drawer, Flex, Form, Image, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { AdminVendor } from '../api/get-admin-vendors';
import { type ReviewDecision, useSetVendorStatus } from '../api/set-vendor-status';
import { vendorPhotoUrl } from '../api/vendor-photo-url';
import { lastDecisionAt } from '../model/review';

export interface VendorReviewDrawerProps {
  vendor: AdminVendor | null;
  onClose: () => void;
}

const DONE: Record<ReviewDecision, string> = {
  approved: 'approved',
  rejected: 'rejected',
  pending_approval: 'sent back to pending',
};

const BUSY: Record<ReviewDecision, string> = {
  approved: 'Approving...',
  rejected: 'Rejecting...',
  pending_approval: 'Updating...',
};

const formatDate = (value: string | null) => (value ? dayjs(value).format('MMM D, YYYY h:mm A') : '—');

/** The listing's photos as the profile will show them, each opening larger (antd preview). */
function ListingPhotos({ vendor }: { vendor: AdminVendor }) {
  return (
    <Image.PreviewGroup>
      <ul
        aria-label={`Photos of ${vendor.name}`}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {vendor.photos.map((path, i) => (
          <li key={path}>
            <Image
              src={vendorPhotoUrl(path)}
              alt={`${vendor.name}, photo ${i + 1} of ${vendor.photos.length}`}
              width={96}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}

/** Review of one listing: approve it, reject it with a reason the vendor will see, or send it back. */
export function VendorReviewDrawer({ vendor, onClose }: VendorReviewDrawerProps) {
  const toaster = useToaster();
  const setStatus = useSetVendorStatus();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const busy = setStatus.isPending;
  const pendingDecision = setStatus.variables?.status;
  const drawerId = useId();
  const drawerFocus = useDrawerFocus(vendor !== null, drawerId);

  const close = () => {
    if (busy) return;
    setRejecting(false);
    setStatus.reset();
    // The form is only mounted while rejecting: resetting it otherwise talks to no form (antd warns).
    if (rejecting) form.resetFields();
    onClose();
  };

  const decide = (status: ReviewDecision, reason?: string) => {
    if (!vendor) return;
    setStatus.mutate(
      { vendorId: vendor.id, status, reason },
      {
        onSuccess: ({ emailed }) => {
          toaster.success(`${vendor.name} was ${DONE[status]}.`);
          if (!emailed)
            toaster.warning('The status is saved, but the e-mail to the vendor could not be sent.');
          if (rejecting) form.resetFields();
          setRejecting(false);
          onClose();
        },
      },
    );
  };

  const button = (status: ReviewDecision, label: string, primary = false) => (
    <Button
      type={primary ? 'primary' : 'default'}
      disabled={busy}
      loading={busy && pendingDecision === status}
      onClick={() => decide(status)}
    >
      {busy && pendingDecision === status ? BUSY[status] : label}
    </Button>
  );

  return (
    <Drawer
      {...drawerFocus}
      aria-labelledby={`${drawerId}-title`}
      open={vendor !== null}
      onClose={close}
      title={<span id={`${drawerId}-title`}>{vendor ? `Review ${vendor.name}` : 'Review'}</span>}
      width="min(520px, 100vw)"
      maskClosable={!busy}
      keyboard={!busy}
      destroyOnHidden
    >
      {vendor ? (
        <Flex vertical gap={16}>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'status',
                label: 'Status',
                children: <StatusBadge kind="vendor" status={vendor.status} />,
              },
              { key: 'service', label: 'Service type', children: vendor.servicetype || '—' },
              { key: 'email', label: 'E-mail', children: vendor.email || '—' },
              { key: 'phone', label: 'Phone', children: vendor.phone || '—' },
              { key: 'cities', label: 'Service areas', children: vendor.cities_served.join(', ') || '—' },
              { key: 'packages', label: 'Packages', children: vendor.package_count },
              {
                key: 'photos',
                label: 'Photos',
                children: vendor.photos.length ? <ListingPhotos vendor={vendor} /> : 'None',
              },
              { key: 'created', label: 'Created', children: formatDate(vendor.created_at) },
              { key: 'submitted', label: 'Submitted', children: formatDate(vendor.submitted_at) },
              ...(lastDecisionAt(vendor)
                ? [{ key: 'changed', label: 'Last decision', children: formatDate(lastDecisionAt(vendor)) }]
                : []),
              ...(vendor.rejection_reason
                ? [{ key: 'reason', label: 'Rejection reason', children: vendor.rejection_reason }]
                : []),
            ]}
          />
          {vendor.bio ? <Typography.Paragraph>{vendor.bio}</Typography.Paragraph> : null}
          <Link to={`/vendor/${vendor.id}`}>Open the profile page</Link>
          {setStatus.isError ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              message="The status could not be changed. Please try again."
              description={setStatus.error.message}
            />
          ) : null}
          {rejecting ? (
            <Form
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={({ reason }) => decide('rejected', reason)}
              disabled={busy}
            >
              <Form.Item
                name="reason"
                label="Reason for the rejection (the vendor will see it)"
                rules={[
                  { required: true, whitespace: true, message: 'Please give a reason for the rejection.' },
                ]}
              >
                <Input.TextArea rows={4} maxLength={2000} showCount autoFocus />
              </Form.Item>
              <Flex gap={8} wrap>
                <Button type="primary" danger htmlType="submit" loading={busy} disabled={busy}>
                  {busy ? BUSY.rejected : 'Reject listing'}
                </Button>
                <Button disabled={busy} onClick={() => setRejecting(false)}>
                  Cancel
                </Button>
              </Flex>
            </Form>
          ) : (
            <Flex gap={8} wrap>
              {vendor.status !== 'approved' ? button('approved', 'Approve', true) : null}
              {vendor.status !== 'rejected' ? (
                <Button danger disabled={busy} onClick={() => setRejecting(true)}>
                  Reject...
                </Button>
              ) : null}
              {vendor.status !== 'pending_approval'
                ? button('pending_approval', 'Send back to pending')
                : null}
            </Flex>
          )}
        </Flex>
      ) : null}
    </Drawer>
  );
}
