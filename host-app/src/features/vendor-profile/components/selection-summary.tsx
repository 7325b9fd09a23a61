import { formatMoney } from '@partyeasy/shared-domain';
import { brandColors } from '@partyeasy/shared-ui/theme';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import type { SelectionSummary as Summary } from '../model/selection';

export interface SelectionSummaryProps {
  summary: Summary;
  /** Called with a package chosen; without one the summary asks for it instead. */
  onBookNow: () => void;
}

/** 'Your Selection': what is picked, the 'Starting at' estimate and 'Book Now'. */
export function SelectionSummary({ summary, onBookNow }: SelectionSummaryProps) {
  const [askForPackage, setAskForPackage] = useState(false);
  const { pkg, addons, startingAtCents } = summary;

  return (
    <section aria-labelledby="your-selection-title" style={{ display: 'grid', gap: 8 }}>
      <Typography.Title id="your-selection-title" level={2} style={{ fontSize: 18, margin: 0 }}>
        Your Selection
      </Typography.Title>
      {pkg ? (
        <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label="Selected items">
          <li>{pkg.name}</li>
          {addons.map(({ addon, quantity, lineCents }) => (
            <li key={addon.id}>
              {addon.item}
              {quantity > 1 ? ` × ${quantity}` : ''} ({formatMoney(lineCents)})
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">No package selected yet.</Typography.Text>
      )}
      <div
        aria-live="polite"
        style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 }}
      >
        <span>Starting at</span>
        <strong data-testid="starting-at" style={{ fontSize: 24, color: brandColors.primary }}>
          {startingAtCents === null ? '—' : formatMoney(startingAtCents)}
        </strong>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Estimate for 1 hour and 1 guest; a 5% processing fee is added at checkout.
      </Typography.Text>
      {askForPackage && !pkg ? (
        <Alert type="warning" showIcon role="alert" message="Please select a package." />
      ) : null}
      <Button
        type="primary"
        size="large"
        block
        onClick={() => {
          setAskForPackage(!pkg);
          if (pkg) onBookNow();
        }}
      >
        Book Now
      </Button>
    </section>
  );
}
