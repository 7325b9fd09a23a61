import { brandColors } from '@partyeasy/shared-ui/theme';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useVendorResponseTime } from '../api/get-vendor-response-time';
import { useMessageVendor } from '../hooks/use-message-vendor';
import { responseTimeText } from '../model/response-time';

// Shown only when the conversation could not be opened: loaded then.
const Alert = lazy(() => import('antd/es/alert'));

export interface MessageVendorProps {
  vendor: { id: string; name: string };
  /** The signed-in user owns this listing: the button is shown as hosts see it, not usable. */
  ownListing?: boolean;
}

/** The profile's 'Message the vendor' with the listing's usual response time and any refusal. */
export function MessageVendor({ vendor, ownListing = false }: MessageVendorProps) {
  const { message, opening, error, element } = useMessageVendor(vendor);
  const responseTime = responseTimeText(useVendorResponseTime(vendor.id).data);
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <Button size="large" block disabled={ownListing} loading={opening} onClick={message}>
        Message the vendor
      </Button>
      {responseTime ? (
        <span style={{ fontSize: 13, color: brandColors.textSecondary, textAlign: 'center' }}>
          {responseTime}
        </span>
      ) : null}
      {error ? (
        <Suspense fallback={<div role="alert">{error}</div>}>
          <Alert type="error" showIcon role="alert" message={error} />
        </Suspense>
      ) : null}
      {element}
    </div>
  );
}
