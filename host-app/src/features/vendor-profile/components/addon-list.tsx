import { addonChargingType } from '@partyeasy/shared-domain';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Checkbox, InputNumber } from 'antd';
import { hasQuantity } from '../model/selection';
import type { VendorAddon } from '../model/types';
import { addonPriceText } from './price-text';
import { profileText } from './profile-layout';

export interface AddonListProps {
  addons: readonly VendorAddon[];
  /** Selected add-on id → quantity. */
  selected: Readonly<Record<string, number>>;
  onToggle: (id: string) => void;
  onQuantityChange: (id: string, quantity: number) => void;
}

/** Add-ons as a multi-select; a selected per-hour or per-guest add-on asks for its quantity (minimum 1). */
export function AddonList({ addons, selected, onToggle, onQuantityChange }: AddonListProps) {
  if (addons.length === 0) {
    return <p style={{ ...profileText.paragraph, ...profileText.secondary }}>No add-ons added.</p>;
  }
  return (
    <ul aria-label="Add-ons" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {addons.map((addon) => {
        const quantity = selected[addon.id];
        const checked = quantity !== undefined;
        const unit = addonChargingType(addon.charging_type) === 'per_hour' ? 'Hours' : 'Guests';
        return (
          <li
            key={addon.id}
            style={{
              padding: 12,
              borderRadius: radii.md,
              border: `2px solid ${checked ? brandColors.primary : brandColors.border}`,
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 8,
            }}
          >
            <Checkbox
              checked={checked}
              onChange={() => onToggle(addon.id)}
              aria-label={`${addon.item}, ${addonPriceText(addon)}`}
            >
              <span style={{ fontWeight: 600 }}>{addon.item}</span>{' '}
              <span style={{ color: brandColors.primary }}>{addonPriceText(addon)}</span>
            </Checkbox>
            {checked && hasQuantity(addon) ? (
              <div style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                <span aria-hidden="true">{unit}</span>
                <InputNumber
                  aria-label={`${unit} for ${addon.item}`}
                  min={1}
                  precision={0}
                  value={quantity}
                  onChange={(value) => {
                    if (value !== null) onQuantityChange(addon.id, value);
                  }}
                  style={{ width: 88 }}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
