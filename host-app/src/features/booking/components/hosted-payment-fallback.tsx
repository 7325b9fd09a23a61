import { Alert, Button } from 'antd';

export interface HostedPaymentFallbackProps {
  onContinue: () => void;
  onBack: () => void;
  busy: boolean;
  error?: string;
}

/** Stripe.js could not load on this page: the host is told and may pay on the provider's page instead. */
export function HostedPaymentFallback({ onContinue, onBack, busy, error }: HostedPaymentFallbackProps) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Alert
        type="warning"
        showIcon
        role="alert"
        message="The payment form could not be loaded on this page."
        description="You can pay on the secure payment page instead. You will come back here when you are done."
      />
      {error ? <Alert type="error" showIcon role="alert" message={error} /> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button size="large" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="primary" size="large" onClick={onContinue} loading={busy} disabled={busy}>
          {busy ? 'Processing...' : 'Continue to the payment page'}
        </Button>
      </div>
    </div>
  );
}
