import { QUOTE_MAX_VENDORS } from '@partyeasy/shared-domain';
import { brandColors } from '@partyeasy/shared-ui/theme';

export interface QuotePickCheckboxProps {
  vendorName: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
}

/**
 * Under a browse card: picks the vendor for a request to several vendors. A native checkbox: the home page's
 * first visit does not load antd's.
 */
export function QuotePickCheckbox({ vendorName, checked, disabled, onChange }: QuotePickCheckboxProps) {
  return (
    <label
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        minHeight: 44,
        padding: '0 4px',
        cursor: disabled ? 'not-allowed' : 'pointer',
        color: disabled ? brandColors.textSecondary : undefined,
      }}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={`Request a quote from ${vendorName}`}
        style={{ width: 18, height: 18, accentColor: brandColors.primary }}
      />
      {disabled ? `Request a quote (${QUOTE_MAX_VENDORS} selected)` : 'Request a quote'}
    </label>
  );
}
