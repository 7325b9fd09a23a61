import { toCents } from '@partyeasy/shared-domain';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { VendorCard } from '@partyeasy/shared-ui/components/vendor-card';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { Button, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminVendor } from '../api/get-admin-vendors';

export interface AdminVendorCardProps {
  vendor: AdminVendor;
  onReview: (vendor: AdminVendor) => void;
}

/**
 * A vendor on the admin grid: the shared card plus status badge, a tag when it falls short of the Terms'
 * rules (vendor_standings), created date and a Review button.
 */
export function AdminVendorCard({ vendor, onReview }: AdminVendorCardProps) {
  const navigate = useNavigate();
  // The public cards' price (vendor_card_price in SQL), else 'Custom pricing' (the card formats it).
  const cardPrice = toCents(vendor.card_price) ?? null;
  return (
    <VendorCard
      name={vendor.name}
      serviceType={vendor.servicetype ?? ''}
      photoUrl={vendor.photoUrl}
      priceCents={cardPrice}
      href={`/vendor/${vendor.id}`}
      onNavigate={(to) => navigate(to)}
      local={false}
      favourite={false}
      extra={
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex vertical gap={4}>
            <Flex wrap gap={4}>
              <StatusBadge kind="vendor" status={vendor.status} context="admin" />
              {vendor.standing_shortfalls ? (
                <Tag color="error">
                  Falls short of {vendor.standing_shortfalls} of 4{' '}
                  {vendor.standing_shortfalls === 1 ? 'rule' : 'rules'}
                </Tag>
              ) : null}
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              Created {dayjs(vendor.created_at).format('MMM D, YYYY')}
            </Typography.Text>
          </Flex>
          {/* Above the card's stretched profile link, so it opens the review instead. */}
          <Button
            style={{ position: 'relative', zIndex: 1 }}
            onClick={() => onReview(vendor)}
            aria-label={`Review ${vendor.name}`}
          >
            Review
          </Button>
        </Flex>
      }
    />
  );
}
