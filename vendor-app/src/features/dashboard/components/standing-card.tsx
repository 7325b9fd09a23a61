import {
  type StandingStatus,
  standingHeadline,
  standingLines,
  standingPeriodLabel,
} from '@partyeasy/shared-domain';
import { CardTitle } from '@partyeasy/shared-ui/components/card-title';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useVendorStanding } from '../api/get-vendor-standing';
import styles from './standing-card.module.css';

const STATUS_TAG: Record<StandingStatus, { color: string; label: string }> = {
  met: { color: 'success', label: 'Met' },
  unmet: { color: 'error', label: 'Falls short' },
  not_enough_data: { color: 'default', label: 'Not enough data' },
};

/**
 * 'Your standing': the Terms' four rules for vendors (replies, booking requests, cancellations, reviews)
 * with the listing's figures over the last 90 days, and what falls short in words.
 */
export function StandingCard({ vendorId }: { vendorId: string }) {
  const titleId = useId();
  const standing = useVendorStanding(vendorId);
  const lines = standing.data ? standingLines(standing.data) : null;
  const short = lines?.filter((line) => line.shortfall) ?? [];
  return (
    <section aria-labelledby={titleId}>
      <Card
        title={<CardTitle id={titleId}>Your standing</CardTitle>}
        extra={
          standing.data ? (
            <Typography.Text type="secondary">{standingPeriodLabel(standing.data)}</Typography.Text>
          ) : null
        }
      >
        {standing.isError ? (
          <Alert
            type="error"
            showIcon
            message="We couldn't load your standing."
            action={
              <Button size="small" onClick={() => void standing.refetch()} loading={standing.isFetching}>
                Try again
              </Button>
            }
          />
        ) : !lines ? (
          <div role="status" aria-label="Loading your standing">
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        ) : (
          <Flex vertical gap={12}>
            <Alert
              type={short.length > 0 ? 'warning' : 'success'}
              showIcon
              message={standingHeadline(lines)}
              description={
                short.length > 0 ? (
                  <ul aria-label="What falls short">
                    {short.map((line) => (
                      <li key={line.rule}>{line.shortfall}</li>
                    ))}
                  </ul>
                ) : (
                  'The Terms ask this of every vendor; rules without enough data yet are not judged.'
                )
              }
            />
            <ul className={styles.rules} aria-label="The Terms' rules for vendors">
              {lines.map((line) => (
                <li key={line.rule} className={styles.rule} data-testid={`standing-${line.rule}`}>
                  <div className={styles.ruleHead}>
                    <Typography.Text strong>{line.title}</Typography.Text>
                    <Tag color={STATUS_TAG[line.status].color} className={styles.tag}>
                      {STATUS_TAG[line.status].label}
                    </Tag>
                  </div>
                  <Typography.Text type="secondary">{line.requirement}</Typography.Text>
                  <Typography.Text>{line.figure}</Typography.Text>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </Card>
    </section>
  );
}
