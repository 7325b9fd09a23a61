import { formatMoney, OWN_LISTING_MESSAGES } from '@partyeasy/shared-domain';
import { brandColors, partyEasyTheme, radii } from '@partyeasy/shared-ui/theme';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { SelectionSummary as Summary } from '../model/selection';
import { profileText } from './profile-layout';

// Shown only when Book Now is pressed without a package: loaded then.
const Alert = lazy(() => import('antd/es/alert'));

export interface SelectionSummaryProps {
  summary: Summary;
  /** Called with a package chosen; without one the summary asks for it instead. */
  onBookNow: () => void;
  /** The signed-in user owns this listing: it says so instead of offering Book Now. */
  ownListing?: boolean;
}

/** 'Your Selection': what is picked, the 'Starting at' estimate and 'Book Now'. */
export function SelectionSummary({ summary, onBookNow, ownListing = false }: SelectionSummaryProps) {
  const [askForPackage, setAskForPackage] = useState(false);
  const { pkg, addons, startingAtCents, estimateNote } = summary;

  return (
    <section aria-labelledby="your-selection-title" style={{ display: 'grid', gap: 8 }}>
      <h2 id="your-selection-title" style={{ fontSize: 18, lineHeight: 1.4, fontWeight: 600, margin: 0 }}>
        Your Selection
      </h2>
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
        <span style={profileText.secondary}>No package selected yet.</span>
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
      <span style={{ ...profileText.secondary, fontSize: 13 }}>{estimateNote}</span>
      {askForPackage && !pkg ? (
        <Suspense fallback={<div role="alert">Please select a package.</div>}>
          <Alert type="warning" showIcon role="alert" message="Please select a package." />
        </Suspense>
      ) : null}
      {ownListing ? (
        <p
          role="note"
          data-testid="own-listing-note"
          style={{
            margin: 0,
            padding: '8px 12px',
            borderRadius: radii.md,
            background: partyEasyTheme.token?.colorInfoBg,
          }}
        >
          {OWN_LISTING_MESSAGES.book} This is how hosts see it.
        </p>
      ) : null}
      <Button
        type="primary"
        size="large"
        block
        disabled={ownListing}
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
