import {
  addonChargingType,
  formatDuration,
  formatMoney,
  packageChargingType,
  toCents,
} from '@partyeasy/shared-domain';
import type { VendorAddon, VendorPackage } from '../model/types';

const money = (value: number | null) => formatMoney(toCents(value) ?? 0);

/** '$150.00 / hour · minimum 3 hours', '$18.00 / guest · minimum spend $900.00', '$1,800.00 per event · 6 hours'. */
export function packagePriceText(pkg: VendorPackage): string {
  switch (packageChargingType(pkg.charging_type)) {
    case 'per_hour':
      return `${money(pkg.price)} / hour · minimum ${formatDuration(pkg.minimum_hours && pkg.minimum_hours > 0 ? pkg.minimum_hours : 1)}`;
    case 'per_guest':
      return [
        `${money(pkg.price)} / guest`,
        pkg.minimum_spend ? `minimum spend ${money(pkg.minimum_spend)}` : null,
        pkg.duration_hours ? formatDuration(pkg.duration_hours) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    default:
      return [`${money(pkg.price)} per event`, pkg.duration_hours ? formatDuration(pkg.duration_hours) : null]
        .filter(Boolean)
        .join(' · ');
  }
}

/** '$40.00 / hour', '$4.00 / guest', '$75.00'. */
export function addonPriceText(addon: VendorAddon): string {
  const type = addonChargingType(addon.charging_type);
  if (type === 'per_hour') return `${money(addon.price)} / hour`;
  if (type === 'per_guest') return `${money(addon.price)} / guest`;
  return money(addon.price);
}
