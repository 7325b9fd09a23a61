import { citiesServed } from '@partyeasy/shared-domain';
import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { VendorCard } from '@partyeasy/shared-ui/components/vendor-card';
import { Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { AdminPage } from '../../access';
import { type AdminVendor, useAdminVendors } from '../api/get-admin-vendors';
import { useVendorsAvailableOn } from '../api/get-vendors-available-on';
import { AdminVendorCard } from '../components/admin-vendor-card';
import { AdminVendorFilterBar } from '../components/admin-vendor-filter-bar';
import { VendorReviewDrawer } from '../components/vendor-review-drawer';
import {
  type AdminVendorFilters,
  filterAdminVendors,
  NO_VENDOR_FILTERS,
} from '../model/admin-vendor-filters';

const GRID = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

function AdminVendors() {
  const [filters, setFilters] = useState<AdminVendorFilters>(NO_VENDOR_FILTERS);
  const [reviewing, setReviewing] = useState<AdminVendor | null>(null);
  const vendors = useAdminVendors();
  const availableOn = useVendorsAvailableOn(filters.date);
  const loading = vendors.isLoading || (filters.date !== null && availableOn.isLoading);
  const all = vendors.data ?? [];
  const shown = loading ? [] : filterAdminVendors(all, filters, availableOn.data);
  // The drawer shows the freshest copy of the vendor after a decision refetches the list.
  const reviewed = reviewing ? (all.find((v) => v.id === reviewing.id) ?? reviewing) : null;

  return (
    <Flex vertical gap={16}>
      <AdminVendorFilterBar
        filters={filters}
        onChange={setFilters}
        cities={citiesServed(all)}
        count={loading ? undefined : shown.length}
      />
      {vendors.isError ? (
        <LoadError
          message="Vendors could not be loaded. Please try again."
          onRetry={() => vendors.refetch()}
          retrying={vendors.isFetching}
        />
      ) : loading ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2, 3].map((i) => (
            <Col key={i} {...GRID}>
              <VendorCard loading name="" serviceType="" priceCents={null} href="" />
            </Col>
          ))}
        </Row>
      ) : shown.length === 0 ? (
        <EmptyState
          title="No vendors found"
          actionLabel="Clear Filters"
          onAction={() => setFilters(NO_VENDOR_FILTERS)}
        />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="Vendors">
          {shown.map((vendor) => (
            <Col key={vendor.id} {...GRID} role="listitem">
              <AdminVendorCard vendor={vendor} onReview={setReviewing} />
            </Col>
          ))}
        </Row>
      )}
      <VendorReviewDrawer vendor={reviewed} onClose={() => setReviewing(null)} />
    </Flex>
  );
}

export function AdminVendorsPage() {
  useDocumentTitle('Admin · Vendors');
  return (
    <AdminPage title="Vendors">
      <AdminVendors />
    </AdminPage>
  );
}
