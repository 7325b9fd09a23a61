import { formatMoney } from '../format/money.ts';
import { EXTRA_CHARGE_LABELS, type ExtraChargeKind } from './extra-charge.ts';
import { extraChargeAmountCents } from './quote-booking.ts';
import { type PricedPackage, packageChargingType } from './types.ts';

export interface SurchargeLine {
  kind: Exclude<ExtraChargeKind, 'none'>;
  /** 'Friday or Saturday night, starting 6 PM or later: +$200.00 per event'. */
  text: string;
  unitCents: number;
}

const ORDER: readonly Exclude<ExtraChargeKind, 'none'>[] = ['weekday_night', 'weekend', 'weekend_night'];

/**
 * A package's extra charges as the profile lists them before any date or time is chosen, each with the
 * amount `quoteBooking` adds (the same function, so the profile and the checkout agree) and its unit:
 * per hour for per_hour packages (× the billed hours), per guest for per_guest, per event otherwise.
 * Charges of 0 are left out. Example, DJ per_event with weekend night $200 and nothing else →
 * [{ kind: 'weekend_night', text: 'Friday or Saturday night, starting 6 PM or later: +$200.00 per event' }].
 * A weekend night without its own amount uses the weekend one (the rule of `extraChargeAmountCents`).
 */
export function packageSurcharges(pkg: PricedPackage): SurchargeLine[] {
  const type = packageChargingType(pkg.charging_type);
  const unit = type === 'per_hour' ? ' / hour' : type === 'per_guest' ? ' / guest' : ' per event';
  return ORDER.flatMap((kind) => {
    const unitCents = extraChargeAmountCents(pkg, kind);
    if (unitCents <= 0) return [];
    return [{ kind, unitCents, text: `${EXTRA_CHARGE_LABELS[kind]}: +${formatMoney(unitCents)}${unit}` }];
  });
}
