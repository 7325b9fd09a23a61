import { listingStatusNotice } from '@partyeasy/shared-domain';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Alert, Button, Flex } from 'antd';
import { storeVendorId } from '../../onboarding';
import type { DashboardVendor } from '../api/get-dashboard-vendor';

/** The listing's review status at the top of the dashboard: live, under review, rejected (with the reason) or editing. */
export function ListingStatusCard({ vendor }: { vendor: DashboardVendor }) {
  const navigate = useNavigate();
  const notice = listingStatusNotice(vendor.status, vendor.rejection_reason);
  if (!notice) return null;
  const act = () => {
    if (notice.action?.kind === 'view') {
      // The public profile as hosts see it (Quick Actions keeps Edit Listing for a live listing).
      navigate(`/vendor/${vendor.id}`);
      return;
    }
    // A rejected or editing listing is editable as it is: straight into the wizard with this listing.
    storeVendorId(vendor.id);
    navigate('/host/booking/basic-info');
  };
  return (
    <section aria-label="Listing status">
      <Alert
        type={notice.tone}
        showIcon
        message={
          <Flex wrap gap={8} align="center">
            <strong>{notice.title}</strong>
            <StatusBadge kind="vendor" status={vendor.status} context="onboarding" />
          </Flex>
        }
        description={
          <Flex vertical gap={12} align="flex-start">
            <span style={{ overflowWrap: 'anywhere' }}>{notice.description}</span>
            {notice.action ? (
              <Button type={notice.action.kind === 'view' ? 'default' : 'primary'} onClick={act}>
                {notice.action.label}
              </Button>
            ) : null}
          </Flex>
        }
      />
    </section>
  );
}
