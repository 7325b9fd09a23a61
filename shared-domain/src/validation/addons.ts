import { addonChargingType } from '../pricing/types.ts';
import { field, isBlank, numeric, text } from './input.ts';
import { stripUnsafeCharacters } from './user-text.ts';

export interface AddonForm {
  item?: unknown;
  price?: unknown;
  charging_type?: unknown;
}

// A type, not an interface: it is written to a jsonb column, whose generated type (Json) needs an index signature.
export type CleanAddon = {
  item: string;
  price: number;
  charging_type: 'per_hour' | 'per_guest' | 'per_event';
};

/**
 * The add-ons to save: rows without a trimmed name or without a price are dropped silently, names are
 * trimmed, prices parsed to decimals, blank charging types become per_event (the column default).
 * Example: [{ item: ' Fog ', price: '40' }, { item: '  ', price: 5 }, { item: 'Lights', price: '' }]
 * → [{ item: 'Fog', price: 40, charging_type: 'per_event' }]. A price that is not a number counts as
 * missing; 0 is kept. Control and text-direction characters are removed from names; a name of only
 * invisible characters counts as blank.
 */
export function cleanAddons(rows: unknown): CleanAddon[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const item = stripUnsafeCharacters(text(field(row, 'item'))).text.trim();
    const price = numeric(field(row, 'price'));
    if (isBlank(item) || price === undefined || isBlank(field(row, 'price'))) return [];
    const type = field(row, 'charging_type');
    return [{ item, price, charging_type: addonChargingType(typeof type === 'string' ? type : null) }];
  });
}
