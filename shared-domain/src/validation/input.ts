import { isVisiblyBlank } from './user-text.ts';

/** Defensive readers for form input: validators take whatever a form holds and never throw. */

/** Trimmed text of a string or number; '' for anything else. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Nothing to read: not a string or number, or text that is empty once whitespace and invisible characters
 * (zero-width spaces and joiners, byte-order mark, fillers; validation/user-text.ts) are removed.
 * '' → true, ' \u200B ' → true, 0 → false, 'a' → false.
 */
export function isBlank(value: unknown): boolean {
  return isVisiblyBlank(text(value));
}

/** A finite number from a number or numeric string; blank and anything else give undefined. */
export function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** A whole, non-negative count (photos, items): fractions dropped; blank, negative or non-numeric → 0. */
export function count(value: unknown): number {
  const n = numeric(value);
  return n === undefined || n < 0 ? 0 : Math.min(Math.floor(n), Number.MAX_SAFE_INTEGER);
}

/** Reads a property of something that may not be an object. */
export function field(source: unknown, key: string): unknown {
  return source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
}
