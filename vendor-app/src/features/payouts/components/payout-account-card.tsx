import { CardTitle } from '@partyeasy/shared-ui/components/card-title';
import { useSearchParams } from '@partyeasy/shared-ui/router';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePayoutAccount } from '../api/get-payout-account';
import { useStartPayoutOnboarding, useSyncPayoutAccount } from '../api/payout-onboarding';
import { payoutStateCopy } from '../model/payout-state';

/**
 * The vendor's payout account: its state, the message that earnings are held until payouts are
 * connected, and Connect / Continue setup (the hosted onboarding). Back from the onboarding
 * (/vendor?payouts=return|refresh) the state is read from the provider once and the parameter dropped. The
 * provider sends the vendor to `refresh` when a setup link expired or was used already: the card then says so
 * beside Continue setup, which asks for a new link.
 */
export function PayoutAccountCard({ vendorId }: { vendorId: string }) {
  const account = usePayoutAccount(vendorId);
  const start = useStartPayoutOnboarding(vendorId);
  const sync = useSyncPayoutAccount(vendorId);
  const [params, setParams] = useSearchParams();
  const returned = params.get('payouts');
  const synced = useRef(false);
  const [linkExpired, setLinkExpired] = useState(false);

  useEffect(() => {
    if (!returned || synced.current) return;
    synced.current = true;
    setLinkExpired(returned === 'refresh');
    sync.mutate(undefined, {
      onSettled: () =>
        setParams(
          (p) => {
            p.delete('payouts');
            return p;
          },
          { replace: true },
        ),
    });
  }, [returned, setParams, sync]);

  const state = account.data;
  const copy = state ? payoutStateCopy(state) : null;
  return (
    <Card
      title={<CardTitle>Payouts</CardTitle>}
      extra={copy ? <Tag color={copy.color}>{copy.label}</Tag> : null}
    >
      {account.isPending || sync.isPending ? (
        <div role="status" aria-label="Loading your payout account">
          <Skeleton active paragraph={{ rows: 1 }} title={false} />
        </div>
      ) : account.isError || !copy ? (
        <Alert
          type="error"
          showIcon
          message="Your payout account could not be loaded."
          action={
            <Button size="small" onClick={() => void account.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <Flex vertical gap={12} align="flex-start">
          {state === 'payouts_enabled' ? (
            <Typography.Paragraph style={{ margin: 0 }}>{copy.message}</Typography.Paragraph>
          ) : (
            <Alert type="warning" showIcon message={copy.message} style={{ width: '100%' }} />
          )}
          {linkExpired && copy.action ? (
            <Alert
              type="info"
              showIcon
              message={`Your setup link expired or was already used. ${copy.action} to get a new one.`}
              style={{ width: '100%' }}
            />
          ) : null}
          {sync.isError ? <Alert type="error" showIcon role="alert" message={sync.error.message} /> : null}
          {start.isError ? <Alert type="error" showIcon role="alert" message={start.error.message} /> : null}
          {copy.action ? (
            <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
              {copy.action}
            </Button>
          ) : null}
        </Flex>
      )}
    </Card>
  );
}
