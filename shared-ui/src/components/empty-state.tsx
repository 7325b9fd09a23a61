import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { brandColors } from '../theme';

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
            {/* Plain elements: antd Typography brings Input and Tooltip to every page with a list. */}
            <h3 style={{ fontSize: 24, lineHeight: 1.35, fontWeight: 600, margin: '8px 0 4px' }}>{title}</h3>
            {description ? (
              <p style={{ color: brandColors.textSecondary, margin: '0 0 16px' }}>{description}</p>
            ) : null}
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
