import { EmptyState } from '@partyeasy/shared-ui/components/empty-state';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { VendorCard } from '@partyeasy/shared-ui/components/vendor-card';
import { Col, Flex, Pagination, Row } from 'antd';
import { useState } from 'react';
import { AdminPage } from '../../access';
import { ADMIN_VENDORS_PAGE_SIZE, type AdminVendor, useAdminVendors } from '../api/get-admin-vendors';
import { useVendorCities } from '../api/get-vendor-cities';
import { AdminVendorCard } from '../components/admin-vendor-card';
import { AdminVendorFilterBar } from '../components/admin-vendor-filter-bar';
import { VendorReviewDrawer } from '../components/vendor-review-drawer';
import {
  type AdminVendorFilters,
  type AdminVendorSort,
  NO_VENDOR_FILTERS,
} from '../model/admin-vendor-filters';

const GRID = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

function AdminVendors() {
  const [filters, setFilters] = useState<AdminVendorFilters>(NO_VENDOR_FILTERS);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<AdminVendorSort>('newest');
  const [reviewing, setReviewing] = useState<AdminVendor | null>(null);
  // One page at a time, filtered on the server; a new filter starts again at page 1.
  const vendors = useAdminVendors(filters, page, sort);
  const cities = useVendorCities();
  const loading = vendors.isPending;
  const shown = vendors.data?.vendors ?? [];
  const changeFilters = (next: AdminVendorFilters) => {
    setFilters(next);
    setPage(1);
  };
  // The drawer shows the freshest copy of the vendor after a decision refetches the page.
  const reviewed = reviewing ? (shown.find((v) => v.id === reviewing.id) ?? reviewing) : null;

  return (
    <Flex vertical gap={16}>
      <AdminVendorFilterBar
        filters={filters}
        onChange={changeFilters}
        cities={cities.data ?? []}
        count={vendors.data?.total}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
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
          onAction={() => changeFilters(NO_VENDOR_FILTERS)}
        />
      ) : (
        <Flex vertical gap={16} aria-busy={vendors.isPlaceholderData}>
          <Row gutter={[16, 16]} role="list" aria-label="Vendors">
            {shown.map((vendor) => (
              <Col key={vendor.id} {...GRID} role="listitem">
                <AdminVendorCard vendor={vendor} onReview={setReviewing} />
              </Col>
            ))}
          </Row>
          <Pagination
            align="center"
            current={page}
            pageSize={ADMIN_VENDORS_PAGE_SIZE}
            total={vendors.data?.total ?? 0}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={setPage}
          />
        </Flex>
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
