/** Defensive readers for form input: validators take whatever a form holds and never throw. */

/** Trimmed text of a string or number; '' for anything else. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function isBlank(value: unknown): boolean {
  return text(value) === '';
}

/** A finite number from a number or numeric string; blank and anything else give undefined. */
export function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads a property of something that may not be an object. */
export function field(source: unknown, key: string): unknown {
  return source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
}
