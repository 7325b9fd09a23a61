import { Button, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Headline, e.g. 'No vendors found'. */
  title: string;
  /** Explanation under the headline, e.g. 'Try adjusting your filters to see more results.' */
  description?: ReactNode;
  /** Label of the single action, e.g. 'Clear Filters'. Shown only together with `onAction`. */
  actionLabel?: string;
  onAction?: () => void;
  /** Replaces the default illustration. */
  image?: ReactNode;
}

/** What a list shows when it has nothing to show: a headline, a reason and one way out. */
export function EmptyState({ title, description, actionLabel, onAction, image }: EmptyStateProps) {
  return (
    <section aria-label={title} style={{ padding: '32px 16px', textAlign: 'center' }}>
      <Empty
        image={image ?? Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Title level={3} style={{ marginTop: 8, marginBottom: 4 }}>
              {title}
            </Typography.Title>
            {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
          </>
        }
      >
        {actionLabel && onAction ? (
          <Button type="primary" onClick={onAction}>
            {actionLabel}
          </Button>
        ) : null}
      </Empty>
    </section>
  );
}
