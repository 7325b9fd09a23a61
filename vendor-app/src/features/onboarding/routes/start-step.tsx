import { ACCOUNT_MESSAGES, type StartOutcome, startButtonOutcome } from '@partyeasy/shared-domain';
import { LoadError } from '@partyeasy/shared-ui/components/load-error';
import { StatusBadge } from '@partyeasy/shared-ui/components/status-badge';
import { useNavigate, useSearchParams } from '@partyeasy/shared-ui/router';
import type { User } from '@supabase/supabase-js';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useOwnListing } from '../api/get-own-listing';
import { useStartListingEdit } from '../api/start-listing-edit';
import { WizardLayout } from '../components/wizard-layout';
import { stepPath } from '../model/steps';
import { clearVendorId, storeVendorId } from '../model/vendor-id-storage';

const TODO = [
  'Add your services and experience',
  'Set where you are available',
  'Upload photos, packages and add-ons',
  'Publish your listing',
];

export function StartStep({ user }: { user: User }) {
  const navigate = useNavigate();
  const listing = useOwnListing(user.id);
  const startEdit = useStartListingEdit();
  const [outcome, setOutcome] = useState<StartOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The sign-up confirmation link of a new vendor lands here with ?confirmed=1.
  const [params] = useSearchParams();
  const justConfirmed = params.get('confirmed') === '1';

  const start = () => {
    const next = startButtonOutcome(listing.data?.status);
    setOutcome(next);
    if (next.kind !== 'proceed') return;
    if (listing.data) storeVendorId(listing.data.id);
    else clearVendorId();
    navigate(stepPath('basic-info'));
  };

  const editListing = () => {
    const vendor = listing.data;
    if (!vendor) return;
    startEdit.mutate(
      { vendorId: vendor.id, userId: user.id },
      {
        onSuccess: () => {
          storeVendorId(vendor.id);
          navigate(stepPath('basic-info'));
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <WizardLayout step="start">
      <Flex vertical gap={16}>
        <Flex align="center" gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Welcome
          </Typography.Title>
          <StatusBadge kind="vendor" status={listing.data?.status} context="onboarding" />
        </Flex>
        {justConfirmed ? <Alert type="success" showIcon message={ACCOUNT_MESSAGES.vendorConfirmed} /> : null}
        <ol>
          {TODO.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        {listing.data?.status === 'rejected' ? (
          <Alert
            type="error"
            showIcon
            message="Your listing was not approved"
            description={
              listing.data.rejection_reason
                ? `Reason: ${listing.data.rejection_reason}. Please update your listing and submit it again.`
                : 'Please update your listing and submit it again.'
            }
          />
        ) : null}
        {outcome && outcome.kind !== 'proceed' ? (
          <Alert type={outcome.kind === 'blocked' ? 'warning' : 'info'} message={outcome.notice} showIcon />
        ) : null}
        {error ? <Alert type="error" message={error} showIcon /> : null}
        {listing.isError ? (
          // Without the listing we cannot tell a new vendor from an existing one: starting now could
          // create a second listing, so the button waits for a successful load.
          <LoadError
            message="We couldn't load your listing. Please try again."
            onRetry={() => listing.refetch()}
            retrying={listing.isFetching}
          />
        ) : null}
        <Flex gap={12}>
          <Button type="primary" onClick={start} disabled={listing.isLoading || listing.isError}>
            Let's get started
          </Button>
          {outcome?.kind === 'approved' ? (
            <Button onClick={editListing} disabled={startEdit.isPending}>
              {startEdit.isPending ? 'Processing...' : 'Edit Listing'}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </WizardLayout>
  );
}
