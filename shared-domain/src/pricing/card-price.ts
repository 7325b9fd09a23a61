import { formatMoney, toCents } from '../format/money.ts';
import { type PricedPackage, packageChargingType, toNumber } from './types.ts';

export const CUSTOM_PRICING = 'Custom pricing';

/**
 * The browse card's starting price in cents: the lowest positive value across the vendor's packages of
 * price (per_event), minimum_spend (per_guest) and minimum_hours × price (per_hour); undefined when no
 * package gives a positive value.
 *
 * Worked example: [per_hour $100 min 3 h, per_guest $20 min spend $250, per_event $400] → 300, 250, 400
 * → 25000 ('From $250.00').
 * Choices the spec leaves open: a per_hour package without minimum_hours counts 1 hour (the pricing
 * default); a per_guest package without minimum_spend gives nothing; a charging type outside the three
 * counts its price, like per_event.
 */
export function cardPriceCents(packages: readonly PricedPackage[] | null | undefined): number | undefined {
  let lowest: number | undefined;
  for (const pkg of packages ?? []) {
    const value = cardValueCents(pkg);
    if (value !== undefined && value > 0 && (lowest === undefined || value < lowest)) lowest = value;
  }
  return lowest;
}

function cardValueCents(pkg: PricedPackage): number | undefined {
  switch (packageChargingType(pkg.charging_type)) {
    case 'per_guest':
      return toCents(pkg.minimum_spend);
    case 'per_hour': {
      const price = toCents(pkg.price);
      const minimumHours = toNumber(pkg.minimum_hours);
      if (price === undefined) return undefined;
      return Math.round(price * (minimumHours !== undefined && minimumHours > 0 ? minimumHours : 1));
    }
    default:
      return toCents(pkg.price);
  }
}

/** The card's price text: 'From $250.00', or 'Custom pricing'. */
export function cardPrice(packages: readonly PricedPackage[] | null | undefined): string {
  const cents = cardPriceCents(packages);
  return cents === undefined ? CUSTOM_PRICING : `From ${formatMoney(cents)}`;
}

/**
 * The admin vendor card's price: 'From' the first package's price, else 'Custom pricing'
 * ([{ price: 150 }, { price: 90 }] → 'From $150.00'). A first package without a usable price gives
 * 'Custom pricing'.
 */
export function adminCardPrice(packages: readonly PricedPackage[] | null | undefined): string {
  const first = packages?.[0];
  const cents = first ? toCents(first.price) : undefined;
  return cents === undefined ? CUSTOM_PRICING : `From ${formatMoney(cents)}`;
}
