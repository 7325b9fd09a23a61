import { disputePath, disputeReasonLabel, formatMoney } from '@partyeasy/shared-domain';
import { Link } from '@partyeasy/shared-ui/router';
import { Alert, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useVendorDisputes } from '../api/get-vendor-disputes';

/** Problems hosts reported with the listing's bookings, while open: each holds that booking's payout. */
export function DisputesCard({ vendorId }: { vendorId: string }) {
  const disputes = useVendorDisputes(vendorId);
  if (!disputes.data || disputes.data.length === 0) {
    return disputes.isError ? (
      <Alert type="error" showIcon message="We couldn't load reported problems." />
    ) : null;
  }
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Reported problems</h2>}>
      <Typography.Paragraph type="secondary">
        The payout of each of these bookings is on hold until the problem is resolved. Reply to the host, or
        offer a partial refund.
      </Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 18, display: 'grid', gap: 6 }}>
        {disputes.data.map((d) => (
          <li key={d.id}>
            <Link to={disputePath(d.id, 'vendor')}>{disputeReasonLabel(d.reason)}</Link>{' '}
            <Typography.Text type="secondary">
              · reported {dayjs(d.created_at).format('MMM D, YYYY')}
              {d.offer_cents ? ` · you offered ${formatMoney(d.offer_cents)}` : ''}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
