import { brandColors } from '@partyeasy/shared-ui/theme';
import { Button } from 'antd';
import { useQuoteRequestFlow } from '../hooks/use-quote-request-flow';

export interface RequestQuoteButtonProps {
  vendor: { id: string; name: string };
  /** The listing has no packages: asking for a quote is the way to book it. */
  primary?: boolean;
  /** The signed-in user owns this listing: shown as hosts see it, not usable. */
  ownListing?: boolean;
  /** The event date searched on the home page: the form starts on it. */
  initialDate?: string | null;
}

/** The profile's 'Request a quote' (beside Book Now, or instead of it on a listing priced per event). */
export function RequestQuoteButton({
  vendor,
  primary = false,
  ownListing = false,
  initialDate = null,
}: RequestQuoteButtonProps) {
  const flow = useQuoteRequestFlow({ initialDate });
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      {primary ? (
        <span style={{ fontSize: 14, color: brandColors.textSecondary }}>
          {vendor.name} prices every event on request: tell them about yours and get an offer you can book.
        </span>
      ) : null}
      <Button
        type={primary ? 'primary' : 'default'}
        size="large"
        block
        disabled={ownListing}
        onClick={() => flow.request([vendor])}
      >
        Request a quote
      </Button>
      {flow.element}
    </div>
  );
}
