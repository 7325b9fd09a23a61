import type { ChargingType, PackageForm } from '@partyeasy/shared-domain';
import type { PackageRow } from './types';

/** A package as its inputs hold it: every number is the input's text. */
export interface PackageDraft extends PackageForm {
  key: string;
  name: string;
  description: string;
  price: string;
  charging_type: ChargingType;
  duration_hours: string;
  minimum_hours: string | null;
  minimum_spend: string | null;
  extra_charge_weekday_night: string;
  extra_charge_weekend_night: string;
  extra_charge_weekend: string;
  max_guests: string;
  max_hours: string;
}

let nextKey = 0;
const newKey = () => `package-${nextKey++}`;
const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function emptyPackage(): PackageDraft {
  return {
    key: newKey(),
    name: '',
    description: '',
    price: '',
    charging_type: 'per_hour',
    duration_hours: '',
    minimum_hours: '',
    minimum_spend: '',
    extra_charge_weekday_night: '',
    extra_charge_weekend_night: '',
    extra_charge_weekend: '',
    max_guests: '',
    max_hours: '',
  };
}

export function packageDraftFromRow(row: PackageRow): PackageDraft {
  return {
    key: newKey(),
    name: row.name,
    description: row.description ?? '',
    price: asText(row.price),
    charging_type: row.charging_type,
    duration_hours: asText(row.duration_hours),
    minimum_hours: asText(row.minimum_hours),
    minimum_spend: asText(row.minimum_spend),
    extra_charge_weekday_night: asText(row.extra_charge_weekday_night),
    extra_charge_weekend_night: asText(row.extra_charge_weekend_night),
    extra_charge_weekend: asText(row.extra_charge_weekend),
    max_guests: asText(row.max_guests),
    max_hours: asText(row.max_hours),
  };
}
