import { QUOTE_MAX_VENDORS } from '@partyeasy/shared-domain';
import { radii } from '@partyeasy/shared-ui/theme';
import { Button } from 'antd';

export interface QuoteSelectionBarProps {
  count: number;
  onRequest: () => void;
  onClear: () => void;
}

/** Stuck to the bottom of the screen while vendors are picked: how many, 'Request quotes' and 'Clear'. */
export function QuoteSelectionBar({ count, onRequest, onClear }: QuoteSelectionBarProps) {
  return (
    <section
      aria-label="Quote request"
      style={{
        position: 'sticky',
        bottom: 12,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 8,
        padding: '12px 16px',
        borderRadius: radii.md,
        background: '#fff',
        boxShadow: '0 6px 24px rgba(0, 0, 0, 0.18)',
      }}
    >
      <span role="status" aria-live="polite">
        {count} of {QUOTE_MAX_VENDORS} vendors selected
      </span>
      <span style={{ display: 'flex', gap: 8 }}>
        <Button onClick={onClear}>Clear</Button>
        <Button type="primary" onClick={onRequest}>
          Request quotes
        </Button>
      </span>
    </section>
  );
}
