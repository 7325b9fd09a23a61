import { groupThousands } from './count.ts';

/**
 * Money is integer cents inside the domain and dollars with two decimals at the edges (database decimal
 * columns, the checkout request, the screen).
 */

/**
 * '$1,234.50'-style dollars from integer cents: 123450 → '$1,234.50', 5 → '$0.05', -250 → '-$2.50'.
 * Non-integer cents are rounded half away from zero first.
 */
export function formatMoney(cents: number): string {
  if (!Number.isFinite(cents)) return '$0.00';
  const rounded = Math.round(Math.abs(cents));
  // BigInt keeps digits (not '1e+21') for amounts beyond 2^53.
  const big = BigInt(rounded);
  const rest = String(big % 100n).padStart(2, '0');
  const grouped = groupThousands(String(big / 100n));
  return `${cents < 0 && rounded > 0 ? '-' : ''}$${grouped}.${rest}`;
}

/**
 * Cents from a dollar amount as the database or a form gives it (number, numeric string, blank):
 * 12.5 → 1250, '19.99' → 1999, 1.005 → 101 (decimal rounding, not binary), null/''/'abc' → undefined.
 */
export function toCents(dollars: unknown): number | undefined {
  if (dollars === null || dollars === undefined) return undefined;
  if (typeof dollars === 'string' && dollars.trim() === '') return undefined;
  if (typeof dollars !== 'number' && typeof dollars !== 'string') return undefined;
  const value = Number(dollars);
  if (!Number.isFinite(value)) return undefined;
  // toPrecision(15) removes binary noise (1.005 * 100 = 100.49999999999999) before rounding.
  const cents = Math.round(Number((value * 100).toPrecision(15)));
  return Object.is(cents, -0) ? 0 : cents;
}

/** Dollars for a database decimal column or the checkout body: 1999 → 19.99. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
